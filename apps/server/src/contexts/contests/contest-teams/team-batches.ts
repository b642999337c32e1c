import {
  fillMessage,
  type GeneratedTeams,
  type PasswordSlip,
  type ServerMessage,
  type TeamGenerateBody,
  type TeamImportBody,
  type TeamImportResult,
} from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';
import { randomPassword } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { forTeamAdmin, type ContestTeamsDeps } from './contest-teams.deps.ts';
import { generatedUsernames, parseTeamCsv, type CsvTeam } from './team-rules.ts';
import { TeamRefused, writeTeam } from './team-writes.ts';

/** Generated passwords: long enough against guessing in a contest's hours, short enough to type from a slip. */
const SLIP_PASSWORD_LENGTH = 8;

const rowRefused = (row: number, field: string, reason: string | ServerMessage) =>
  invalidField(
    `rows.${row}.${field}`,
    say('Row {{row}}, {{field}}: {{reason}}', {
      row,
      field,
      reason: typeof reason === 'string' ? reason : fillMessage(reason.text, reason.params),
    }),
    { prefixField: false },
  );

/** Writes the teams in one transaction: the first refused one names its row and field, and nothing is kept. */
async function writeAll(deps: ContestTeamsDeps, cid: number, maxTeamSize: number, teams: CsvTeam[]) {
  let current: CsvTeam | null = null;
  try {
    await deps.repo.transaction(async (trx) => {
      for (const team of teams) {
        current = team;
        await writeTeam(deps.repo, trx, { cid, maxTeamSize, teamId: null }, team);
      }
    });
  } catch (error) {
    if (error instanceof TeamRefused && current)
      throw rowRefused(
        (current as CsvTeam).row,
        error.problem.field.replace(/\.\d+$/, ''),
        error.problem.message,
      );
    throw error;
  }
}

/** POST /api/admin/contest/teams/import: the CSV's teams (docs/contest-teams.md "CSV"), all or none. */
export async function importTeams(
  deps: ContestTeamsDeps,
  actor: Actor,
  body: TeamImportBody,
): Promise<TeamImportResult> {
  const { settings } = await forTeamAdmin(deps, actor, body.cid);
  const parsed = parseTeamCsv(body.csv, settings.maxTeamSize);
  if (parsed.problem) throw rowRefused(parsed.problem.row, parsed.problem.field, parsed.problem.message);
  await writeAll(deps, body.cid, settings.maxTeamSize, parsed.teams);
  return { count: parsed.teams.length };
}

/**
 * POST /api/admin/contest/teams/generate: a new account per member (prefix, the team's number, a/b/c) with a
 * generated password, and the teams made of them. The passwords are answered once, as slips to print; only
 * their hashes are kept.
 */
export async function generateTeams(
  deps: ContestTeamsDeps,
  actor: Actor,
  body: TeamGenerateBody,
): Promise<GeneratedTeams> {
  const { view, settings } = await forTeamAdmin(deps, actor, body.cid);
  const planned = body.teams.map((team, i) => {
    if (team.memberCount > settings.maxTeamSize)
      throw invalidField(
        `teams.${i}.memberCount`,
        say('A team has at most {{count}} {{count|member|members}} in this contest', {
          count: settings.maxTeamSize,
        }),
      );
    const accounts = generatedUsernames(body.prefix, i + 1, team.memberCount).map((username) => ({
      username,
      password: randomPassword(SLIP_PASSWORD_LENGTH),
    }));
    return { ...team, row: i + 1, members: accounts.map((a) => a.username), accounts };
  });
  const names = new Set<string>();
  planned.forEach((team, i) => {
    if (names.has(team.name))
      throw invalidField(
        `teams.${i}.name`,
        say('A team of this contest is already named {{name}}', { name: team.name }),
      );
    names.add(team.name);
  });
  const taken = await deps.accounts.takenUsernames(planned.flatMap((team) => team.members));
  if (taken.size > 0)
    throw invalidField('prefix', say('The account {{name}} already exists', { name: [...taken][0] }));
  const takenTeams = await deps.repo.teamNamesTaken(body.cid, [...names], null);
  const clash = planned.findIndex((team) => takenTeams.has(team.name));
  if (clash >= 0)
    throw invalidField(
      `teams.${clash}.name`,
      say('A team of this contest is already named {{name}}', { name: planned[clash].name }),
    );
  await deps.accounts.createAccounts(
    planned.flatMap((team) => team.accounts.map((account) => ({ ...account, school: team.school }))),
  );
  await writeAll(deps, body.cid, settings.maxTeamSize, planned);
  const slips: PasswordSlip[] = planned.map((team) => ({
    contest: view.info.title,
    team: team.name,
    school: team.school,
    seat: team.seat,
    room: team.room,
    accounts: team.accounts,
  }));
  return { count: slips.length, slips };
}
