import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { readManifest } from '../../../scripts/lib/backup.mjs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { readZip } from '../src/contexts/problems/testdata/zip.ts';
import {
  createProblem,
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from './test-app.ts';

// `npm run backup` and `npm run restore` as an operator runs them: the scripts, in their own processes,
// against a live app's data; the restored site is then opened by a second app and searched through the API.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts', `${name}.mjs`), ...args], {
      cwd: ROOT,
      env: { ...rest, ...env },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** An empty PostgreSQL database beside the test's (PostgreSQL runs only), dropped at the end. */
const createdDatabases: string[] = [];
async function emptyPostgresDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `judge_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let avatar: string;
const problems: { pid: number; problemId: string }[] = [];
const submitIds: number[] = [];
const testcaseZips = new Map<number, Map<string, Buffer>>();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-backup-'));

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = await signedInUser(app, Role.ROOT);
  user = await signedInUser(app);
  for (let i = 0; i < 3; i += 1) {
    const problem = await createProblem(app, root.token, {
      samples: [
        { input: `${i} 1\n`, output: `${i + 1}\n` },
        { input: `${i} 2\n`, output: `${i + 2}\n` },
        { input: `${i} ${'9'.repeat(1000)}\n`, output: `big ${i}\n` },
      ],
    });
    problems.push(problem);
    const download = await app.request({
      url: `/api/file/download-testcase?pid=${problem.pid}`,
      token: root.token,
    });
    expect(download.statusCode).toBe(200);
    testcaseZips.set(problem.pid, readZip(download.raw.rawPayload));
    for (const code of ['print(1)', 'print(2)']) {
      const response = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { pid: problem.pid, language: 'Python3', code },
      });
      expect(response.statusCode).toBe(200);
      submitIds.push(response.body.data.submitId);
    }
  }
  const png = PNG.sync.write(new PNG({ width: 2, height: 2 }));
  const upload = multipartFile('image', 'me.png', png, 'image/png');
  const uploaded = await app.request({
    method: 'POST',
    url: '/api/file/upload-avatar',
    token: user.token,
    ...upload,
  });
  expect(uploaded.statusCode).toBe(200);
  avatar = uploaded.body.data.avatar;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(scratch, { recursive: true, force: true });
  if (createdDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

describe(`npm run backup / npm run restore (${TEST_DIALECT})`, () => {
  it('backs up a running site and restores it into a fresh data dir where every problem, test case file, submission and upload is found', async () => {
    const backupsDir = path.join(scratch, 'backups');
    // The app stays open (and its SQLite file in WAL mode) while the backup runs: an online backup.
    const made = await script('backup', ['--out', backupsDir], {
      DATA_DIR: app.config.dataDir,
      DATABASE_URL: app.databaseUrl,
    });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const [folder] = fs.readdirSync(backupsDir);
    expect(folder).toMatch(/^backup-\d{8}-\d{6}$/);
    const backupDir = path.join(backupsDir, folder);
    const manifest = readManifest(backupDir);
    expect(manifest).toMatchObject({
      database: TEST_DIALECT,
      counts: { problems: 3, testCases: 9, submissions: 6, users: 2 },
      files: { files: 1 },
    });
    expect(manifest.migration).toMatch(/^\d{3}_/);
    expect(made.stdout).toContain('3 problems, 9 test cases, 6 submissions');

    const freshDir = path.join(scratch, 'restored');
    const targetUrl = TEST_DIALECT === 'postgres' ? await emptyPostgresDatabase() : undefined;
    const restored = await script('restore', [backupDir], { DATA_DIR: freshDir, DATABASE_URL: targetUrl });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored: 3 problems, 9 test cases, 6 submissions');

    const config = { ...loadConfig({ DATA_DIR: freshDir, LOG_LEVEL: 'silent' }), embeddedJudge: false };
    const handle = openDatabase({ databaseUrl: targetUrl, sqliteFile: config.sqliteFile });
    const second = await buildApp({
      config: { ...config, databaseUrl: targetUrl },
      database: handle,
      logger: false,
    });
    await second.app.ready();
    try {
      const call = async (url: string, token?: string) =>
        second.app.inject({ url, headers: token ? { authorization: token } : {} });
      const signedIn = await second.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: root.username, password: root.password },
      });
      expect(signedIn.statusCode).toBe(200);
      const rootToken = String(signedIn.headers.authorization);
      for (const problem of problems) {
        const shown = (await call(`/api/get-problem-detail?problemId=${problem.problemId}`)).json();
        expect(shown.data.problem.problemId).toBe(problem.problemId);
        const download = await call(`/api/file/download-testcase?pid=${problem.pid}`, rootToken);
        expect(download.statusCode).toBe(200);
        const files = readZip(download.rawPayload);
        const before = testcaseZips.get(problem.pid)!;
        expect([...files.keys()].sort()).toEqual([...before.keys()].sort());
        for (const [name, content] of before) expect(files.get(name)!.equals(content)).toBe(true);
      }
      for (const submitId of submitIds) {
        const detail = (await call(`/api/get-submission-detail?submitId=${submitId}`, rootToken)).json();
        expect(detail.data.submission.submitId).toBe(submitId);
      }
      const list = (await call('/api/get-submission-list?currentPage=1&limit=50', rootToken)).json();
      expect(list.data.total).toBe(submitIds.length);
      const served = await call(avatar);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // The restored site keeps going: a new submission gets the next id.
      const again = await second.app.inject({
        method: 'POST',
        url: '/api/submit-problem-judge',
        headers: { authorization: rootToken },
        payload: { pid: problems[0].pid, language: 'Python3', code: 'print(3)' },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.submitId).toBeGreaterThan(Math.max(...submitIds));
    } finally {
      await second.app.close();
      await handle.close();
    }

    // Restoring over a site that now holds data is refused in one line, unless --force.
    const refused = await script('restore', [backupDir], { DATA_DIR: freshDir, DATABASE_URL: targetUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      /^✖ (DATA_DIR .* is not empty|The database of DATABASE_URL is not empty)/,
    );
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    const forced = await script('restore', [backupDir, '--force'], {
      DATA_DIR: freshDir,
      DATABASE_URL: targetUrl,
    });
    expect(forced.stderr).toBe('');
    // The submission made after the restore is gone again: the backup's 6 are what is there.
    expect(forced.stdout).toContain('6 submissions');
  });

  it('takes a consistent backup while submissions keep coming', async () => {
    const made: number[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const response = await app.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          token: user.token,
          body: { pid: problems[1].pid, language: 'Python3', code: `print(${made.length})` },
        });
        expect(response.statusCode).toBe(200);
        made.push(response.body.data.submitId);
      }
    })();
    const backupsDir = path.join(scratch, 'under-load');
    const result = await script('backup', ['--out', backupsDir], {
      DATA_DIR: app.config.dataDir,
      DATABASE_URL: app.databaseUrl,
    });
    writing = false;
    await writer;
    expect(result.stderr).toBe('');
    expect(made.length).toBeGreaterThan(0);
    const backupDir = path.join(backupsDir, fs.readdirSync(backupsDir)[0]);
    const manifest = readManifest(backupDir);
    // The restore checks the restored database against these counts (and SQLite's integrity): the copy is one
    // moment of the site, whatever was written during the copy.
    const targetUrl = TEST_DIALECT === 'postgres' ? await emptyPostgresDatabase() : undefined;
    const restored = await script('restore', [backupDir], {
      DATA_DIR: path.join(scratch, 'under-load-restored'),
      DATABASE_URL: targetUrl,
    });
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(`${manifest.counts.submissions} submissions`);
    expect(manifest.counts.submissions).toBeGreaterThanOrEqual(submitIds.length);
    expect(manifest.counts.submissions).toBeLessThanOrEqual(submitIds.length + made.length);
  });

  it('names what is wrong in one line: no backup folder, a folder that is not a backup, a missing database', async () => {
    const usage = await script('restore', [], { DATA_DIR: path.join(scratch, 'x') });
    expect(usage.code).toBe(1);
    expect(usage.stderr.trim()).toBe(
      '✖ Name the backup folder to restore: usage: npm run restore -- BACKUP_DIR [--force]',
    );
    const notBackup = await script('restore', [scratch], { DATA_DIR: path.join(scratch, 'x') });
    expect(notBackup.stderr.trim()).toBe(`✖ ${scratch} is not a backup: it has no manifest.json.`);
    const noDatabase = await script('backup', ['--out', path.join(scratch, 'none')], {
      DATA_DIR: path.join(scratch, 'empty'),
    });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr.trim()).toMatch(/^✖ No database at .*judge\.sqlite: set DATA_DIR/);
    expect(fs.existsSync(path.join(scratch, 'none'))).toBe(false);
  });
});
