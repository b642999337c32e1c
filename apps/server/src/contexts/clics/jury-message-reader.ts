import type { JuryMessage } from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { TeamRoster } from '../contests/facts.ts';
import type { ClicsSource } from './clics-source.ts';

/** What the reader asks of the rest (a part of the Contest API's source). */
export type JuryMessageSource = Pick<
  ClicsSource,
  'isContestAdmin' | 'teamRoster' | 'juryMessages' | 'findAccountByUid'
>;

/** The team an account plays for: its team in a team contest, else the account itself (the API's team id). */
const teamOfAccount = (roster: TeamRoster | null, uid: number): string | null =>
  roster
    ? (roster.teams.find((team) => team.members.some((member) => member.uid === uid))?.id.toString() ?? null)
    : String(uid);

/** A team's name as the Q&A shows it: a team contest's team's, else its account's username. */
async function teamName(source: JuryMessageSource, roster: TeamRoster | null, teamId: string) {
  if (roster) return roster.teams.find((team) => String(team.id) === teamId)?.name ?? teamId;
  return (await source.findAccountByUid(Number(teamId)))?.username ?? teamId;
}

/**
 * The jury's messages to one team that this caller may read on the contest's Q&A page (docs/clics.md): the
 * contest's admins read every team's, anyone else those to the team it plays for (in no team, none). Newest first.
 */
export function createJuryMessageReader(source: JuryMessageSource) {
  return async function juryMessagesFor(actor: Actor, cid: number): Promise<JuryMessage[]> {
    const [admin, roster, messages] = await Promise.all([
      source.isContestAdmin(actor, cid),
      source.teamRoster(cid),
      source.juryMessages(cid),
    ]);
    const ownTeam = admin ? null : teamOfAccount(roster, actor.uid);
    const shown = messages.filter((message) => admin || message.teamId === ownTeam);
    const names = new Map<string, string>();
    for (const teamId of new Set(shown.map((message) => message.teamId)))
      names.set(teamId, await teamName(source, roster, teamId));
    return shown.reverse().map((message) => ({
      id: `message-${message.id}`,
      team: { id: message.teamId, name: names.get(message.teamId)! },
      problemId: message.problemId,
      text: message.text,
      createdAt: message.createdAt,
    }));
  };
}
export type JuryMessageReader = ReturnType<typeof createJuryMessageReader>;
