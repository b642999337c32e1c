import { shownName } from '@judge/contract';
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
const isStar = (scope: ContestScope, username: string) =>
  scope.settings.starAccount.some((name) => name.toLowerCase() === username.toLowerCase());

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
    (reader === 'public' && nowMs < startMs ? [] : record.board.problems).map((problem, ordinal) => {
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

/** The teams' schools, one organization each, numbered in the order they first appear. */
export function organizationIds(scope: ContestScope): Map<string, string> {
  const schools = [...new Set(scope.rows.map((row) => row.school).filter((school) => Boolean(school)))];
  return new Map(schools.map((school, index) => [school!, `org${index + 1}`]));
}

const organizations: ConfigMapper<ContestScope> = {
  type: 'organizations',
  properties: ['id', 'name', 'formal_name'],
  objects: (scope) =>
    [...organizationIds(scope)].map(([school, id]) => ({ id, name: school, formal_name: school })),
};

/** Each user on the board is a team of one, named as the contest shows names. */
const teams: ConfigMapper<ContestScope> = {
  type: 'teams',
  properties: ['id', 'label', 'name', 'display_name', 'organization_id', 'group_ids', 'hidden'],
  objects: (scope) => {
    const organizationOf = organizationIds(scope);
    return scope.rows.map((row) => {
      const star = isStar(scope, row.username);
      const name = shownName(row, scope.settings.rankShowName);
      return {
        id: String(row.uid),
        label: String(row.uid),
        name,
        display_name: name,
        organization_id: (row.school && organizationOf.get(row.school)) || null,
        group_ids: [star ? OBSERVERS : PARTICIPANTS],
        hidden: star,
      };
    });
  },
};

/** The team's one member. */
const persons: ConfigMapper<ContestScope> = {
  type: 'persons',
  properties: ['id', 'name', 'role', 'team_ids'],
  objects: (scope) =>
    scope.rows.map((row) => ({
      id: String(row.uid),
      name: shownName(row, scope.settings.rankShowName),
      role: 'contestant',
      team_ids: [String(row.uid)],
    })),
};

/**
 * The accounts (admins and analysts only): each team's own, the contest's author as its admin, and the contest's
 * Contest API accounts (`api-<id>`, as their own account endpoint names them) with their roles.
 */
const accounts: ConfigMapper<ContestScope> = {
  type: 'accounts',
  properties: ['id', 'username', 'type', 'team_id', 'person_id'],
  objects: (scope) => {
    if (!readsEverything(scope.reader)) return [];
    const teamAccounts: ClicsObject[] = scope.rows.map((row) => ({
      id: String(row.uid),
      username: row.username,
      type: 'team',
      team_id: String(row.uid),
      person_id: String(row.uid),
    }));
    const apiAccounts: ClicsObject[] = scope.apiAccounts.map((account) => ({
      id: `api-${account.id}`,
      username: account.username,
      type: account.role,
      team_id: null,
      person_id: null,
    }));
    const author = scope.settings.author;
    if (!author || scope.teamUids.has(scope.settings.uid)) return [...teamAccounts, ...apiAccounts];
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
