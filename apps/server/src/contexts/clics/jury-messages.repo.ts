import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** A jury's clarification to one team (migration 056): the team's API id, the problem's, the text, when. */
export interface JuryMessage {
  id: number;
  teamId: string;
  problemId: string | null;
  text: string;
  createdAt: string;
}

/** The jury's clarifications to one team (migration 056): only this context writes or reads them. */
export function createJuryMessagesRepo(db: Db) {
  return {
    async insert(cid: number, message: Omit<JuryMessage, 'id' | 'createdAt'>, createdBy: number) {
      const row = await db
        .insertInto('clicsJuryMessages')
        .values({ cid, ...message, createdBy, createdAt: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async setMadeAt(cid: number, id: number, madeAt: string) {
      await db
        .updateTable('clicsJuryMessages')
        .set({ createdAt: madeAt })
        .where('cid', '=', cid)
        .where('id', '=', id)
        .execute();
    },
    listOf: (cid: number): Promise<JuryMessage[]> =>
      db
        .selectFrom('clicsJuryMessages')
        .select(['id', 'teamId', 'problemId', 'text', 'createdAt'])
        .where('cid', '=', cid)
        .orderBy('id')
        .execute(),
  };
}
