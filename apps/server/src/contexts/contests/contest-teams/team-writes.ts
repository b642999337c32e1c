import type { ServerMessage } from '@judge/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { say } from '../../../errors.ts';
import type { ContestTeamsRepo } from './contest-teams.repo.ts';
import { newInviteCode, type TeamLine } from './team-rules.ts';

/** A team refused: the field (`members.1`) and why. */
export interface TeamProblem {
  field: string;
  message: ServerMessage;
}

export class TeamRefused extends Error {
  constructor(readonly problem: TeamProblem) {
    super(problem.message.text);
  }
}

const refuse = (field: string, message: ServerMessage): never => {
  throw new TeamRefused({ field, message });
};

/**
 * Writes one team (a new one, or `teamId`'s) inside the caller's transaction, after checking what the
 * database cannot: its name free in the contest, its members existing accounts in no other team of the
 * contest, at most `maxTeamSize` of them. Throws TeamRefused naming the field; the caller rolls back.
 */
export async function writeTeam(
  repo: ContestTeamsRepo,
  trx: Transaction<Database>,
  target: { cid: number; maxTeamSize: number; teamId: number | null },
  line: TeamLine,
): Promise<number> {
  const { cid, teamId } = target;
  if ((await repo.teamNamesTaken(cid, [line.name], teamId, trx)).size > 0)
    refuse('name', say('A team of this contest is already named {{name}}', { name: line.name }));
  if (line.members.length > target.maxTeamSize)
    refuse(
      'members',
      say('A team has at most {{count}} {{count|member|members}} in this contest', {
        count: target.maxTeamSize,
      }),
    );
  const accounts = await repo.accountsByName(line.members, trx);
  const uids = line.members.map((name, i) => {
    const account = accounts.get(name.toLowerCase());
    return account ? account.uid : refuse(`members.${i}`, say('No account is named {{name}}', { name }));
  });
  const elsewhere = await repo.inOtherTeams(cid, uids, teamId, trx);
  uids.forEach((uid, i) => {
    const team = elsewhere.get(uid);
    if (team !== undefined)
      refuse(
        `members.${i}`,
        say('{{name}} is already in the team {{team}}', { name: line.members[i], team }),
      );
  });
  const affiliationId = line.school
    ? await repo.affiliationFor(cid, { name: line.school, shortName: line.shortName }, trx)
    : null;
  const values = { name: line.name, affiliationId, seat: line.seat, room: line.room };
  const id = teamId ?? (await repo.insertTeam(cid, { ...values, inviteCode: newInviteCode() }, trx));
  if (teamId !== null) await repo.updateTeam(cid, teamId, values, trx);
  await repo.setMembers(cid, id, [...new Set(uids)], trx);
  return id;
}
