import { shownName, type ScoreboardRow } from '@judge/contract';
import type { TeamRoster } from '../contests/facts.ts';
import type { ContestScope } from './contest-scope.ts';

/** A member of a team as the API lists it: a person with an account. */
export interface ApiMember {
  uid: number;
  username: string;
  name: string;
}

/** A team on the board as the API lists it, with its school's organization id and its members. */
export interface ApiTeam {
  id: string;
  /** Its seat when every team of the contest has one of its own, else its id (teamLabels). */
  label: string;
  name: string;
  organizationId: string | null;
  /** A star account's (or, in a team contest, a team named as one): unranked, off the scoreboard. */
  hidden: boolean;
  members: ApiMember[];
}

/** The contest's schools as organizations: id, name and short name (docs/clics.md "The mapping"). */
export interface ApiOrganization {
  id: string;
  name: string;
  formalName: string;
  /** The school's logo as a file reference (JSON_Format.md "File reference"), when it has one a reference can name. */
  logo: LogoReference | null;
}

/** A logo's file reference: where this server serves it (a path on this host), its name, type and size. */
export interface LogoReference {
  href: string;
  filename: string;
  mime: string;
  width: number;
  height: number;
}

function logoReference(scope: ContestScope, path: string | null): LogoReference | null {
  const facts = path === null ? undefined : scope.logos.get(path);
  if (!facts || path === null) return null;
  const filename = `logo.${facts.mime === 'image/png' ? 'png' : 'jpg'}`;
  return { href: path, filename, ...facts };
}

const isStar = (scope: ContestScope, row: ScoreboardRow) =>
  scope.settings.starAccount.some((name) => name.toLowerCase() === row.username.toLowerCase());

/**
 * The organizations: a team contest's schools by their own ids (short name as `name`, the full one as
 * `formal_name`); in a contest of individuals, the schools of its contestants, numbered `org1`, `org2`, ... in
 * the order they first appear on the board.
 */
export function apiOrganizations(scope: ContestScope): ApiOrganization[] {
  if (scope.roster)
    return scope.roster.schools.map((school) => ({
      id: String(school.id),
      name: school.shortName || school.name,
      formalName: school.name,
      logo: logoReference(scope, school.logo),
    }));
  const schools = [...new Set(scope.rows.flatMap((row) => (row.school ? [row.school] : [])))];
  return schools.map((school, index) => ({
    id: `org${index + 1}`,
    name: school,
    formalName: school,
    logo: null,
  }));
}

/**
 * The teams on the board this reader sees: a team contest's teams with their members (docs/contest-teams.md),
 * else each account on the board as a team of one, named as the contest shows names.
 */
export function apiTeams(scope: ContestScope): ApiTeam[] {
  return scope.roster ? rosterTeams(scope) : accountTeams(scope);
}

/**
 * A team contest's teams' labels (JSON_Format.md "Team": "at WFs normally the team seat number"): the seats, when
 * every team of the contest has one and no two share it (a seat is where the team is found); else none, and each
 * team's label is its id.
 */
function seatLabels(roster: TeamRoster): Map<number, string> | null {
  const seats = roster.teams.map((team) => team.seat.trim());
  if (seats.some((seat) => seat === '') || new Set(seats).size !== seats.length) return null;
  return new Map(roster.teams.map((team, index) => [team.id, seats[index]]));
}

function rosterTeams(scope: ContestScope): ApiTeam[] {
  const byId = new Map(scope.roster!.teams.map((team) => [team.id, team]));
  const labels = seatLabels(scope.roster!);
  return scope.rows.flatMap((row) => {
    const team = row.team ? byId.get(row.team.id) : undefined;
    if (!team) return [];
    const id = scope.teamIdOf(row.uid);
    return [
      {
        id,
        label: labels?.get(team.id) ?? id,
        name: team.name,
        organizationId: team.affiliationId === null ? null : String(team.affiliationId),
        hidden: isStar(scope, row),
        members: team.members.map((member) => ({
          uid: member.uid,
          username: member.username,
          name: shownName(member, scope.settings.rankShowName),
        })),
      },
    ];
  });
}

function accountTeams(scope: ContestScope): ApiTeam[] {
  const organizationOf = new Map(apiOrganizations(scope).map((school) => [school.formalName, school.id]));
  return scope.rows.map((row) => {
    const name = shownName(row, scope.settings.rankShowName);
    const id = scope.teamIdOf(row.uid);
    return {
      id,
      label: id,
      name,
      organizationId: (row.school && organizationOf.get(row.school)) || null,
      hidden: isStar(scope, row),
      members: [{ uid: row.uid, username: row.username, name }],
    };
  });
}

/**
 * The team an account writes for: its team in a team contest (null when it plays in none), else itself, on the
 * board already or not (its first submission puts it there).
 */
export const ownTeamOf = (scope: ContestScope, uid: number): string | null =>
  scope.teamOfAccount(uid) ?? (scope.roster ? null : String(uid));

/**
 * The account an admin writes as for a team it names (admin_submit): a team contest's team's first member, else
 * the account of that id.
 */
export function accountOfTeam(scope: ContestScope, teamId: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(teamId)) return undefined;
  if (!scope.roster) return Number(teamId);
  return scope.roster.teams.find((team) => String(team.id) === teamId)?.members[0]?.uid;
}
