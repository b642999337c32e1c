import type { GeneratedTeams, TeamGenerateBody } from '@judge/contract';

/**
 * The generation form's lines (name, member count, school, short name, seat, room), read before anything is
 * sent: the first bad line is named in the form, as the server would refuse it.
 */
export type GeneratedTeamLine = TeamGenerateBody['teams'][number];

export type LineProblem = 'name' | 'memberCount';

export function readGenerateLines(
  text: string,
  maxTeamSize: number,
):
  | { teams: GeneratedTeamLine[]; problem: null }
  | { teams: null; problem: { line: number; field: LineProblem } } {
  const teams: GeneratedTeamLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    const [name = '', count = '', school = '', shortName = '', seat = '', room = ''] = lines[i]
      .split(',')
      .map((cell) => cell.trim());
    const memberCount = Number(count);
    if (!name) return { teams: null, problem: { line: i + 1, field: 'name' } };
    if (!Number.isInteger(memberCount) || memberCount < 1 || memberCount > maxTeamSize)
      return { teams: null, problem: { line: i + 1, field: 'memberCount' } };
    teams.push({ name, memberCount, school, shortName, seat, room });
  }
  return { teams, problem: null };
}

/** A members box: usernames one per line or separated by spaces, commas or semicolons. */
export const memberList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The generated slips pass from the teams tab to the slips page in memory only, and are taken once: a reload or
 * a second visit finds none, as the passwords are shown once (the server keeps only their hashes).
 */
let handedOver: { cid: number; slips: GeneratedTeams['slips'] } | null = null;

export function handOverSlips(cid: number, slips: GeneratedTeams['slips']) {
  handedOver = { cid, slips };
}

export function takeSlips(cid: number): GeneratedTeams['slips'] | null {
  const slips = handedOver?.cid === cid ? handedOver.slips : null;
  handedOver = null;
  return slips;
}
