import type { SimilarityPairStatus, SimilarityScope } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export interface NewPair {
  pid: number;
  leftSubmissionId: number;
  rightSubmissionId: number;
  leftSimilarity: number;
  rightSimilarity: number;
  score: number;
}

/** Inserts go in slices so no statement passes SQLite's or PostgreSQL's bound-parameter limits. */
const INSERT_SLICE = 200;

function slices<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_SLICE) out.push(rows.slice(i, i + INSERT_SLICE));
  return out;
}

/** Every query of the similarity checks (the submissions and templates are asked of their contexts' facts). */
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

    /** A check's pairs, highest score first (their authors are the judging context's to tell). */
    pairsOf: (checkId: number) =>
      db
        .selectFrom('similarityPairs')
        .selectAll()
        .where('checkId', '=', checkId)
        .orderBy('score', 'desc')
        .orderBy('id')
        .execute(),

    findPair: (id: number) =>
      db.selectFrom('similarityPairs').selectAll().where('id', '=', id).executeTakeFirst(),

    markPair: (id: number, status: SimilarityPairStatus, note: string) =>
      db
        .updateTable('similarityPairs')
        .set({ status, note, gmtModified: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
export type SimilarityRepo = ReturnType<typeof createSimilarityRepo>;
export type StoredPair = Awaited<ReturnType<SimilarityRepo['pairsOf']>>[number];
