import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  insertHojProblem,
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

// HOJ names an attachment by a simple UUID and keeps its extension; its link is /api/public/file/<name>.
const ZIP_NAME = '0f3a9c2e5b7d4e1f8a6b2c9d0e4f7a13.zip';
const PDF_NAME = '9b1c4d7e2f5a8b3c6d9e0f1a2b4c5d6e.pdf';
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from('数据 data\n'),
  Buffer.from([0, 255, 7]),
]);
const PDF = Buffer.from('%PDF-1.4\n% the statement in full\n');
// A statement HOJ's problem import fetched into file/problem (its GYM import), linked the same way.
const STATEMENT_NAME = '4e8d2a6c1b9f7e3d5a0c8b2f6e4d1a9c.pdf';
const STATEMENT = Buffer.from('%PDF-1.5\n% a fetched statement\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const TOO_BIG = 32 * 1024 * 1024 + 1;

function writeHojFile(folder: string, name: string, content: Buffer) {
  fs.mkdirSync(path.join(hojRoot, folder), { recursive: true });
  fs.writeFileSync(path.join(hojRoot, folder, name), content);
}
const writeMdFile = (name: string, content: Buffer) => writeHojFile('file/md', name, content);

const mdFileCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('mdFiles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  site = await startHojSite();
  hojRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hoj-root-'));
  insertHojUser(site, { uuid: 'a1', username: 'alice', password: 'alice-pass' });
  insertHojProblem(site, 1000, 'P1000', {
    is_upload_case: 0,
    description: `数据见 [data.zip](/api/public/file/${ZIP_NAME})，题面 [pdf](/api/public/file/${PDF_NAME})`,
  });
  site.insert('problem_case', { pid: 1000, input: '1 2\n', output: '3\n', score: 100 });
  insertHojProblem(site, 1001, 'P1001', {
    is_upload_case: 0,
    description: `<p><a href="/api/public/file/${STATEMENT_NAME}">statement.pdf</a></p>`,
  });
  site.insert('problem_case', { pid: 1001, input: '1\n', output: '1\n', score: 100 });
  writeHojFile('file/problem', STATEMENT_NAME, STATEMENT);
  // HOJ serves both folders under one path, the Markdown folder first: a name in both is the Markdown one.
  writeHojFile('file/problem', PDF_NAME, Buffer.from('%PDF-1.4\n% shadowed\n'));
  site.insert('discussion', {
    id: 7,
    category_id: 2,
    title: '附件',
    description: '附件',
    content: `[说明](/api/public/file/${PDF_NAME})`,
    pid: 'P1000',
    uid: 'a1',
    author: 'alice',
  });
  // HOJ's upload-md-file writes the attachment and no row; its upload-md-img writes a picture and a row.
  writeMdFile(ZIP_NAME, ZIP);
  writeMdFile(PDF_NAME, PDF);
  writeMdFile('figure.png', PNG);
  site.insert('file', {
    id: 1,
    uid: 'a1',
    name: 'figure.png',
    suffix: 'png',
    folder_path: '/hoj/file/md',
    file_path: '/hoj/file/md/figure.png',
    type: 'md',
  });
  // A row (an older HOJ's) whose file is gone, an attachment over our limit, an FPS import's picture.
  site.insert('file', {
    id: 2,
    uid: 'a1',
    name: 'gone.pdf',
    suffix: 'pdf',
    folder_path: '/hoj/file/md',
    file_path: '/hoj/file/md/gone.pdf',
    type: 'md',
  });
  // An attachment an older HOJ kept a row for: its uploader is kept.
  writeMdFile('notes.txt', Buffer.from('read me\n'));
  site.insert('file', {
    id: 3,
    uid: 'a1',
    name: 'notes.txt',
    suffix: 'txt',
    folder_path: '/hoj/file/md',
    file_path: '/hoj/file/md/notes.txt',
    type: 'md',
  });
  writeMdFile('big.bin', Buffer.alloc(TOO_BIG));
  writeMdFile('fps.png', PNG);
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
  site?.stop();
  fs.rmSync(hojRoot, { recursive: true, force: true });
});

describe("npm run migrate:hoj: HOJ's Markdown attachments", () => {
  let report: MigrationReport;

  it('carries every attachment of file/md, naming what it cannot hold', async () => {
    report = await migrate();
    const tally = report.tables.find((t) => t.table === 'file/md');
    expect(tally).toMatchObject({ present: true, read: 6, written: 4, skipped: 2 });
    expect(report.skips.filter((s) => s.table === 'file/md').map((s) => s.text)).toEqual([
      'file/md/big.bin: 32.0 MB, over the 32.0 MB a Markdown file may have',
      'file/md/gone.pdf is missing',
    ]);
    // HOJ keeps no uploader of an attachment: the first root account here owns it (the admins').
    const { username: root } = await app.db
      .selectFrom('users')
      .select('username')
      .where('role', '=', Role.ROOT)
      .orderBy('uid')
      .executeTakeFirstOrThrow();
    expect(report.notes.map((n) => n.text)).toContain(
      `file/md/${ZIP_NAME}: HOJ keeps no uploader, owned by ${root}`,
    );
    const owners = await app.db
      .selectFrom('mdFiles')
      .innerJoin('users', 'users.uid', 'mdFiles.uid')
      .select(['mdFiles.name', 'mdFiles.kind', 'users.username'])
      .orderBy('mdFiles.name')
      .execute();
    expect(owners).toEqual(
      [
        { name: ZIP_NAME, kind: 'file', username: root },
        { name: PDF_NAME, kind: 'file', username: root },
        { name: 'fps.png', kind: 'file', username: root },
        { name: 'notes.txt', kind: 'file', username: 'alice' },
        { name: STATEMENT_NAME, kind: 'file', username: root },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
  });

  it("answers HOJ's links from a statement and a discussion with the file, byte for byte, as a download of its type", async () => {
    const problem = await app.request({ url: '/api/get-problem-detail', query: { problemId: 'P1000' } });
    const discussion = await app.request({ url: '/api/get-discussion-detail', query: { did: '7' } });
    const links = [
      ...String(problem.body.data.problem.description).matchAll(/\((\/api\/public\/file\/[^)]+)\)/g),
      ...String(discussion.body.data.content).matchAll(/\((\/api\/public\/file\/[^)]+)\)/g),
    ].map((match) => match[1]);
    expect(links).toEqual([
      `/api/public/file/${ZIP_NAME}`,
      `/api/public/file/${PDF_NAME}`,
      `/api/public/file/${PDF_NAME}`,
    ]);
    const expected: Record<string, [Buffer, string]> = {
      [ZIP_NAME]: [ZIP, 'application/zip'],
      [PDF_NAME]: [PDF, 'application/pdf'],
    };
    for (const link of links) {
      const name = link.split('/').at(-1)!;
      const served = await app.request({ url: link });
      expect(served.statusCode, link).toBe(200);
      expect(served.raw.rawPayload.equals(expected[name][0])).toBe(true);
      expect(served.headers['content-type']).toBe(expected[name][1]);
      expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    // The FPS import's picture is where its /api/public/img/ link points, and at HOJ's file link.
    expect((await app.request({ url: '/api/public/img/fps.png' })).statusCode).toBe(200);
    expect((await app.request({ url: '/api/public/file/fps.png' })).raw.rawPayload.equals(PNG)).toBe(true);
  });

  it("carries file/problem's fetched statements, linked from their problem (the Markdown folder's name wins)", async () => {
    expect(report.tables.find((t) => t.table === 'file/problem')).toMatchObject({
      present: true,
      read: 2,
      written: 1,
      skipped: 0,
    });
    const problem = await app.request({ url: '/api/get-problem-detail', query: { problemId: 'P1001' } });
    const link = /href="(\/api\/public\/file\/[^"]+)"/.exec(
      String(problem.body.data.problem.description),
    )![1];
    const served = await app.request({ url: link });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.raw.rawPayload.equals(STATEMENT)).toBe(true);
    const shadowed = await app.request({ url: `/api/public/file/${PDF_NAME}` });
    expect(shadowed.raw.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 in the envelope for a name it did not carry', async () => {
    for (const name of ['gone.pdf', 'big.bin', 'figure.png', 'nothing.zip']) {
      const response = await app.request({ url: `/api/public/file/${name}` });
      expect([response.statusCode, response.body.code], name).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('a second run adds nothing', async () => {
    const before = await mdFileCount();
    const again = await migrate();
    expect(again.tables.find((t) => t.table === 'file/md')).toMatchObject({
      read: 6,
      written: 0,
      skipped: 2,
    });
    expect(again.tables.find((t) => t.table === 'file/problem')).toMatchObject({ read: 2, written: 0 });
    expect(await mdFileCount()).toBe(before);
  });
});
