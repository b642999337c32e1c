import type { Db } from '../../db/database.ts';

/** Clarification ids chosen by Contest API clients (migration 052): only this context writes or reads them. */
export function createClarificationIdsRepo(db: Db) {
  return {
    async insert(cid: number, clientId: string, clarificationId: string) {
      await db.insertInto('clicsClarificationIds').values({ cid, clientId, clarificationId }).execute();
    },
    /** Each renamed clarification's client id, by its id here. */
    async namesOf(cid: number): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('clicsClarificationIds')
        .select(['clientId', 'clarificationId'])
        .where('cid', '=', cid)
        .execute();
      return new Map(rows.map((row) => [row.clarificationId, row.clientId]));
    },
  };
}
export type ClarificationIdsRepo = ReturnType<typeof createClarificationIdsRepo>;
