import { z } from 'zod';
import { emptyAsAbsent, idField, filledTextField, trimmedTextField } from './fields.ts';

/**
 * Team contests (issue 25, docs/contest-teams.md): a contest played by teams of 1-3 accounts, each team with a
 * name, a school (affiliation: name, short name, logo), a seat and a room, and an invite code its members share.
 */

export const MAX_TEAM_SIZE_LIMIT = 3;
export const TEAM_NAME_MAX = 60;
export const SCHOOL_NAME_MAX = 100;
export const SCHOOL_SHORT_MAX = 32;
export const SEAT_MAX = 32;
export const ROOM_MAX = 64;

/**
 * The admins' queues (the AC helper, the print queue) of one room (docs/contest-volunteers.md "Rooms"): `room=`
 * left empty, every room.
 */
export const queueRoomField = z.preprocess(emptyAsAbsent, trimmedTextField('room', ROOM_MAX).optional());
/** Teams one CSV import or one generation may make: a large regional's worth. */
export const TEAMS_PER_BATCH_MAX = 500;
/** Invite codes: 8 characters of an alphabet without look-alikes (read aloud across a table). */
export const INVITE_CODE_LENGTH = 8;

const teamSize = z.coerce
  .number({ error: 'maxTeamSize is required' })
  .int('maxTeamSize must be an integer')
  .min(1, 'maxTeamSize must be at least 1')
  .max(MAX_TEAM_SIZE_LIMIT, `maxTeamSize must be at most ${MAX_TEAM_SIZE_LIMIT}`);

/** PUT /api/admin/contest/team-settings */
export const teamSettingsBody = z.object({
  cid: idField('cid'),
  teamContest: z.boolean({ error: 'teamContest must be true or false' }),
  maxTeamSize: teamSize,
});
export type TeamSettingsBody = z.infer<typeof teamSettingsBody>;

export interface TeamSettings {
  teamContest: boolean;
  maxTeamSize: number;
}

/** A school as a team form names it: both empty for none. */
const schoolFields = {
  school: trimmedTextField('school', SCHOOL_NAME_MAX).default(''),
  shortName: trimmedTextField('shortName', SCHOOL_SHORT_MAX).default(''),
};

/** A team as the back office saves it; members by username. */
export const teamSaveBody = z.object({
  cid: idField('cid'),
  name: filledTextField('name', TEAM_NAME_MAX),
  ...schoolFields,
  seat: trimmedTextField('seat', SEAT_MAX).default(''),
  room: trimmedTextField('room', ROOM_MAX).default(''),
  members: z
    .array(filledTextField('members', 100), { error: 'members must be a list of usernames' })
    .max(MAX_TEAM_SIZE_LIMIT, `members must be at most ${MAX_TEAM_SIZE_LIMIT}`)
    .default([]),
});
export type TeamSaveBody = z.infer<typeof teamSaveBody>;
/** PUT /api/admin/contest/team */
export const teamUpdateBody = teamSaveBody.extend({ id: idField('id') });
export type TeamUpdateBody = z.infer<typeof teamUpdateBody>;
/** DELETE /api/admin/contest/team?cid=&id= and the contest's lists ?cid= */
export const teamRefQuery = z.object({ cid: idField('cid'), id: idField('id') });
export const contestTeamsQuery = z.object({ cid: idField('cid') });

/** POST /api/admin/contest/teams/import: the CSV's text (docs/contest-teams.md "CSV"). */
export const teamImportBody = z.object({
  cid: idField('cid'),
  csv: z.string({ error: 'csv must be text' }).max(1_000_000, 'csv must be at most 1,000,000 characters'),
});
export type TeamImportBody = z.infer<typeof teamImportBody>;

/** The CSV's columns, in order; members are usernames separated by `;` or `|`. */
export const TEAM_CSV_COLUMNS = ['name', 'members', 'school', 'shortName', 'seat', 'room'] as const;

/** POST /api/admin/contest/teams/generate: new accounts, one team each line. */
export const teamGenerateBody = z.object({
  cid: idField('cid'),
  /** Usernames are prefix + the team's number (3 digits) + a, b, c per member. */
  prefix: filledTextField('prefix', 20).regex(/^[A-Za-z0-9_]+$/, 'prefix: letters, digits and _ only'),
  teams: z
    .array(
      z.object({
        name: filledTextField('name', TEAM_NAME_MAX),
        memberCount: z.coerce
          .number({ error: 'memberCount is required' })
          .int('memberCount must be an integer')
          .min(1, 'memberCount must be at least 1')
          .max(MAX_TEAM_SIZE_LIMIT, `memberCount must be at most ${MAX_TEAM_SIZE_LIMIT}`),
        ...schoolFields,
        seat: trimmedTextField('seat', SEAT_MAX).default(''),
        room: trimmedTextField('room', ROOM_MAX).default(''),
      }),
    )
    .min(1, 'teams must name at least one team')
    .max(TEAMS_PER_BATCH_MAX, `teams must be at most ${TEAMS_PER_BATCH_MAX}`),
});
export type TeamGenerateBody = z.infer<typeof teamGenerateBody>;

/** POST /api/contest/team/create (a contestant's own team, before the start) */
export const teamCreateBody = z.object({
  cid: idField('cid'),
  name: filledTextField('name', TEAM_NAME_MAX),
  ...schoolFields,
});
export type TeamCreateBody = z.infer<typeof teamCreateBody>;
/** POST /api/contest/team/join */
export const teamJoinBody = z.object({
  cid: idField('cid'),
  inviteCode: filledTextField('inviteCode', 32),
});
export type TeamJoinBody = z.infer<typeof teamJoinBody>;

export interface TeamMember {
  uid: number;
  username: string;
  nickname: string | null;
  realname: string | null;
}

export interface TeamAffiliation {
  id: number;
  name: string;
  shortName: string;
  logo: string | null;
}

export interface ContestTeam {
  id: number;
  cid: number;
  name: string;
  affiliation: TeamAffiliation | null;
  seat: string;
  room: string;
  members: TeamMember[];
}

/** A team as its members and the contest's admins see it: with its invite code. */
export interface ContestTeamWithCode extends ContestTeam {
  inviteCode: string;
}

/** The back office's page: the settings, the teams and the schools. */
export interface ContestTeamsAdminView {
  settings: TeamSettings;
  teams: ContestTeamWithCode[];
  affiliations: TeamAffiliation[];
}

/** GET /api/contest/team?cid=: the caller's team (null: none) and whether the caller may still form one. */
export interface MyContestTeam {
  settings: TeamSettings;
  team: ContestTeamWithCode | null;
  /** Teams are formed before the start only. */
  formingOpen: boolean;
}

/** One slip: what a team's table gets (printed once after generation). */
export interface PasswordSlip {
  contest: string;
  team: string;
  school: string;
  seat: string;
  room: string;
  accounts: { username: string; password: string }[];
}

export interface GeneratedTeams {
  count: number;
  slips: PasswordSlip[];
}

export interface TeamImportResult {
  count: number;
}

/** What a row of the board, a balloon, a print or a question says of its team (null: not a team contest). */
export interface TeamLabel {
  id: number;
  name: string;
  school: string | null;
  schoolShort: string | null;
  logo: string | null;
  seat: string;
  room: string;
}

const int = z.number().int();
export const teamLabelSchema = z.object({
  id: int,
  name: z.string(),
  school: z.string().nullable(),
  schoolShort: z.string().nullable(),
  logo: z.string().nullable(),
  seat: z.string(),
  room: z.string(),
}) satisfies z.ZodType<TeamLabel>;
const affiliationSchema = z.object({
  id: int,
  name: z.string(),
  shortName: z.string(),
  logo: z.string().nullable(),
}) satisfies z.ZodType<TeamAffiliation>;
const teamWithCode = z.object({
  id: int,
  cid: int,
  name: z.string(),
  affiliation: affiliationSchema.nullable(),
  seat: z.string(),
  room: z.string(),
  members: z.array(
    z.object({
      uid: int,
      username: z.string(),
      nickname: z.string().nullable(),
      realname: z.string().nullable(),
    }),
  ),
  inviteCode: z.string(),
}) satisfies z.ZodType<ContestTeamWithCode>;
const teamSettingsSchema = z.object({ teamContest: z.boolean(), maxTeamSize: int });

export const contestTeamsAdminResponse = z.object({
  settings: teamSettingsSchema,
  teams: z.array(teamWithCode),
  affiliations: z.array(affiliationSchema),
}) satisfies z.ZodType<ContestTeamsAdminView>;
export const myContestTeamResponse = z.object({
  settings: teamSettingsSchema,
  team: teamWithCode.nullable(),
  formingOpen: z.boolean(),
}) satisfies z.ZodType<MyContestTeam>;
export const contestTeamResponse = teamWithCode;
export const generatedTeamsResponse = z.object({
  count: int,
  slips: z.array(
    z.object({
      contest: z.string(),
      team: z.string(),
      school: z.string(),
      seat: z.string(),
      room: z.string(),
      accounts: z.array(z.object({ username: z.string(), password: z.string() })),
    }),
  ),
}) satisfies z.ZodType<GeneratedTeams>;
export const teamImportResponse = z.object({ count: int }) satisfies z.ZodType<TeamImportResult>;
export const affiliationLogoResponse = z.object({ logo: z.string() });
export const affiliationLogoQuery = z.object({ cid: idField('cid'), id: idField('id') });

/** The caller's team as the contest's info says it (the gate reads its members: they share submissions). */
export interface ContestInfoTeam extends TeamLabel {
  memberUids: number[];
}
export const contestInfoTeamSchema = teamLabelSchema.extend({
  memberUids: z.array(int),
}) satisfies z.ZodType<ContestInfoTeam>;
