import { sql } from 'kysely';
import { Role, type RoleId } from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import { createDiscussion } from '../comments-kit.ts';
import { createGroup } from '../groups-kit.ts';
import { createTraining } from '../trainings-kit.ts';
import { createProblem, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';

/** Who the fuzzer calls as: a guest, each kind of staff, a plain user and the restricted roles. */
export const FUZZ_ROLES = {
  guest: null,
  user: Role.USER,
  teacher: Role.TEACHER,
  problemAdmin: Role.PROBLEM_ADMIN,
  admin: Role.ADMIN,
  root: Role.ROOT,
  muted: Role.MUTED,
  noSubmit: Role.NO_SUBMIT,
} as const satisfies Record<string, RoleId | null>;
export type FuzzRole = keyof typeof FUZZ_ROLES;

/**
 * The signed-in callers, kept signed in: a fuzzed call may log its caller out, change its role or disable it
 * (root editing "user 3"), so each caller is checked after every route and replaced when it is no longer itself.
 */
export class Callers {
  readonly #tokens = new Map<FuzzRole, string>();
  replaced = 0;

  constructor(private readonly app: TestApp) {}

  tokenOf(role: FuzzRole): string | undefined {
    return this.#tokens.get(role);
  }

  async ensureAll(): Promise<void> {
    for (const [name, role] of Object.entries(FUZZ_ROLES) as [FuzzRole, RoleId | null][]) {
      if (role === null) continue;
      const token = this.#tokens.get(name);
      if (token && (await this.#stillIs(token, role))) continue;
      if (token) this.replaced += 1;
      this.#tokens.set(name, (await signedInUser(this.app, role)).token);
    }
  }

  async #stillIs(token: string, role: RoleId): Promise<boolean> {
    const response = await this.app.request({ url: '/api/get-user-auth-info', token });
    return response.statusCode === 200 && response.body.data.role === role;
  }
}

/**
 * A few rows of each kind, made before the fuzzing, so the small ids the generators favour name things that
 * exist: problems, a running contest with a problem, a group, a training, a discussion.
 */
export async function seedWorld(app: TestApp): Promise<void> {
  const root = await signedInUser(app, Role.ROOT);
  const pids: number[] = [];
  for (let index = 0; index < 3; index += 1) pids.push((await createProblem(app, root.token)).pid);
  const cid = await createContest(app, root.token);
  await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: root.token,
    body: { cid, pid: pids[0], displayId: 'A' },
  });
  await createGroup(app, root.token);
  await createTraining(app, root.token);
  await createDiscussion(app, root.uid);
}

/** Every table of the database under test. */
export async function tableNames(app: TestApp): Promise<string[]> {
  const rows =
    TEST_DIALECT === 'postgres'
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(app.db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(app.db);
  return rows.rows.map((row) => row.name).sort();
}

/**
 * The columns that show a row changed in place: the newest id (a row deleted and another added keeps the count)
 * and the newest modification time (an update sets it to now). A table without them shows its count only.
 */
const STATE_COLUMNS = ['id', 'gmt_modified', 'updated_at'];

/** Per table, the state columns it has: read once, so each state is one statement. */
export type StateColumns = Record<string, string[]>;
export async function stateColumnsOf(app: TestApp, tables: string[]): Promise<StateColumns> {
  const rows =
    TEST_DIALECT === 'postgres'
      ? await sql<{ table: string; column: string }>`SELECT table_name AS "table", column_name AS "column"
          FROM information_schema.columns WHERE table_schema = 'public'`.execute(app.db)
      : await sql<{ table: string; column: string }>`SELECT m.name AS "table", p.name AS "column"
          FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`.execute(app.db);
  const columns: StateColumns = Object.fromEntries(tables.map((table) => [table, []]));
  for (const row of rows.rows)
    if (columns[row.table] && STATE_COLUMNS.includes(row.column)) columns[row.table].push(row.column);
  return columns;
}

/**
 * The state of every table, read in one statement: its row count, newest id and newest modification time. A
 * refused call must leave it as it was: no row added or removed, none updated (cheaper than hashing the rows).
 */
export async function rowStates(app: TestApp, columns: StateColumns): Promise<Record<string, string>> {
  const parts = Object.entries(columns).flatMap(([table, stateColumns]) => [
    sql`(SELECT count(*) FROM ${sql.table(table)}) AS ${sql.ref(`${table}|count`)}`,
    ...stateColumns.map(
      (column) =>
        sql`(SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}) AS ${sql.ref(`${table}|${column}`)}`,
    ),
  ]);
  // The CamelCasePlugin would rename the aliases; the raw rows keep the table names.
  const result = await sql<Record<string, unknown>>`SELECT ${sql.join(parts)}`.execute(app.db);
  const states: Record<string, string> = {};
  for (const [alias, value] of Object.entries(result.rows[0])) {
    const [table, column] = alias.split('|');
    const shown = column === 'count' ? `${Number(value)} rows` : `${column} ${String(value)}`;
    states[table] = states[table] === undefined ? shown : `${states[table]}, ${shown}`;
  }
  return states;
}

/** The tables whose state differs, as "table: before → after". */
export function stateChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
