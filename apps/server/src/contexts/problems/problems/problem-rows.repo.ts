import { type Insertable, type Updateable } from 'kysely';
import { type Db } from '../../../db/database.ts';
import type { ProblemsTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';
import type { NewCase } from './problems.repo.ts';

/** A problem's own rows: the problem, its cases, languages and templates, and a user's saved code of it. */
export function createProblemRows(db: Db) {
  return {
    findById: (id: number) => db.selectFrom('problems').selectAll().where('id', '=', id).executeTakeFirst(),
    findByProblemId: (problemId: string) =>
      db
        .selectFrom('problems')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['problemId']), '=', problemId.toLowerCase()))
        .executeTakeFirst(),

    /** Problem ids that start with a prefix, ignoring case (to number imported problems). */
    async problemIdsStartingWith(prefix: string): Promise<string[]> {
      const rows = await db
        .selectFrom('problems')
        .select('problemId')
        .where((eb) => eb(eb.fn('lower', ['problemId']), 'like', `${prefix.toLowerCase()}%`))
        .execute();
      return rows.map((row) => row.problemId);
    },

    async insert(problem: Omit<Insertable<ProblemsTable>, 'createdAt' | 'updatedAt'>, trx: Db) {
      const now = nowIso();
      const row = await trx
        .insertInto('problems')
        .values({ ...problem, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('problemCounts')
        .values({ pid: row.id, total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 })
        .execute();
      return row.id;
    },
    async update(id: number, patch: Updateable<ProblemsTable>, trx: Db = db) {
      await trx
        .updateTable('problems')
        .set({ ...patch, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    remove: (id: number) => db.deleteFrom('problems').where('id', '=', id).execute(),

    /** A group problem made public takes its group's tags to the bank with it. */
    publishGroupTags: (pid: number, trx: Db) =>
      trx
        .updateTable('tags')
        .set({ gid: null })
        .where('gid', 'is not', null)
        .where('id', 'in', trx.selectFrom('problemTags').select('tid').where('pid', '=', pid))
        .execute(),

    cases: (pid: number) =>
      db.selectFrom('problemCases').selectAll().where('pid', '=', pid).orderBy('position').execute(),
    async replaceCases(pid: number, cases: NewCase[], trx: Db) {
      await trx.deleteFrom('problemCases').where('pid', '=', pid).execute();
      for (let i = 0; i < cases.length; i += 100) {
        await trx
          .insertInto('problemCases')
          .values(cases.slice(i, i + 100).map((c) => ({ ...c, pid })))
          .execute();
      }
    },

    languages: async (pid: number) =>
      (await db.selectFrom('problemLanguages').select('language').where('pid', '=', pid).execute()).map(
        (r) => r.language,
      ),
    async replaceLanguages(pid: number, languages: string[], trx: Db) {
      await trx.deleteFrom('problemLanguages').where('pid', '=', pid).execute();
      if (languages.length > 0)
        await trx
          .insertInto('problemLanguages')
          .values(languages.map((language) => ({ pid, language })))
          .execute();
    },

    templates: (pid: number) =>
      db
        .selectFrom('codeTemplates')
        .select(['id', 'language', 'code', 'status'])
        .where('pid', '=', pid)
        .orderBy('id')
        .execute(),
    async replaceTemplates(
      pid: number,
      templates: { language: string; code: string; status: boolean }[],
      trx: Db,
    ) {
      await trx.deleteFrom('codeTemplates').where('pid', '=', pid).execute();
      if (templates.length > 0) {
        await trx
          .insertInto('codeTemplates')
          .values(
            templates.map((t) => ({ pid, language: t.language, code: t.code, status: t.status ? 1 : 0 })),
          )
          .execute();
      }
    },

    savedCode: (uid: number, pid: number) =>
      db
        .selectFrom('savedCodes')
        .select(['code', 'language'])
        .where('uid', '=', uid)
        .where('pid', '=', pid)
        .executeTakeFirst(),
    async saveCode(uid: number, pid: number, language: string, code: string) {
      await db
        .insertInto('savedCodes')
        .values({ uid, pid, language, code, updatedAt: nowIso() })
        .onConflict((oc) => oc.columns(['uid', 'pid']).doUpdateSet({ language, code, updatedAt: nowIso() }))
        .execute();
    },
  };
}
