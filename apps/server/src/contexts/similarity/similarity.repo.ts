import { JudgeStatus, type SimilarityPairStatus, type SimilarityScope } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { IN_PROGRESS } from '../judging/facts.ts';

/** A submission a check may compare, as the submissions table holds it. */
export interface Candidate {
  id: number;
  pid: number;
  uid: number;
  username: string;
  language: string;
  code: string;
  displayPid: string;
}

export interface NewPair {
  pid: number;
  leftSubmissionId: number;
  rightSubmissionId: number;
  leftSimilarity: number;
  rightSimilarity: number;
  score: number;
}

/** Which submissions belong to a scope: the column that names it. */
const SCOPE_COLUMN = { contest: 'cid', training: 'tid', group: 'gid', problem: 'pid' } as const;
/** Inserts go in slices so no statement passes SQLite's or PostgreSQL's bound-parameter limits. */
const INSERT_SLICE = 200;
const NOT_FINAL = [...IN_PROGRESS, JudgeStatus.SUBMITTING];

function slices<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_SLICE) out.push(rows.slice(i, i + INSERT_SLICE));
  return out;
}

/** Every query of the similarity checks; the submissions, users and templates are read, never written. */
export function createSimilarityRepo(db: Db) {
  return {
    async insertCheck(row: {
      scope: SimilarityScope;
      scopeId: number;
      threshold: number;
      allSubmissions: boolean;
      baseCode: string;
      createdBy: number;
    }) {
      const now = nowIso();
      const inserted = await db
        .insertInto('similarityChecks')
        .values({
          ...row,
          allSubmissions: row.allSubmissions ? 1 : 0,
          status: 'queued',
          progressDone: 0,
          progressTotal: 0,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    findCheck: (id: number) =>
      db.selectFrom('similarityChecks').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Checks with their author's name and how many pairs each found, newest first. */
    checksOf: (where: { id: number } | { scope: SimilarityScope; scopeId: number }) =>
      db
        .selectFrom('similarityChecks as c')
        .leftJoin('users as u', 'u.uid', 'c.createdBy')
        .selectAll('c')
        .select((eb) => [
          'u.username as createdByName',
          eb
            .selectFrom('similarityPairs as p')
            .whereRef('p.checkId', '=', 'c.id')
            .select(eb.fn.countAll<number>().as('n'))
            .as('pairCount'),
        ])
        .$if('id' in where, (q) => q.where('c.id', '=', (where as { id: number }).id))
        .$if('scope' in where, (q) => {
          const scope = where as { scope: SimilarityScope; scopeId: number };
          return q.where('c.scope', '=', scope.scope).where('c.scopeId', '=', scope.scopeId);
        })
        .orderBy('c.id', 'desc')
        .execute(),

    updateCheck: (
      id: number,
      patch: Partial<{ status: string; progressDone: number; progressTotal: number; error: string | null }>,
    ) =>
      db
        .updateTable('similarityChecks')
        .set({ ...patch, gmtModified: nowIso() })
        .where('id', '=', id)
        .execute(),

    /** The scope's submissions a check compares: accepted ones, or every final one. */
    candidates: (scope: SimilarityScope, scopeId: number, allSubmissions: boolean): Promise<Candidate[]> =>
      db
        .selectFrom('submissions')
        .select(['id', 'pid', 'uid', 'username', 'language', 'code', 'displayPid'])
        .where(SCOPE_COLUMN[scope], '=', scopeId)
        .$if(!allSubmissions, (q) => q.where('status', '=', JudgeStatus.ACCEPTED))
        .$if(allSubmissions, (q) => q.where('status', 'not in', NOT_FINAL))
        .orderBy('id')
        .execute(),

    /** The problems' code templates (what every contestant was given). */
    templates: (pids: number[]) =>
      pids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('codeTemplates')
            .select(['pid', 'language', 'code'])
            .where('pid', 'in', pids)
            .execute(),

    async comparedIds(checkId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('similarityCheckSubmissions')
        .select('submissionId')
        .where('checkId', '=', checkId)
        .execute();
      return new Set(rows.map((row) => row.submissionId));
    },

    /** Records a run's findings and the submissions it compared, in one transaction. */
    async saveRun(checkId: number, pairs: NewPair[], comparedIds: number[]) {
      await db.transaction().execute(async (trx) => {
        const gmtModified = nowIso();
        for (const slice of slices(pairs))
          await trx
            .insertInto('similarityPairs')
            .values(slice.map((pair) => ({ ...pair, checkId, status: 'open', note: '', gmtModified })))
            .onConflict((oc) => oc.columns(['checkId', 'leftSubmissionId', 'rightSubmissionId']).doNothing())
            .execute();
        for (const slice of slices(comparedIds))
          await trx
            .insertInto('similarityCheckSubmissions')
            .values(slice.map((submissionId) => ({ checkId, submissionId })))
            .onConflict((oc) => oc.columns(['checkId', 'submissionId']).doNothing())
            .execute();
      });
    },

    /** A check's pairs with both sides' authors, highest score first; a removed submission reads as null. */
    pairsOf: (checkId: number) =>
      pairRows(db).where('p.checkId', '=', checkId).orderBy('p.score', 'desc').orderBy('p.id').execute(),

    findPair: (id: number) =>
      pairRows(db)
        .select(['l.code as leftCode', 'r.code as rightCode'])
        .where('p.id', '=', id)
        .executeTakeFirst(),

    markPair: (id: number, status: SimilarityPairStatus, note: string) =>
      db
        .updateTable('similarityPairs')
        .set({ status, note, gmtModified: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
export type SimilarityRepo = ReturnType<typeof createSimilarityRepo>;

function pairRows(db: Db) {
  return db
    .selectFrom('similarityPairs as p')
    .leftJoin('submissions as l', 'l.id', 'p.leftSubmissionId')
    .leftJoin('submissions as r', 'r.id', 'p.rightSubmissionId')
    .selectAll('p')
    .select([
      'l.uid as leftUid',
      'l.username as leftUsername',
      'l.language as leftLanguage',
      'l.displayPid as displayPid',
      'r.uid as rightUid',
      'r.username as rightUsername',
      'r.language as rightLanguage',
    ]);
}
export type PairRow = Awaited<ReturnType<SimilarityRepo['pairsOf']>>[number];
