import Papa from 'papaparse';
import {
  MAX_TEAM_SIZE_LIMIT,
  ROOM_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_SHORT_MAX,
  SEAT_MAX,
  TEAM_CSV_COLUMNS,
  TEAM_NAME_MAX,
  TEAMS_PER_BATCH_MAX,
  INVITE_CODE_LENGTH,
} from '@judge/contract';
import { randomInt } from 'node:crypto';

/**
 * The pure rules of team contests (docs/contest-teams.md): invite codes, the CSV's rows, generated usernames.
 * Nothing here reads the database, so each rule is tested alone (team-rules.test.ts).
 */

/** No look-alikes (0/O, 1/I/L): a code is read aloud or copied from a phone across the table. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newInviteCode = (): string =>
  Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)],
  ).join('');

/** What a contestant types, as stored: upper case, no spaces or dashes (a code may be written in two halves). */
export const normalizedInviteCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** One team of an import, as the CSV names it. */
export interface TeamLine {
  name: string;
  members: string[];
  school: string;
  shortName: string;
  seat: string;
  room: string;
}

/** A team of the CSV with the row it came from (as a spreadsheet numbers it). */
export type CsvTeam = TeamLine & { row: number };

/** A refused cell: the row as a spreadsheet numbers it (the header is row 1) and the column. */
export interface CsvProblem {
  row: number;
  field: string;
  message: string;
}

const LIMITS: Record<string, number> = {
  name: TEAM_NAME_MAX,
  school: SCHOOL_NAME_MAX,
  shortName: SCHOOL_SHORT_MAX,
  seat: SEAT_MAX,
  room: ROOM_MAX,
};

/** Splits a members cell: usernames separated by `;`, `|` or spaces. */
export const memberNames = (cell: string): string[] =>
  cell
    .split(/[;|\s]+/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);

/** Whether the first row is the header (its first cell names the first column), so it is skipped. */
const isHeader = (row: string[]) => (row[0] ?? '').trim().toLowerCase() === TEAM_CSV_COLUMNS[0].toLowerCase();

/**
 * The CSV's teams, or the first problem found (row and field named): every row is checked before anything is
 * written, so a bad row leaves the contest as it was. `maxTeamSize` bounds each team's members.
 */
export function parseTeamCsv(
  text: string,
  maxTeamSize: number,
): { teams: CsvTeam[]; problem: null } | { teams: null; problem: CsvProblem } {
  // Blank lines are kept (and skipped below) so that row numbers stay the spreadsheet's.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
    delimiter: ',',
    newline: '\n',
  });
  const rows = parsed.data;
  const offset = rows.length > 0 && isHeader(rows[0]) ? 1 : 0;
  const teams: CsvTeam[] = [];
  const names = new Set<string>();
  const members = new Map<string, number>();
  if (rows.filter((row) => row.some((cell) => cell.trim())).length - offset > TEAMS_PER_BATCH_MAX)
    return {
      teams: null,
      problem: { row: 1, field: 'csv', message: `at most ${TEAMS_PER_BATCH_MAX} teams` },
    };
  for (let i = offset; i < rows.length; i++) {
    const rowNumber = i + 1;
    const cells = rows[i].map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    const fail = (field: string, message: string) => ({
      teams: null,
      problem: { row: rowNumber, field, message },
    });
    if (cells.length > TEAM_CSV_COLUMNS.length)
      return fail('csv', `at most ${TEAM_CSV_COLUMNS.length} columns: ${TEAM_CSV_COLUMNS.join(', ')}`);
    const [name = '', memberCell = '', school = '', shortName = '', seat = '', room = ''] = cells;
    const line: TeamLine = { name, members: memberNames(memberCell), school, shortName, seat, room };
    if (!name) return fail('name', 'the team name is required');
    for (const [field, max] of Object.entries(LIMITS))
      if (String(line[field as keyof TeamLine]).length > max) return fail(field, `at most ${max} characters`);
    if (!school && shortName) return fail('school', 'a short name needs the school');
    if (names.has(name)) return fail('name', `${name} is named twice`);
    names.add(name);
    const size = Math.min(maxTeamSize, MAX_TEAM_SIZE_LIMIT);
    if (line.members.length > size) return fail('members', `at most ${size} members`);
    for (const member of line.members) {
      const first = members.get(member.toLowerCase());
      if (first !== undefined) return fail('members', `${member} is already in the team of row ${first}`);
      members.set(member.toLowerCase(), rowNumber);
    }
    teams.push({ ...line, row: rowNumber });
  }
  return { teams, problem: null };
}

/** The accounts of a generated team: prefix, the team's number (3 digits) and a, b, c. */
export const generatedUsernames = (prefix: string, teamNumber: number, memberCount: number): string[] =>
  Array.from(
    { length: memberCount },
    (_, k) => `${prefix}${String(teamNumber).padStart(3, '0')}${String.fromCharCode(97 + k)}`,
  );
