import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { nowIso } from '../../../lib/time.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function accepted(
  user: { uid: number; username: string },
  pid: number,
  values: { status?: number; cid?: number; createdAt?: string } = {},
) {
  await app.db
    .insertInto('submissions')
    .values({
      pid,
      displayPid: 'x',
      uid: user.uid,
      username: user.username,
      language: 'C++',
      code: 'x',
      length: 1,
      status: values.status ?? JudgeStatus.ACCEPTED,
      share: 0,
      cid: values.cid ?? 0,
      isManual: 0,
      unsafe: 0,
      version: 0,
      priority: 2,
      progressDone: 0,
      progressTotal: 0,
      createdAt: values.createdAt ?? nowIso(),
      updatedAt: nowIso(),
    } as never)
    .execute();
}

describe(`home page cards (${TEST_DIALECT})`, () => {
  it('lists public bank problems most recently modified first, without private ones', async () => {
    const a = await createProblem(app, root.token, { problem: { title: 'Older' } });
    const b = await createProblem(app, root.token, { problem: { title: 'Newer' } });
    const hidden = await createProblem(app, root.token, { problem: { title: 'Secret', auth: 2 } });
    await app.db
      .updateTable('problems')
      .set({ updatedAt: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', a.pid)
      .execute();
    const response = await app.request({ url: '/api/get-recent-updated-problem' });
    expect(response.statusCode).toBe(200);
    const rows = response.body.data as { id: number; title: string }[];
    expect(rows.length).toBeLessThanOrEqual(10);
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(b.pid);
    expect(ids).not.toContain(hidden.pid);
    expect(ids.indexOf(b.pid)).toBeLessThan(ids.indexOf(a.pid) === -1 ? Infinity : ids.indexOf(a.pid));
    expect(rows.find((r) => r.id === b.pid)).toEqual({
      id: b.pid,
      problemId: b.problemId,
      title: 'Newer',
      difficulty: expect.any(Number),
      gmtModified: expect.stringMatching(/Z$/),
    });
  });

  it('ranks users by distinct public problems accepted in the last 7 days', async () => {
    const p1 = await createProblem(app, root.token);
    const p2 = await createProblem(app, root.token);
    const p3 = await createProblem(app, root.token);
    const secret = await createProblem(app, root.token, { problem: { auth: 2 } });
    const alice = await createUser(app);
    const bob = await createUser(app);
    const carol = await createUser(app);
    const disabled = await createUser(app, { status: 1 });
    await app.db
      .updateTable('users')
      .set({ titleName: 'Master', titleColor: '#ff0000', avatar: '/a.png' })
      .where('uid', '=', bob.uid)
      .execute();
    // alice: 2 distinct (p1 twice), plus old, contest, wrong and private ones that don't count.
    await accepted(alice, p1.pid);
    await accepted(alice, p1.pid);
    await accepted(alice, p2.pid);
    await accepted(alice, p3.pid, { createdAt: new Date(Date.now() - 8 * DAY).toISOString() });
    await accepted(alice, p3.pid, { cid: 5 });
    await accepted(alice, p3.pid, { status: JudgeStatus.WRONG_ANSWER });
    await accepted(alice, secret.pid);
    // bob: 3 distinct.
    for (const p of [p1, p2, p3]) await accepted(bob, p.pid);
    // carol: 2 distinct, after alice, so alice stays ahead.
    await accepted(carol, p2.pid);
    await accepted(carol, p3.pid);
    for (const p of [p1, p2, p3]) await accepted(disabled, p.pid);

    const response = await app.request({ url: '/api/get-recent-seven-ac-rank' });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual([
      {
        uid: bob.uid,
        username: bob.username,
        avatar: '/a.png',
        titleName: 'Master',
        titleColor: '#ff0000',
        ac: 3,
      },
      { uid: alice.uid, username: alice.username, avatar: null, titleName: null, titleColor: null, ac: 2 },
      { uid: carol.uid, username: carol.username, avatar: null, titleName: null, titleColor: null, ac: 2 },
    ]);
  });

  it('keeps carousel images: root uploads and deletes, everyone lists, the file is served', async () => {
    expect((await app.request({ url: '/api/home-carousel' })).body.data).toEqual([]);
    const upload = multipartFile('file', 'banner.png', PNG, 'image/png');
    const uploaded = await app.request({
      method: 'POST',
      url: '/api/file/upload-carouse-img',
      token: root.token,
      body: upload.body,
      headers: upload.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const { id, url } = uploaded.body.data as { id: number; url: string };
    expect(url).toMatch(/^\/api\/public\/img\/carousel\/[\w-]+\.png$/);
    expect((await app.request({ url: '/api/home-carousel' })).body.data).toEqual([{ id, url }]);
    const served = await app.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    const file = path.join(app.config.dataDir, 'public', 'img', 'carousel', path.basename(url));
    expect(fs.existsSync(file)).toBe(true);
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/config/home-carousel',
      token: root.token,
      query: { id: String(id) },
    });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await app.request({ url: '/api/home-carousel' })).body.data).toEqual([]);
  });

  it('refuses a carousel upload that is not an image, writing nothing', async () => {
    for (const [name, content] of [
      ['script.png', Buffer.from('#!/bin/sh\necho hi\n')],
      ['banner.txt', PNG],
    ] as const) {
      const upload = multipartFile('file', name, content);
      const response = await app.request({
        method: 'POST',
        url: '/api/file/upload-carouse-img',
        token: root.token,
        body: upload.body,
        headers: upload.headers,
      });
      expect([response.statusCode, response.body.data?.field], name).toEqual([400, 'file']);
    }
    const big = multipartFile('file', 'big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    const tooBig = await app.request({
      method: 'POST',
      url: '/api/file/upload-carouse-img',
      token: root.token,
      body: big.body,
      headers: big.headers,
    });
    expect([tooBig.statusCode, tooBig.body.data?.field]).toEqual([400, 'file']);
    expect((await app.request({ url: '/api/home-carousel' })).body.data).toEqual([]);
  });

  it('keeps countdown timers: root manages them, the home page gets the ones to come, soonest first', async () => {
    const soon = new Date(Date.now() + DAY).toISOString();
    const later = new Date(Date.now() + 3 * DAY).toISOString();
    const past = new Date(Date.now() - DAY).toISOString();
    const make = (title: string, onTime: string) =>
      app.request({ method: 'POST', url: '/api/admin/timer', token: root.token, body: { title, onTime } });
    const laterId = (await make('Later', later)).body.data.id;
    const soonId = (await make('Soon', soon)).body.data.id;
    const pastId = (await make('Past', past)).body.data.id;
    const list = await app.request({ url: '/api/get-timer-list' });
    expect(list.body.data.map((t: { title: string }) => t.title)).toEqual(['Soon', 'Later']);
    expect(list.body.data[0]).toMatchObject({ id: soonId, title: 'Soon', onTime: soon });

    // An offset is stored as UTC.
    const edited = await app.request({
      method: 'PUT',
      url: '/api/admin/timer',
      token: root.token,
      body: { id: pastId, title: 'Moved', onTime: '2099-05-01T10:00:00+08:00' },
    });
    expect(edited.statusCode).toBe(200);
    const all = await app.request({ url: '/api/admin/timer', token: root.token });
    expect(all.body.data.map((t: { id: number }) => t.id)).toEqual([pastId, laterId, soonId]);
    expect(all.body.data[0]).toMatchObject({ title: 'Moved', onTime: '2099-05-01T02:00:00.000Z' });

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/timer',
      token: root.token,
      query: { id: String(laterId) },
    });
    expect(removed.statusCode).toBe(200);
    const after = await app.request({ url: '/api/get-timer-list' });
    expect(after.body.data.map((t: { title: string }) => t.title)).toEqual(['Soon', 'Moved']);
  });
});
