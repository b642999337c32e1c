// ICPC / Kattis packages through the site: the back office imports the judge's conformance packages, the import
// judges each package's own submissions through the stored problem and the task builder, and a user's ordinary
// submission to an imported problem is judged with the package's rules (its validator flags, its limits).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import {
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

const conformance = join(import.meta.dirname, '..', '..', '..', '..', '..', 'judge', 'test', 'conformance');

/** A package folder as the zip a setter uploads: one top folder holding the package. */
function zipPackage(name: string, extra: Record<string, string> = {}): Buffer {
  const dir = join(conformance, name);
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[`${name}/${relative(dir, full)}`] = readFileSync(full);
    }
  };
  walk(dir);
  for (const [path, content] of Object.entries(extra)) files[`${name}/${path}`] = Buffer.from(content);
  return Buffer.from(zipSync(files));
}

/** A folder upload as the back office sends it: each file after a `path` field with its place in the folder. */
function folderUpload(files: Record<string, Buffer>) {
  const boundary = `----folder${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(files).flatMap(([path, content]) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${path}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.split('/').pop()}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function packageFiles(name: string): Record<string, Buffer> {
  const dir = join(conformance, name);
  const files: Record<string, Buffer> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[`${name}/${relative(dir, full)}`] = readFileSync(full);
    }
  };
  walk(dir);
  return files;
}

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  admin = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const importZip = (content: Buffer, token = admin.token) =>
  app.request({
    method: 'POST',
    url: '/api/admin/problem/import-icpc',
    token,
    ...multipartFile('file', 'package.zip', content),
  });

describe(`ICPC package import (${TEST_DIALECT})`, () => {
  // submission-rules: 2023-07 rules case by case, checked as the CLI's `check` does (a time-out bound included).
  for (const name of [
    'custom-validator',
    'validator-flags',
    'scoring-legacy',
    'interactive',
    'submission-rules',
    'file-writing',
  ])
    it(`${name}: every submission of the package gets its expected verdict through the site`, async () => {
      const response = await importZip(zipPackage(name));
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      const report = response.body.data;
      expect(report.problemId).toBe(name);
      expect(report.submissions.filter((line: { ok: boolean }) => !line.ok)).toEqual([]);
      expect(report.mismatches).toBe(0);
      if (name === 'custom-validator') expect(report.timeLimitSource).toMatch(/^derived: /);
      if (name === 'submission-rules') {
        expect(report.timeLimitSource).toMatch(/^derived: slowest run that may not time out/);
        expect(report.submissions.map((line: { unmet: string[] }) => line.unmet)).toEqual([[], [], [], []]);
      }
    });

  it("a user's submission to an imported problem follows the package's validator flags", async () => {
    const user = await signedInUser(app);
    const problem = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: 'validator-flags' },
    });
    const pid = problem.body.data.problem.id;
    // Lower case and 5e-7 off: accepted by the package's float tolerance and case-insensitive default validator,
    // except in the group whose flags make it case-sensitive.
    const code =
      "n = int(input())\nw, x, z = {1: ('YES', 0.5, 'nan'), 2: ('NO', 0.25, 'inf'), 3: ('Maybe', 0.125, '-inf')}[n]\nprint(w if n == 3 else w.lower(), x + 5e-7, z)\n";
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, language: 'Python3', code },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    const verdict = await waitForVerdict(app, submitted.body.data.submitId);
    expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
  });

  it('a package with a feature the judge refuses is refused with its line, and nothing is created', async () => {
    const response = await importZip(
      zipPackage('space-sensitive', { 'include/cpp/lib.h': '// added code\n' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toMatch(
      /unsupported ICPC package feature: include\/: code added to every submission/,
    );
    const missing = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: 'space-sensitive' },
    });
    expect(missing.body.status).not.toBe(200);
  });

  it('a folder upload (each file after its path) imports like the zip', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem/import-icpc',
      token: admin.token,
      ...folderUpload(packageFiles('space-sensitive')),
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ problemId: 'space-sensitive', mismatches: 0 });
    expect(response.body.data.submissions).toHaveLength(4);
  });

  it('a folder upload with a path leaving the folder is refused', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/problem/import-icpc',
      token: admin.token,
      ...folderUpload({ 'p/problem.yaml': Buffer.from('name: x\n'), '../escape.txt': Buffer.from('x') }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toMatch(/escape\.txt: a path outside the package/);
  });

  it('only problem admins import', async () => {
    const user = await signedInUser(app);
    expect((await importZip(zipPackage('space-sensitive'), user.token)).statusCode).toBe(403);
  });
});
