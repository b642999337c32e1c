#!/usr/bin/env node
// `npm run restore -- BACKUP_DIR [--force]`: restores a backup made by `npm run backup` into DATA_DIR (and
// the PostgreSQL database of DATABASE_URL for a PostgreSQL backup). Both must be empty unless --force.
// Stop the server first.
import { checkNode, fail, step } from './lib/prereqs.mjs';

checkNode();
const { restore, BackupError } = await import('./lib/backup.mjs').catch((error) =>
  fail(
    error?.code !== 'ERR_MODULE_NOT_FOUND'
      ? String(error?.message ?? error)
      : 'The npm packages are not installed: run npm ci first.',
  ),
);

const usage = 'usage: npm run restore -- BACKUP_DIR [--force]';
let backupDir;
let force = false;
for (const arg of process.argv.slice(2)) {
  if (arg === '--force') force = true;
  else if (arg.startsWith('-')) fail(`Unknown option ${arg}: ${usage}`);
  else if (backupDir) fail(`One backup folder at a time: ${usage}`);
  else backupDir = arg;
}
if (!backupDir) fail(`Name the backup folder to restore: ${usage}`);

const dataDir = process.env.DATA_DIR || 'data';
const databaseUrl = process.env.DATABASE_URL || undefined;
step(
  `Restoring ${backupDir} into ${dataDir}${databaseUrl ? ' and the PostgreSQL database of DATABASE_URL' : ''}`,
);
try {
  const { counts } = await restore({ backupDir, dataDir, databaseUrl, force });
  console.log(
    `✔ Restored: ${counts.problems} problems, ${counts.testCases} test cases, ${counts.submissions} submissions, ${counts.users} users. Start the server with npm start.`,
  );
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Restore failed: ${error?.stack ?? error}`);
}
