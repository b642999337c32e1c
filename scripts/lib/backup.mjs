// Backup and restore of a site: the database (SQLite online backup, or pg_dump of PostgreSQL) and the
// files of DATA_DIR (uploaded avatars, carousel images, ...), one folder per backup with a manifest.
// Plain JavaScript so `npm run backup` runs without a build; the server test imports it too.
// Errors are thrown as BackupError with one line saying what to do; the scripts print that line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export class BackupError extends Error {}

const FORMAT = 1;
const SQLITE_FILE = 'judge.sqlite';
const PG_DUMP_FILE = 'database.pgdump';
const FILES_DIR = 'files';
// Not copied: the database itself (copied by its own tool), and the judge's cache of compiled checkers and
// unpacked test data, which the judge rebuilds from the database on demand.
const SKIPPED = new Set([SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, 'judge-cache']);

/** What a manifest counts, by table: enough to see at a glance that a restore found everything. */
const COUNTED = {
  problems: 'problems',
  testCases: 'problem_cases',
  submissions: 'submissions',
  users: 'users',
};

/** The PostgreSQL client tool, preferring the newest Debian version (pg_dump must not be older than the server). */
export function pgTool(name) {
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs
      .readdirSync(base)
      .filter((v) => fs.existsSync(path.join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(base, versions[0], 'bin', name);
  }
  if (spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0) return name;
  throw new BackupError(
    `${name} not found: install Debian's PostgreSQL client (sudo apt-get install -y postgresql-client).`,
  );
}

/**
 * A libpq connection for pg_dump and pg_restore: the URL without its password, which goes in PGPASSWORD so
 * that it never shows in the process list.
 */
function libpqTarget(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  if (result.error) throw new BackupError(`${path.basename(command)} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    const detail = (result.stderr || result.stdout || '').trim().split('\n').slice(-3).join(' | ');
    throw new BackupError(`${path.basename(command)} failed (exit ${result.status}): ${detail}`);
  }
}

const stamp = (date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');

function countSqlite(sqlite) {
  const counts = {};
  for (const [key, table] of Object.entries(COUNTED)) {
    counts[key] = sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n;
  }
  const last = sqlite.prepare('SELECT MAX(name) AS name FROM kysely_migration').get();
  return { counts, migration: last?.name ?? null };
}

async function countPostgres(client) {
  const counts = {};
  for (const [key, table] of Object.entries(COUNTED)) {
    const { rows } = await client.query(`SELECT COUNT(*)::int AS n FROM ${table}`);
    counts[key] = rows[0].n;
  }
  const { rows } = await client.query('SELECT MAX(name) AS name FROM kysely_migration');
  return { counts, migration: rows[0]?.name ?? null };
}

/** Files and bytes under a folder, with the data directory's skipped entries left out at its top level. */
function tally(dir, top = true) {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (top && SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = tally(full, false);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += fs.statSync(full).size;
    }
  }
  return { files, bytes };
}

/**
 * Backs up the site into a new folder under `outDir` and returns it with its manifest. Safe while the server
 * runs: SQLite's backup API copies a consistent snapshot, pg_dump reads one transaction's snapshot (the one
 * the manifest's counts were taken in). Files are copied after the database, so a file uploaded meanwhile may
 * be in the backup without its row, never the other way round except for a file deleted meanwhile.
 */
export async function backup({ dataDir, databaseUrl, outDir, now = new Date() }) {
  dataDir = path.resolve(dataDir);
  outDir = path.resolve(outDir);
  const kind = databaseUrl ? 'postgres' : 'sqlite';
  if (!databaseUrl && !fs.existsSync(path.join(dataDir, SQLITE_FILE))) {
    throw new BackupError(
      `No database at ${path.join(dataDir, SQLITE_FILE)}: set DATA_DIR to the server's data directory (or DATABASE_URL for PostgreSQL).`,
    );
  }
  fs.mkdirSync(outDir, { recursive: true });
  let name = `backup-${stamp(now)}`;
  for (let i = 2; fs.existsSync(path.join(outDir, name)); i += 1) name = `backup-${stamp(now)}-${i}`;
  const target = path.join(outDir, name);
  // Built under a temporary name and renamed when complete, so a failed run never looks like a backup.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);
  try {
    let database;
    if (kind === 'sqlite') {
      const source = new Database(path.join(dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(partial, SQLITE_FILE));
      } finally {
        source.close();
      }
      const copy = new Database(path.join(partial, SQLITE_FILE), { readonly: true });
      try {
        const check = copy.pragma('integrity_check', { simple: true });
        if (check !== 'ok') throw new BackupError(`The backup copy fails SQLite's integrity check: ${check}`);
        database = { file: SQLITE_FILE, ...countSqlite(copy) };
      } finally {
        copy.close();
      }
    } else {
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
      } catch (error) {
        throw new BackupError(`Cannot connect to DATABASE_URL: ${error.message}`);
      }
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const { rows } = await client.query('SELECT pg_export_snapshot() AS id');
        const counted = await countPostgres(client);
        // pg_dump reads the snapshot this transaction exported, so the dump holds exactly what was counted.
        const libpq = libpqTarget(databaseUrl);
        run(
          pgTool('pg_dump'),
          [
            '--format=custom',
            `--snapshot=${rows[0].id}`,
            '--no-owner',
            '--no-acl',
            `--file=${path.join(partial, PG_DUMP_FILE)}`,
            `--dbname=${libpq.dbname}`,
          ],
          libpq.env,
        );
        database = { file: PG_DUMP_FILE, ...counted };
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    }
    const filesDir = path.join(partial, FILES_DIR);
    fs.mkdirSync(filesDir);
    if (fs.existsSync(dataDir)) {
      for (const entry of fs.readdirSync(dataDir)) {
        if (SKIPPED.has(entry)) continue;
        const from = path.join(dataDir, entry);
        // A backup folder kept inside the data directory is not backed up into the next one.
        if (from === outDir || outDir.startsWith(`${from}${path.sep}`)) continue;
        fs.cpSync(from, path.join(filesDir, entry), { recursive: true, preserveTimestamps: true });
      }
    }
    const manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      database: kind,
      databaseFile: database.file,
      migration: database.migration,
      counts: database.counts,
      files: tally(filesDir),
    };
    fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, target);
    return { dir: target, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

export function readManifest(backupDir) {
  const file = path.join(backupDir, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`${backupDir} is not a backup: it has no manifest.json.`);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  if (manifest.format !== FORMAT || !['sqlite', 'postgres'].includes(manifest.database)) {
    throw new BackupError(`${file} is not a backup manifest this version reads (format ${manifest.format}).`);
  }
  if (!fs.existsSync(path.join(backupDir, manifest.databaseFile))) {
    throw new BackupError(
      `${backupDir} lacks its database file ${manifest.databaseFile}: the backup is damaged.`,
    );
  }
  return manifest;
}

/** What makes a data directory not fresh: anything but the judge's cache. */
function dataDirEntries(dataDir) {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir).filter((entry) => entry !== 'judge-cache');
}

async function postgresTables(client) {
  const { rows } = await client.query(
    "SELECT COUNT(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
  );
  return rows[0].n;
}

/**
 * Restores a backup into DATA_DIR (and the PostgreSQL database of DATABASE_URL for a PostgreSQL backup).
 * The targets must be empty unless `force`: then the database is replaced and the backed-up folders of the
 * data directory are replaced; other files there stay. The server must be stopped while it runs.
 */
export async function restore({ backupDir, dataDir, databaseUrl, force = false }) {
  backupDir = path.resolve(backupDir);
  dataDir = path.resolve(dataDir);
  if (!fs.existsSync(backupDir)) throw new BackupError(`No backup at ${backupDir}.`);
  const manifest = readManifest(backupDir);
  if (manifest.database === 'postgres' && !databaseUrl) {
    throw new BackupError(
      'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into.',
    );
  }
  if (manifest.database === 'sqlite' && databaseUrl) {
    throw new BackupError(
      'This backup is of a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
  const filesDir = path.join(backupDir, FILES_DIR);
  const backedUp = fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : [];

  let client;
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
    } catch (error) {
      throw new BackupError(`Cannot connect to DATABASE_URL: ${error.message}`);
    }
  }
  try {
    if (!force) {
      const present = dataDirEntries(dataDir).filter(
        (entry) => manifest.database === 'sqlite' || entry !== SQLITE_FILE,
      );
      if (present.length > 0) {
        throw new BackupError(
          `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}): restore into an empty one, or add --force to replace its contents.`,
        );
      }
      if (client && (await postgresTables(client)) > 0) {
        throw new BackupError(
          'The database of DATABASE_URL is not empty: restore into an empty database, or add --force to replace its contents.',
        );
      }
    }
    fs.mkdirSync(dataDir, { recursive: true });
    if (client) {
      if (force) {
        await client.query('DROP SCHEMA IF EXISTS public CASCADE');
        await client.query('CREATE SCHEMA public');
      }
      const libpq = libpqTarget(databaseUrl);
      run(
        pgTool('pg_restore'),
        [
          '--no-owner',
          '--no-acl',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${libpq.dbname}`,
          path.join(backupDir, manifest.databaseFile),
        ],
        libpq.env,
      );
    } else {
      for (const suffix of ['', '-wal', '-shm'])
        fs.rmSync(path.join(dataDir, `${SQLITE_FILE}${suffix}`), { force: true });
      // Copied under a temporary name first: a failed copy leaves no half database for the server to open.
      const temporary = path.join(dataDir, `${SQLITE_FILE}.restoring`);
      fs.copyFileSync(path.join(backupDir, manifest.databaseFile), temporary);
      fs.renameSync(temporary, path.join(dataDir, SQLITE_FILE));
    }
    for (const entry of backedUp) {
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      fs.cpSync(path.join(filesDir, entry), path.join(dataDir, entry), {
        recursive: true,
        preserveTimestamps: true,
      });
    }

    // The restored site must hold what the manifest counted.
    let found;
    if (client) {
      found = await countPostgres(client);
    } else {
      const sqlite = new Database(path.join(dataDir, SQLITE_FILE), { readonly: true });
      try {
        const check = sqlite.pragma('integrity_check', { simple: true });
        if (check !== 'ok')
          throw new BackupError(`The restored database fails SQLite's integrity check: ${check}`);
        found = countSqlite(sqlite);
      } finally {
        sqlite.close();
      }
    }
    for (const [key, expected] of Object.entries(manifest.counts)) {
      if (found.counts[key] !== expected) {
        throw new BackupError(
          `The restored database has ${found.counts[key]} ${key}, the manifest says ${expected}.`,
        );
      }
    }
    return { manifest, counts: found.counts };
  } finally {
    await client?.end();
  }
}
