#!/usr/bin/env node
// `npm run backup [-- --out DIR]`: backs up the site of DATA_DIR (and DATABASE_URL when set) into a new
// folder under DIR (default: backups). Safe while the server runs. docs/deploy.md has the restore drill.
import { checkNode, fail, step } from './lib/prereqs.mjs';

checkNode();
// Not `npm ci` here as npm start does: a backup runs on an installed site, and must not change it.
const { backup, BackupError } = await import('./lib/backup.mjs').catch((error) =>
  fail(
    error?.code !== 'ERR_MODULE_NOT_FOUND'
      ? String(error?.message ?? error)
      : 'The npm packages are not installed: run npm ci (or npm start once) first.',
  ),
);

const args = process.argv.slice(2);
let outDir = 'backups';
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--out' && args[i + 1]) outDir = args[(i += 1)];
  else if (args[i].startsWith('--out=')) outDir = args[i].slice('--out='.length);
  else fail(`Unknown argument ${args[i]}: usage: npm run backup [-- --out DIR]`);
}

const dataDir = process.env.DATA_DIR || 'data';
const databaseUrl = process.env.DATABASE_URL || undefined;
step(
  `Backing up ${databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `${dataDir}/judge.sqlite`} and the files of ${dataDir}`,
);
try {
  const { dir, manifest } = await backup({ dataDir, databaseUrl, outDir });
  const c = manifest.counts;
  console.log(
    `✔ ${dir}: ${c.problems} problems, ${c.testCases} test cases, ${c.submissions} submissions, ${c.users} users, ${manifest.files.files} files`,
  );
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Backup failed: ${error?.stack ?? error}`);
}
