import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_MESSAGES, Role } from '@judge/contract';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';
import { PRINT_TEXT } from '../../../../test/contest-tools-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

/** Printing in a contest (docs/api.md "Contest printing"). */
let app: TestApp;
let author: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  author = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
  cid = await createContest(app, author.token, { openPrint: true });
});
afterAll(() => app.close());

const print = (token: string, body: Record<string, unknown>) =>
  app.request({ method: 'POST', url: '/api/submit-print-text', token, body });
const queue = (token: string, contest = cid) =>
  app.request({
    url: '/api/get-contest-print',
    token,
    query: { cid: String(contest), currentPage: '1', limit: '15' },
  });
const markPrinted = (token: string, id: number, contest = cid) =>
  app.request({
    method: 'PUT',
    url: '/api/check-contest-print-status',
    token,
    query: { id: String(id), cid: String(contest) },
  });
const download = (token: string, id: number) =>
  app.request({ url: '/api/file/download-contest-print-text', token, query: { id: String(id) } });
/** A contestant with a real name, as the table shows it. */
async function contestant(realname: string | null = null) {
  const user = await signedInUser(app);
  if (realname) await app.db.updateTable('users').set({ realname }).where('uid', '=', user.uid).execute();
  return user;
}

describe(`contest printing (${TEST_DIALECT})`, () => {
  it('a contestant prints; the contest admins see the queue, not printed first, and mark it printed', async () => {
    const alice = await contestant('Alice Liddell');
    const bob = await contestant();
    const first = await print(alice.token, { cid, content: PRINT_TEXT });
    expect(first.statusCode).toBe(200);
    const second = await print(bob.token, { cid, content: `${PRINT_TEXT}// bob` });

    const listed = await queue(author.token);
    expect(listed.body.data).toMatchObject({ total: 2, size: 15 });
    expect(listed.body.data.records.map((r: { id: number }) => r.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ]);
    expect(listed.body.data.records[1]).toMatchObject({
      cid,
      uid: alice.uid,
      username: alice.username,
      realname: 'Alice Liddell',
      status: 0,
    });
    expect(listed.body.data.records[1].content).toBeUndefined();

    expect((await markPrinted(root.token, second.body.data.id)).statusCode).toBe(200);
    const after = await queue(root.token);
    expect(after.body.data.records.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([
      [first.body.data.id, 0],
      [second.body.data.id, 1],
    ]);
    // Again is a success that changes nothing.
    expect((await markPrinted(root.token, second.body.data.id)).statusCode).toBe(200);
  });

  it('downloads the text as typed, as a .txt file named after its sender', async () => {
    const carol = await contestant();
    const text = `  indented first line\n${PRINT_TEXT}  中文也可以\n`;
    const id = (await print(carol.token, { cid, content: text })).body.data.id;
    const file = await download(author.token, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/plain');
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${carol.username}_Contest_Print.txt`)}`,
    );
    expect(file.raw.body).toBe(text);
    expect((await download(carol.token, id)).statusCode).toBe(403);
    expect((await download(author.token, 999_999)).statusCode).toBe(404);
  });

  it('only the contest admins (its author and root) work the queue', async () => {
    const dave = await contestant();
    const id = (await print(dave.token, { cid, content: PRINT_TEXT })).body.data.id;
    const otherAdmin = await signedInUser(app, Role.ADMIN);
    for (const token of [dave.token, otherAdmin.token]) {
      expect((await queue(token)).body.code).toBe('FORBIDDEN');
      expect((await markPrinted(token, id)).body.code).toBe('FORBIDDEN');
    }
    const row = await app.db
      .selectFrom('contestPrints')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe(0);
    // A print is marked through its own contest only.
    const other = await createContest(app, author.token, { openPrint: true });
    expect((await markPrinted(author.token, id, other)).statusCode).toBe(404);
  });

  it('checks the text on the server: required, at least 50 characters (trimmed), named content', async () => {
    const eve = await contestant();
    for (const [content, message] of [
      [undefined, PRINT_MESSAGES.empty],
      ['   \n ', PRINT_MESSAGES.empty],
      ['x'.repeat(49), PRINT_MESSAGES.tooShort],
      [`   ${'y'.repeat(49)}    `, PRINT_MESSAGES.tooShort],
    ] as const) {
      const response = await print(eve.token, { cid, content });
      expect([response.statusCode, response.body.data?.field, response.body.msg]).toEqual([
        400,
        'content',
        `content: ${message}`,
      ]);
    }
    expect((await print(eve.token, { cid, content: '字'.repeat(50) })).statusCode).toBe(200);
    expect(
      await app.db.selectFrom('contestPrints').select('id').where('uid', '=', eve.uid).execute(),
    ).toHaveLength(1);
  });

  it('refuses a contest without printing, before the start and after the end', async () => {
    const frank = await contestant();
    const noPrinting = await createContest(app, author.token);
    const scheduled = await createContest(app, author.token, { ...TIMES.scheduled, openPrint: true });
    const ended = await createContest(app, author.token, { ...TIMES.ended, openPrint: true });
    const privateCid = await createContest(app, author.token, { openPrint: true, auth: 1, pwd: 'pw' });
    for (const target of [noPrinting, scheduled, ended, privateCid]) {
      const response = await print(frank.token, { cid: target, content: PRINT_TEXT });
      expect([target, response.statusCode, response.body.code]).toEqual([target, 403, 'FORBIDDEN']);
    }
    expect(
      await app.db.selectFrom('contestPrints').select('id').where('uid', '=', frank.uid).execute(),
    ).toEqual([]);
  });

  it('in a protected contest, onlookers print once they registered with the password', async () => {
    const protectedCid = await createContest(app, author.token, { openPrint: true, auth: 2, pwd: 'pw' });
    const onlooker = await contestant();
    const refused = await print(onlooker.token, { cid: protectedCid, content: PRINT_TEXT });
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'CONTEST_PASSWORD_REQUIRED']);
    await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: onlooker.token,
      body: { cid: protectedCid, password: 'pw' },
    });
    expect((await print(onlooker.token, { cid: protectedCid, content: PRINT_TEXT })).statusCode).toBe(200);
  });

  it('lets one user print once every 30 seconds', async () => {
    const grace = await contestant();
    const first = await print(grace.token, { cid, content: PRINT_TEXT });
    const again = await print(grace.token, { cid, content: PRINT_TEXT });
    expect([again.statusCode, again.body.code]).toEqual([429, 'COOLDOWN']);
    expect(again.body.data.seconds).toBeGreaterThan(0);
    // Thirty seconds later (the stored time moved back instead of waiting).
    await app.db
      .updateTable('contestPrints')
      .set({ gmtCreate: new Date(Date.now() - 31_000).toISOString() })
      .where('id', '=', first.body.data.id)
      .execute();
    expect((await print(grace.token, { cid, content: PRINT_TEXT })).statusCode).toBe(200);
  });
});
