import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import { postgresChangeWatch, sqliteChangeWatch, trackChanges, type ChangeWatch } from './change-watch.ts';
import type { Dialect } from './dialect.ts';
import type { Database } from './schema.ts';
import { trackWrites, WriteEpochPlugin } from './write-epoch.ts';
import * as foundation from './migrations/001_foundation.ts';
import * as problems from './migrations/002_problems.ts';
import * as submissions from './migrations/003_submissions.ts';
import * as problemListIndex from './migrations/004_problem_list_index.ts';
import * as problemSearch from './migrations/005_problem_search.ts';
import * as judges from './migrations/006_judges.ts';
import * as discussions from './migrations/007_discussions.ts';
import * as comments from './migrations/008_comments.ts';
import * as contests from './migrations/009_contests.ts';
import * as announcements from './migrations/010_announcements.ts';
import * as sysNotices from './migrations/011_sys_notices.ts';
import * as notes from './migrations/012_notes.ts';
import * as ideTestRuns from './migrations/013_ide_test_runs.ts';
import * as submissionTimeIndexes from './migrations/014_submission_time_indexes.ts';
import * as scoreboards from './migrations/015_scoreboards.ts';
import * as contestTools from './migrations/016_contest_tools.ts';
import * as problemJudgeProfile from './migrations/018_problem_judge_profile.ts';
import * as virtualParticipations from './migrations/017_virtual_participations.ts';
import * as trainings from './migrations/020_trainings.ts';
import * as userSchoolFields from './migrations/021_user_school_fields.ts';
import * as markdownUploads from './migrations/022_markdown_uploads.ts';
import * as groups from './migrations/023_groups.ts';
import * as groupProblems from './migrations/024_group_problems.ts';
import * as classes from './migrations/025_classes.ts';
import * as tableChangeNotify from './migrations/030_table_change_notify.ts';
import * as problemSearchFts from './migrations/031_problem_search_fts.ts';
import * as legacyIds from './migrations/032_legacy_ids.ts';
import * as contestPenaltyUnit from './migrations/033_contest_penalty_unit.ts';
import * as similarity from './migrations/040_similarity.ts';
import * as submitKeys from './migrations/045_submit_keys.ts';
import * as contestRules from './migrations/047_contest_rules.ts';
import * as contestHall from './migrations/049_contest_hall.ts';
import * as auditLog from './migrations/048_audit_log.ts';
import * as clicsApiAccounts from './migrations/051_clics_api_accounts.ts';
import * as clicsClarificationIds from './migrations/052_clics_clarification_ids.ts';
import * as clicsWebhooks from './migrations/053_clics_webhooks.ts';
import * as contestCountIndex from './migrations/054_contest_count_index.ts';
import * as contestTeams from './migrations/050_contest_teams.ts';
import * as clicsWrites from './migrations/056_clics_writes.ts';
import * as volunteerRooms from './migrations/057_volunteer_rooms.ts';
import * as clicsBackdated from './migrations/058_clics_backdated.ts';
import * as keyedChangeNotify from './migrations/059_keyed_change_notify.ts';
import * as boardBumpAtCommit from './migrations/060_board_bump_at_commit.ts';
import * as submitterInsertsNotify from './migrations/061_submitter_inserts_notify.ts';
import * as contestVolunteers from './migrations/055_contest_volunteers.ts';

export type Db = Kysely<Database>;

const dialects = new WeakMap<object, Dialect>();

/** The database a handle opened by openDatabase speaks, for the few queries written per dialect. */
export function dialectOf(db: object): Dialect | undefined {
  return dialects.get(db);
}

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Changes made by writers this process does not see, for the caches that must know of them. */
  watch: ChangeWatch;
  close: () => Promise<void>;
  /** PostgreSQL's address, for a connection of its own (a LISTEN); SQLite has none. */
  connectionString?: string;
  /** PostgreSQL's pool (open, idle, waiting), for the metrics; SQLite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

// PostgreSQL returns bigint (count(*)) as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL's pool size; 10 unless the configuration says otherwise. */
  poolMax?: number;
  sqliteFile: string;
}

/** Distinct statements kept prepared; the app has a few hundred queries, ad-hoc ones fall out first. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The SQLite handle Kysely uses, with prepared statements kept by their text: Kysely prepares every
 * query anew, and SQLite's parse and plan then costs more than running a primary-key read. A statement
 * is reusable once a call has returned (better-sqlite3 runs each to completion; nothing here streams),
 * and SQLite re-prepares it by itself after a schema change.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

const IDLE_CONNECTION_MS = 5 * 60_000;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // Connections idle for up to five minutes stay open: with pg's default of 10 s, a contest's quiet minutes
    // before its start closed them all, and the start's burst paid for opening them again (a CPU profile of
    // a 2,000-contestant start: 2-4 % of each server's busy time; docs/load.md).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
    });
    // An idle connection the database drops (a restart, a failover, an administrator's kill) is thrown
    // away by the pool and the next query opens a new one; without a listener Node would treat the
    // pool's 'error' event as fatal and stop the whole server.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const writes = new WriteEpochPlugin();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin(), writes],
    });
    trackWrites(db, writes);
    dialects.set(db, 'postgres');
    const watch = postgresChangeWatch(options.databaseUrl);
    trackChanges(db, watch);
    const close = async () => {
      await watch.close();
      await db.destroy();
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', watch, close, poolStats, connectionString: options.databaseUrl };
  }
  if (options.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  // WAL lets readers run while the single writer commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = new WriteEpochPlugin();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin(), writes],
  });
  trackWrites(db, writes);
  dialects.set(db, 'sqlite');
  const watch = sqliteChangeWatch(sqlite);
  trackChanges(db, watch);
  return { db, dialect: 'sqlite', watch, close: () => db.destroy() };
}

/** The one ordered migration set; each runs on both databases. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const bind = (m: { up: (db: Kysely<any>, d: Dialect) => Promise<void> }): Migration => ({
    up: (db) => m.up(db, dialect),
  });
  return {
    '001_foundation': bind(foundation),
    '002_problems': bind(problems),
    '003_submissions': bind(submissions),
    '004_problem_list_index': bind(problemListIndex),
    '005_problem_search': bind(problemSearch),
    '006_judges': bind(judges),
    '007_discussions': bind(discussions),
    '008_comments': bind(comments),
    '009_contests': bind(contests),
    '010_announcements': bind(announcements),
    '011_sys_notices': bind(sysNotices),
    '012_notes': bind(notes),
    '013_ide_test_runs': bind(ideTestRuns),
    '014_submission_time_indexes': bind(submissionTimeIndexes),
    '015_scoreboards': bind(scoreboards),
    '016_contest_tools': bind(contestTools),
    '018_problem_judge_profile': bind(problemJudgeProfile),
    '017_virtual_participations': bind(virtualParticipations),
    '020_trainings': bind(trainings),
    '021_user_school_fields': bind(userSchoolFields),
    '022_markdown_uploads': bind(markdownUploads),
    '023_groups': bind(groups),
    '024_group_problems': bind(groupProblems),
    '025_classes': bind(classes),
    '030_table_change_notify': bind(tableChangeNotify),
    '031_problem_search_fts': bind(problemSearchFts),
    '032_legacy_ids': bind(legacyIds),
    '033_contest_penalty_unit': bind(contestPenaltyUnit),
    '040_similarity': bind(similarity),
    '045_submit_keys': bind(submitKeys),
    '047_contest_rules': bind(contestRules),
    '049_contest_hall': bind(contestHall),
    '048_audit_log': bind(auditLog),
    '051_clics_api_accounts': bind(clicsApiAccounts),
    '052_clics_clarification_ids': bind(clicsClarificationIds),
    '053_clics_webhooks': bind(clicsWebhooks),
    '054_contest_count_index': bind(contestCountIndex),
    '050_contest_teams': bind(contestTeams),
    '056_clics_writes': bind(clicsWrites),
    '055_contest_volunteers': bind(contestVolunteers),
    '057_volunteer_rooms': bind(volunteerRooms),
    '058_clics_backdated': bind(clicsBackdated),
    '059_keyed_change_notify': bind(keyedChangeNotify),
    '060_board_bump_at_commit': bind(boardBumpAtCommit),
    '061_submitter_inserts_notify': bind(submitterInsertsNotify),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  // The migrator must not see the CamelCasePlugin's renames of its own bookkeeping tables.
  const migrator = new Migrator({
    db: handle.db.withoutPlugins(),
    provider: { getMigrations: async () => migrationsFor(handle.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
