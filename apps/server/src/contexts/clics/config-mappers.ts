import { accountType } from './account-object.ts';
import { apiOrganizations, apiTeams } from './api-teams.ts';
import { clicsId, decimalSeconds } from './clics-format.ts';
import type { ClicsObject, ConfigMapper } from './clics-object.ts';
import { readsEverything, type ContestScope } from './contest-scope.ts';
import { JUDGEMENT_TYPES } from './judgement-types.ts';

/**
 * The configuration types, one small mapper each, in the order the event feed sends them (the contest comes
 * first, from contest-object.ts). docs/clics.md says how each maps our data.
 */
const PARTICIPANTS = 'participants';
const OBSERVERS = 'observers';

const judgementTypes: ConfigMapper<ContestScope> = {
  type: 'judgement-types',
  properties: ['id', 'name', 'penalty', 'solved'],
  objects: () => JUDGEMENT_TYPES.map((type) => ({ ...type })),
};

/** The judge's languages, and any a submission used that it no longer has. */
const languages: ConfigMapper<ContestScope> = {
  type: 'languages',
  properties: ['id', 'name', 'entry_point_required', 'extensions'],
  objects: (scope) => {
    const used = [...scope.submissionFacts.values()].map((fact) => fact.language);
    const byId = new Map<string, string>();
    for (const name of [...scope.languageNames, ...used]) byId.set(languageId(name), name);
    return [...byId].map(([id, name]) => ({ id, name, entry_point_required: false, extensions: [] }));
  },
};
export const languageId = (name: string) => clicsId(name.toLowerCase());

const HEX_COLOUR = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

const problems: ConfigMapper<ContestScope> = {
  type: 'problems',
  properties: ['id', 'label', 'name', 'ordinal', 'rgb', 'color', 'time_limit', 'test_data_count'],
  // The public learns the problems when the contest starts, as on the site.
  objects: ({ record, problemIds, reader, nowMs, startMs }) =>
    (!readsEverything(reader) && nowMs < startMs ? [] : record.board.problems).map((problem, ordinal) => {
      const facts = record.problemFacts.get(problem.pid);
      const hex = problem.color !== null && HEX_COLOUR.test(problem.color);
      return {
        id: problemIds.get(problem.displayId)!,
        label: problem.displayId,
        name: problem.displayTitle,
        ordinal,
        rgb: hex ? problem.color : null,
        color: hex ? null : problem.color,
        time_limit: decimalSeconds(facts?.timeLimitMs ?? 1000),
        test_data_count: facts?.testDataCount ?? 0,
      };
    }),
};

/** Participants, and the star accounts (unranked) as observers. */
const groups: ConfigMapper<ContestScope> = {
  type: 'groups',
  properties: ['id', 'name'],
  objects: () => [
    { id: PARTICIPANTS, name: 'Participants' },
    { id: OBSERVERS, name: 'Observers (unranked)' },
  ],
};

const organizations: ConfigMapper<ContestScope> = {
  type: 'organizations',
  properties: ['id', 'name', 'formal_name', 'logo'],
  objects: (scope) =>
    apiOrganizations(scope).map((school) => ({
      id: school.id,
      name: school.name,
      formal_name: school.formalName,
      ...(school.logo ? { logo: [school.logo] } : {}),
    })),
};

/** The teams on the board: a team contest's teams, else each account on it as a team of one. */
const teams: ConfigMapper<ContestScope> = {
  type: 'teams',
  properties: ['id', 'label', 'name', 'display_name', 'organization_id', 'group_ids', 'hidden'],
  objects: (scope) =>
    apiTeams(scope).map((team) => ({
      id: team.id,
      label: team.label,
      name: team.name,
      display_name: team.name,
      organization_id: team.organizationId,
      group_ids: [team.hidden ? OBSERVERS : PARTICIPANTS],
      hidden: team.hidden,
    })),
};

/** Each team's members (in a contest of individuals, the team's one account). */
const persons: ConfigMapper<ContestScope> = {
  type: 'persons',
  properties: ['id', 'name', 'role', 'team_ids'],
  objects: (scope) =>
    apiTeams(scope).flatMap((team) =>
      team.members.map((member) => ({
        id: String(member.uid),
        name: member.name,
        role: 'contestant',
        team_ids: [team.id],
      })),
    ),
};

/**
 * The accounts (admins and analysts only): each team member's own, the contest's author as its admin, and the
 * contest's Contest API accounts (`api-<id>`, as their own account endpoint names them) with their roles.
 */
const accounts: ConfigMapper<ContestScope> = {
  type: 'accounts',
  properties: ['id', 'username', 'type', 'team_id', 'person_id'],
  objects: (scope) => {
    if (!readsEverything(scope.reader)) return [];
    const teamAccounts: ClicsObject[] = apiTeams(scope).flatMap((team) =>
      team.members.map((member) => ({
        id: String(member.uid),
        username: member.username,
        type: 'team',
        team_id: team.id,
        person_id: String(member.uid),
      })),
    );
    const apiAccounts: ClicsObject[] = scope.apiAccounts.map((account) => ({
      id: `api-${account.id}`,
      username: account.username,
      type: accountType(account.role),
      team_id: null,
      person_id: null,
    }));
    const author = scope.settings.author;
    const authorPlays = teamAccounts.some((account) => account.id === String(scope.settings.uid));
    if (!author || authorPlays) return [...teamAccounts, ...apiAccounts];
    const admin = {
      id: String(scope.settings.uid),
      username: author,
      type: 'admin',
      team_id: null,
      person_id: null,
    };
    return [...teamAccounts, admin, ...apiAccounts];
  },
};

export const CONFIG_MAPPERS: readonly ConfigMapper<ContestScope>[] = [
  judgementTypes,
  languages,
  problems,
  groups,
  organizations,
  teams,
  persons,
  accounts,
];
