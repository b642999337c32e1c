import { sql } from 'kysely';
import type { DatabaseInfo } from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import { readDatasourceFile } from '../../../db/datasource-file.ts';

/** The database's size in bytes and its server's version, asked of the database itself. */
export async function measureDatabase(db: Db, dialect: Dialect) {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ size: number | string; version: string }>`
      select pg_database_size(current_database()) as size, current_setting('server_version') as version
    `.execute(db);
    return { sizeBytes: Number(rows[0].size), serverVersion: `PostgreSQL ${rows[0].version}` };
  }
  const { rows } = await sql<{ size: number; version: string }>`
    select (select page_count from pragma_page_count()) * (select page_size from pragma_page_size()) as size,
           sqlite_version() as version
  `.execute(db);
  return { sizeBytes: Number(rows[0].size), serverVersion: `SQLite ${rows[0].version}` };
}

/** Who and where PostgreSQL says we are connected (no URL is needed, so no password can leak). */
async function postgresConnection(db: Db) {
  const { rows } = await sql<{ name: string; username: string; host: string | null; port: number | null }>`
    select current_database() as name, current_user as username,
           host(inet_server_addr()) as host, inet_server_port() as port
  `.execute(db);
  return rows[0];
}

/** A URL as root may see it again: without its password. */
export const withoutPassword = (url: string) => {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
};

/** Where the choice in force came from, and root's saved choice for the next start (never its password). */
function savedChoice(config: ServerConfig): Pick<DatabaseInfo, 'chosenBy' | 'saved'> {
  const saved = readDatasourceFile(config.dataDir);
  return {
    chosenBy: config.databaseChosenBy,
    saved: saved && {
      databaseUrl: saved.databaseUrl && withoutPassword(saved.databaseUrl),
      poolMax: saved.poolMax,
    },
  };
}

/**
 * Where the data lives, for root's configuration page: never a password. The database is chosen at start by
 * DATABASE_URL (PostgreSQL) or DATA_DIR (the SQLite file), so this is read-only.
 */
export async function databaseInfo(db: Db, dialect: Dialect, config: ServerConfig): Promise<DatabaseInfo> {
  const measured = { ...(await measureDatabase(db, dialect)), ...savedChoice(config) };
  if (dialect === 'postgres') {
    const connection = await postgresConnection(db);
    // The host as configured reads better than the address it resolved to; a socket has no address.
    const host =
      (config.databaseUrl && new URL(config.databaseUrl).hostname) || connection.host || 'localhost';
    const port = connection.port === null ? null : Number(connection.port);
    return {
      kind: 'postgres',
      location: `postgres://${encodeURIComponent(connection.username)}@${host}${port ? `:${port}` : ''}/${connection.name}`,
      configuredBy: 'DATABASE_URL',
      ...measured,
      dbName: connection.name,
      dbHost: host,
      dbPort: port,
      dbUsername: connection.username,
      poolMax: config.dbPoolMax,
    };
  }
  return {
    kind: 'sqlite',
    location: config.sqliteFile,
    configuredBy: 'DATA_DIR',
    ...measured,
    dbName: config.sqliteFile.split(/[\\/]/).pop() ?? config.sqliteFile,
    dbHost: null,
    dbPort: null,
    dbUsername: null,
    poolMax: null,
  };
}
