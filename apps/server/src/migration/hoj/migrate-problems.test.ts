import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createTestApp, signedInUser, waitForVerdict, type TestApp } from '../../../test/test-app.ts';
import {
  insertHojProblem as insertProblemRow,
  insertHojUser,
  migrateSite,
  startHojSite,
  type HojSite,
} from '../../../test/hoj/hoj-site.ts';
import type { MigrationReport } from './migrate.ts';

let site: HojSite;
let app: TestApp;
let hojRoot: string;

const migrate = () => migrateSite(site, app, { filesRoot: hojRoot, dataDir: app.config.dataDir });

const insertHojProblem = (id: number, problemId: string, extra: Record<string, unknown> = {}) =>
  insertProblemRow(site, id, problemId, extra);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

function writeHojFile(relative: string, content: Buffer) {
  fs.mkdirSync(path.dirname(path.join(hojRoot, relative)), { recursive: true });
  fs.writeFileSync(path.join(hojRoot, relative), content);
}

function writeCaseFiles(id: number, files: Record<string, string>) {
  const folder = path.join(hojRoot, 'testcase', `problem_${id}`);
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
}

beforeAll(async () => {
  site = await startHojSite();
  hojRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hoj-root-'));
  insertHojUser(site, {
    uuid: 'a1',
    username: 'alice',
    password: 'alice-pass',
    role: 1008,
    avatar: '/api/public/img/a1-face.png',
  });
  // Uploaded files as HOJ keeps them: rows of `file` naming paths under its container's /hoj/file/.
  writeHojFile('file/avatar/a1-face.png', PNG);
  site.insert('file', {
    uid: 'a1',
    name: 'a1-face',
    suffix: 'png',
    folder_path: '/hoj/file/avatar',
    file_path: '/hoj/file/avatar/a1-face.png',
    type: 'avatar',
  });
  writeHojFile('file/md/figure.jpeg', JPEG);
  site.insert('file', {
    uid: 'a1',
    name: 'figure',
    suffix: 'jpeg',
    folder_path: '/hoj/file/md',
    file_path: '/hoj/file/md/figure.jpeg',
    type: 'md',
  });
  writeHojFile('file/carousel/banner.jpg', JPEG);
  site.insert('file', {
    uid: 'a1',
    name: 'banner',
    suffix: 'jpg',
    folder_path: '/hoj/file/carousel',
    file_path: '/hoj/file/carousel/banner.jpg',
    type: 'carousel',
  });
  writeHojFile('file/md/notes.pdf', Buffer.from('%PDF-1.4'));
  site.insert('file', {
    uid: 'a1',
    name: 'notes',
    suffix: 'pdf',
    folder_path: '/hoj/file/md',
    file_path: '/hoj/file/md/notes.pdf',
    type: 'md',
  });
  site.insert('tag_classification', { id: 1, name: '基础', oj: 'ME', rank: 1 });
  site.insert('tag', { id: 1, name: '模拟', oj: 'ME', tcid: 1 });
  site.insert('tag', { id: 2, name: 'math', color: '#123456', oj: 'ME' });
  // A+B with uploaded case files, two tags, C++ and Python3 and PyPy2 (which this judge does not run).
  insertHojProblem(1000, 'P1000');
  site.insert('problem_case', { pid: 1000, input: '1.in', output: '1.out', score: 50, group_num: 1 });
  site.insert('problem_case', { pid: 1000, input: '2.in', output: '2.out', score: 50, group_num: 1 });
  writeCaseFiles(1000, { '1.in': '1 2\n', '1.out': '3\n', '2.in': '40 2\n', '2.out': '42\n' });
  site.sql('INSERT INTO problem_tag (pid, tid) VALUES (1000, 1), (1000, 2)');
  site.sql(
    "INSERT INTO problem_language (pid, lid) SELECT 1000, id FROM language WHERE name IN ('C++', 'Python3', 'PyPy2') AND oj = 'ME'",
  );
  site.sql(
    "INSERT INTO code_template (pid, lid, code, status) SELECT 1000, id, '# read a b', 1 FROM language WHERE name = 'Python3' AND oj = 'ME'",
  );
  // Cases typed in HOJ's form: the rows hold the data.
  insertHojProblem(1001, 'P1001', { is_upload_case: 0, type: 1, io_score: 100 });
  site.insert('problem_case', { pid: 1001, input: '5 5\n', output: '10\n', score: 100 });
  // Its folder is gone: the problem comes, its cases do not, and the report says which file.
  insertHojProblem(1002, 'P1002');
  site.insert('problem_case', { pid: 1002, input: '1.in', output: '1.out', score: 100 });
  insertHojProblem(1003, 'HDU-1000', { is_remote: 1 });
  app = await createTestApp({ embeddedJudge: true });
}, 60_000);

afterAll(async () => {
  await app?.close();
  site?.stop();
  fs.rmSync(hojRoot, { recursive: true, force: true });
});

describe('npm run migrate:hoj: problems', () => {
  let report: MigrationReport;

  it('carries problems with statements, limits, cases, languages, templates and tags; says what it left', async () => {
    report = await migrate();
    const tally = Object.fromEntries(report.tables.map((t) => [t.table, [t.read, t.written, t.skipped]]));
    expect(tally).toMatchObject({ tag_classification: [1, 1, 0], tag: [2, 2, 0], problem: [4, 3, 2] });
    expect(report.skips.map((skip) => skip.text)).toEqual([
      `P1002: test case file ${path.join(hojRoot, 'testcase/problem_1002/1.in')} is missing`,
      'HDU-1000: a remote-judge problem (no remote judging here)',
    ]);
    expect(report.notes.map((note) => note.text)).toContain(
      "P1000: language PyPy2 is not run by this judge, left off the problem's languages",
    );
    const detail = await app.request({ url: '/api/get-problem-detail', query: { problemId: 'P1000' } });
    expect(detail.statusCode, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.problem).toMatchObject({
      id: 1000,
      title: 'Title of P1000',
      description: '求两个数的和。',
      memoryLimit: 256,
    });
    expect(detail.body.data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['math', '模拟']);
    expect(detail.body.data.languages.sort()).toEqual(['C++', 'Python3']);
    const cases = await app.db
      .selectFrom('problemCases')
      .select(['inputName', 'score'])
      .where('pid', '=', 1000)
      .orderBy('position')
      .execute();
    expect(cases).toEqual([
      { inputName: '1.in', score: 50 },
      { inputName: '2.in', score: 50 },
    ]);
    const typed = await app.db
      .selectFrom('problemCases')
      .select(['inputName', 'inputSize'])
      .where('pid', '=', 1001)
      .execute();
    expect(typed).toEqual([{ inputName: '1.in', inputSize: 4 }]);
  });

  it("copies HOJ's images where its links point: avatars, statement images and the carousel", async () => {
    const avatar = await app.request({ url: '/api/public/img/a1-face.png' });
    expect(avatar.statusCode).toBe(200);
    expect(Buffer.from(avatar.raw.rawPayload).equals(PNG)).toBe(true);
    expect(
      (
        await app.db
          .selectFrom('users')
          .select('avatar')
          .where('username', '=', 'alice')
          .executeTakeFirstOrThrow()
      ).avatar,
    ).toBe('/api/public/img/a1-face.png');
    expect((await app.request({ url: '/api/public/img/figure.jpeg' })).statusCode).toBe(200);
    const carousel = await app.request({ url: '/api/home-carousel' });
    expect(carousel.body.data.map((image: { url: string }) => image.url)).toEqual([
      '/api/public/img/carousel/banner.jpg',
    ]);
  });

  it("a migrated problem judges against HOJ's test data", async () => {
    // One user each: the site's submit cooldown holds a second submission.
    const submit = async (code: string) => {
      const user = await signedInUser(app, Role.USER);
      const response = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { pid: 1000, language: 'Python3', code },
      });
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      return (await waitForVerdict(app, response.body.data.submitId)).status;
    };
    expect(await submit('a, b = map(int, input().split())\nprint(a + b)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await submit('a, b = map(int, input().split())\nprint(a * b)\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('a second run after the folder is restored carries the missing cases and duplicates nothing', async () => {
    writeCaseFiles(1002, { '1.in': '2 2\n', '1.out': '4\n' });
    const again = await migrate();
    expect(again.tables.find((t) => t.table === 'problem')).toMatchObject({
      read: 4,
      written: 3,
      skipped: 1,
    });
    const count = await app.db
      .selectFrom('problems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    const restored = await app.db
      .selectFrom('problemCases')
      .select('inputName')
      .where('pid', '=', 1002)
      .execute();
    expect(restored).toEqual([{ inputName: '1.in' }]);
  });
});
