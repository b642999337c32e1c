import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTempMariadb, type TempMariadb } from '../../../../scripts/lib/mariadb.mjs';

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
