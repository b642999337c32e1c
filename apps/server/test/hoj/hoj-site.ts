import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTempMariadb, type TempMariadb } from '../../../../scripts/lib/mariadb.mjs';
import { openHojSource } from '../../src/migration/hoj/hoj-source.ts';
import { migrateHoj, type MigrateOptions, type MigrationReport } from '../../src/migration/hoj/migrate.ts';
import type { TestApp } from '../test-app.ts';

const HOJ_SCHEMA = path.resolve(import.meta.dirname, '../../../../../shared/reference/hoj-db');

/** HOJ's password column: the unsalted MD5 of the password in hex (its SecureUtil.md5). */
export const hojMd5 = (password: string) => createHash('md5').update(password, 'utf8').digest('hex');

const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export interface HojSite {
  /** mysql://root@127.0.0.1:PORT/hoj, what `--from` is given. */
  url: string;
  insert(table: string, row: Record<string, unknown>): void;
  sql(text: string): string;
  stop(): void;
}

/**
 * A throwaway HOJ database: Debian's MariaDB with HOJ's own schema and its update script loaded (the
 * reference copy in ../shared/reference/hoj-db), rows then written with HOJ's column names.
 */
export async function startHojSite(): Promise<HojSite> {
  const server: TempMariadb = await startTempMariadb();
  try {
    server.sql(fs.readFileSync(path.join(HOJ_SCHEMA, 'hoj.sql'), 'utf8'));
    server.sql(fs.readFileSync(path.join(HOJ_SCHEMA, 'hoj-update.sql'), 'utf8'));
  } catch (error) {
    server.stop();
    throw error;
  }
  return {
    url: `${server.url}/hoj`,
    insert(table, row) {
      const columns = Object.keys(row).map((name) => `\`${name}\``);
      const values = Object.values(row).map(literal);
      server.sql(`INSERT INTO \`${table}\` (${columns.join(', ')}) VALUES (${values.join(', ')});`, 'hoj');
    },
    sql: (text) => server.sql(text, 'hoj'),
    stop: () => server.stop(),
  };
}

/**
 * HOJ's settings as its Nacos keeps them: a `nacos` database on the same server with Nacos' `config_info`
 * table (only the columns the migration reads), one YAML file per data id.
 */
export function insertNacosConfig(site: HojSite, dataId: string, yaml: string) {
  site.sql(
    'CREATE DATABASE IF NOT EXISTS nacos; CREATE TABLE IF NOT EXISTS nacos.config_info (id BIGINT AUTO_INCREMENT PRIMARY KEY, data_id VARCHAR(255) NOT NULL, group_id VARCHAR(128), content LONGTEXT NOT NULL);',
  );
  site.sql(
    `INSERT INTO nacos.config_info (data_id, group_id, content) VALUES (${literal(dataId)}, 'DEFAULT_GROUP', ${literal(yaml)});`,
  );
}

/** A HOJ user as its registration writes one: user_info and a user_role row (default_user unless given). */
export function insertHojUser(
  site: HojSite,
  user: { uuid: string; username: string; password: string; role?: number | null } & Record<string, unknown>,
) {
  const { uuid, username, password, role, ...profile } = user;
  site.insert('user_info', {
    uuid,
    username,
    password: hojMd5(password),
    gmt_create: '2023-03-01 09:30:00',
    gmt_modified: '2023-03-02 10:00:00',
    ...profile,
  });
  if (role !== null) site.insert('user_role', { uid: uuid, role_id: role ?? 1002 });
}

/** A problem as HOJ's admin writes one (cases are problem_case rows the caller adds). */
export function insertHojProblem(
  site: HojSite,
  id: number,
  problemId: string,
  extra: Record<string, unknown> = {},
) {
  site.insert('problem', {
    id,
    problem_id: problemId,
    title: `Title of ${problemId}`,
    author: 'alice',
    type: 0,
    time_limit: 1000,
    memory_limit: 256,
    stack_limit: 128,
    description: '求两个数的和。',
    input: 'a b',
    output: 'a+b',
    examples: '<input>1 2</input><output>3</output>',
    auth: 1,
    is_upload_case: 1,
    gmt_create: '2023-05-01 08:00:00',
    ...extra,
  });
}

/** A submission as HOJ's judging leaves it (`judge`), at `submitTime` in HOJ's zone. */
export function insertHojSubmission(
  site: HojSite,
  row: {
    submit_id: number;
    pid: number;
    uid: string;
    username: string;
    status: number;
    submit_time: string;
  } & Record<string, unknown>,
) {
  site.insert('judge', {
    display_pid: 'P1000',
    language: 'C++',
    code: '#include <cstdio>\nint main() { return 0; }\n',
    length: 44,
    share: 0,
    time: 12,
    memory: 1024,
    cid: 0,
    cpid: 0,
    gmt_modified: row.submit_time,
    ...row,
  });
}

/** Runs the migration from the site into the test app's database (HOJ's zone: Shanghai), with `options`. */
export async function migrateSite(
  site: HojSite,
  app: TestApp,
  options: Partial<Omit<MigrateOptions, 'source' | 'db' | 'dialect'>> = {},
): Promise<MigrationReport> {
  const source = await openHojSource(site.url);
  try {
    return await migrateHoj({
      source,
      db: app.db,
      dialect: app.handle.dialect,
      timeZone: 'Asia/Shanghai',
      ...options,
    });
  } finally {
    await source.close();
  }
}
