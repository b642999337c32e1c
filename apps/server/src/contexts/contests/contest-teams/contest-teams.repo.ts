import type { TeamAffiliation, TeamLabel, TeamMember } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';

type Executor = Db | Transaction<Database>;

/** A team's row with its school, as every read of a team needs it. */
export interface TeamRow {
  id: number;
  cid: number;
  name: string;
  seat: string;
  room: string;
  inviteCode: string;
  affiliationId: number | null;
  school: string | null;
  schoolShort: string | null;
  logo: string | null;
}

export interface TeamValues {
  name: string;
  affiliationId: number | null;
  seat: string;
  room: string;
}

const USER_CHUNK = 900;

/** Every query of the teams of a contest (migration 050): teams, members, schools, the contest's settings. */
export function createContestTeamsRepo(db: Db) {
  const teamsWithSchool = (executor: Executor) =>
    executor
      .selectFrom('contestTeams as t')
      .leftJoin('contestAffiliations as a', 'a.id', 't.affiliationId')
      .select([
        't.id',
        't.cid',
        't.name',
        't.seat',
        't.room',
        't.inviteCode',
        't.affiliationId',
        'a.name as school',
        'a.shortName as schoolShort',
        'a.logo',
      ]);

  return {
    async settings(cid: number) {
      const row = await db
        .selectFrom('contests')
        .select(['teamContest', 'maxTeamSize'])
        .where('id', '=', cid)
        .executeTakeFirst();
      return row ? { teamContest: row.teamContest === 1, maxTeamSize: row.maxTeamSize } : null;
    },
    async saveSettings(cid: number, settings: { teamContest: boolean; maxTeamSize: number }) {
      await db
        .updateTable('contests')
        .set({ teamContest: settings.teamContest ? 1 : 0, maxTeamSize: settings.maxTeamSize })
        .where('id', '=', cid)
        .execute();
    },

    teams: (cid: number): Promise<TeamRow[]> =>
      teamsWithSchool(db).where('t.cid', '=', cid).orderBy('t.id').execute(),
    team: (cid: number, id: number, executor: Executor = db): Promise<TeamRow | undefined> =>
      teamsWithSchool(executor).where('t.cid', '=', cid).where('t.id', '=', id).executeTakeFirst(),
    byInviteCode: (code: string, executor: Executor = db): Promise<TeamRow | undefined> =>
      teamsWithSchool(executor).where('t.inviteCode', '=', code).executeTakeFirst(),

    /** The team of an account in a contest, if any. */
    async teamOf(cid: number, uid: number, executor: Executor = db): Promise<TeamRow | undefined> {
      const member = await executor
        .selectFrom('contestTeamMembers')
        .select('teamId')
        .where('cid', '=', cid)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return member
        ? teamsWithSchool(executor).where('t.id', '=', member.teamId).executeTakeFirst()
        : undefined;
    },

    /** Members of the given teams, in the order they joined. */
    async members(teamIds: number[], executor: Executor = db): Promise<Map<number, TeamMember[]>> {
      const byTeam = new Map<number, TeamMember[]>();
      for (let i = 0; i < teamIds.length; i += USER_CHUNK) {
        const rows = await executor
          .selectFrom('contestTeamMembers as m')
          .innerJoin('users as u', 'u.uid', 'm.uid')
          .select(['m.teamId', 'u.uid', 'u.username', 'u.nickname', 'u.realname'])
          .where('m.teamId', 'in', teamIds.slice(i, i + USER_CHUNK))
          .orderBy('m.gmtCreate')
          .orderBy('u.uid')
          .execute();
        for (const { teamId, ...member } of rows) {
          const list = byTeam.get(teamId);
          if (list) list.push(member);
          else byTeam.set(teamId, [member]);
        }
      }
      return byTeam;
    },

    /** Every member of a contest's teams: uid -> team id (the board's and the gate's mapping). */
    async memberships(cid: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('contestTeamMembers')
        .select(['uid', 'teamId'])
        .where('cid', '=', cid)
        .execute();
      return new Map(rows.map((row) => [row.uid, row.teamId]));
    },

    async memberCount(teamId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom('contestTeamMembers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('teamId', '=', teamId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The accounts of these usernames (compared ignoring case), by lower-cased name. */
    async accountsByName(usernames: string[], executor: Executor = db) {
      const found = new Map<string, { uid: number; username: string }>();
      const lowered = [...new Set(usernames.map((name) => name.toLowerCase()))];
      for (let i = 0; i < lowered.length; i += USER_CHUNK) {
        const rows = await executor
          .selectFrom('users')
          .select(['uid', 'username'])
          .where((eb) => eb(eb.fn('lower', ['username']), 'in', lowered.slice(i, i + USER_CHUNK)))
          .execute();
        for (const row of rows) found.set(row.username.toLowerCase(), row);
      }
      return found;
    },

    affiliations: (cid: number): Promise<TeamAffiliation[]> =>
      db
        .selectFrom('contestAffiliations')
        .select(['id', 'name', 'shortName', 'logo'])
        .where('cid', '=', cid)
        .orderBy('name')
        .execute(),

    /** The school of this name in the contest, made (or its short name updated) as the form names it. */
    async affiliationFor(cid: number, school: { name: string; shortName: string }, executor: Executor) {
      const known = await executor
        .selectFrom('contestAffiliations')
        .select(['id', 'shortName'])
        .where('cid', '=', cid)
        .where('name', '=', school.name)
        .executeTakeFirst();
      if (known) {
        if (school.shortName && school.shortName !== known.shortName)
          await executor
            .updateTable('contestAffiliations')
            .set({ shortName: school.shortName })
            .where('id', '=', known.id)
            .execute();
        return known.id;
      }
      const made = await executor
        .insertInto('contestAffiliations')
        .values({ cid, name: school.name, shortName: school.shortName || school.name, logo: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return made.id;
    },
    async setLogo(cid: number, id: number, logo: string) {
      const result = await db
        .updateTable('contestAffiliations')
        .set({ logo })
        .where('cid', '=', cid)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insertTeam(cid: number, values: TeamValues & { inviteCode: string }, executor: Executor) {
      const now = nowIso();
      const made = await executor
        .insertInto('contestTeams')
        .values({ cid, ...values, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return made.id;
    },
    async updateTeam(cid: number, id: number, values: TeamValues, executor: Executor) {
      await executor
        .updateTable('contestTeams')
        .set({ ...values, gmtModified: nowIso() })
        .where('cid', '=', cid)
        .where('id', '=', id)
        .execute();
    },
    async touchTeam(id: number, executor: Executor) {
      await executor
        .updateTable('contestTeams')
        .set({ gmtModified: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    async deleteTeam(cid: number, id: number, executor: Executor) {
      await executor
        .deleteFrom('contestTeamMembers')
        .where('cid', '=', cid)
        .where('teamId', '=', id)
        .execute();
      await executor.deleteFrom('contestTeams').where('cid', '=', cid).where('id', '=', id).execute();
    },
    async setMembers(cid: number, teamId: number, uids: number[], executor: Executor) {
      await executor
        .deleteFrom('contestTeamMembers')
        .where('cid', '=', cid)
        .where('teamId', '=', teamId)
        .execute();
      await addMembers(executor, cid, teamId, uids);
    },
    addMembers: (cid: number, teamId: number, uids: number[], executor: Executor) =>
      addMembers(executor, cid, teamId, uids),

    /** Of these accounts, those in another team of the contest than `teamId`: uid -> that team's name. */
    async inOtherTeams(cid: number, uids: number[], teamId: number | null, executor: Executor) {
      if (uids.length === 0) return new Map<number, string>();
      const rows = await executor
        .selectFrom('contestTeamMembers as m')
        .innerJoin('contestTeams as t', 't.id', 'm.teamId')
        .select(['m.uid', 't.name'])
        .where('m.cid', '=', cid)
        .where('m.uid', 'in', uids)
        .$if(teamId !== null, (q) => q.where('m.teamId', '<>', teamId!))
        .execute();
      return new Map(rows.map((row) => [row.uid, row.name]));
    },
    async teamNamesTaken(cid: number, names: string[], exceptId: number | null, executor: Executor = db) {
      if (names.length === 0) return new Set<string>();
      const rows = await executor
        .selectFrom('contestTeams')
        .select('name')
        .where('cid', '=', cid)
        .where('name', 'in', names)
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
        .execute();
      return new Set(rows.map((row) => row.name));
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),
  };
}

async function addMembers(executor: Executor, cid: number, teamId: number, uids: number[]) {
  if (uids.length === 0) return;
  const now = nowIso();
  await executor
    .insertInto('contestTeamMembers')
    .values(uids.map((uid) => ({ cid, teamId, uid, gmtCreate: now })))
    .execute();
}

/** What the board, balloons, prints and the Q&A show of a team. */
export const labelOf = (team: TeamRow): TeamLabel => ({
  id: team.id,
  name: team.name,
  school: team.school,
  schoolShort: team.schoolShort,
  logo: team.logo,
  seat: team.seat,
  room: team.room,
});

export type ContestTeamsRepo = ReturnType<typeof createContestTeamsRepo>;
