import type { Db } from '../../db/database.ts';

/** Submission ids chosen by Contest API clients (migration 056): only this context writes or reads them. */
export function createSubmissionIdsRepo(db: Db) {
  return {
    async insert(cid: number, clientId: string, submissionId: number) {
      await db.insertInto('clicsSubmissionIds').values({ cid, clientId, submissionId }).execute();
    },
    /** Each renamed submission's client id, by its id here. */
    async namesOf(cid: number): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom('clicsSubmissionIds')
        .select(['clientId', 'submissionId'])
        .where('cid', '=', cid)
        .execute();
      return new Map(rows.map((row) => [row.submissionId, row.clientId]));
    },
  };
}
