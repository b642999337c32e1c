import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import {
  createCategory,
  createTraining,
  registerTraining,
  trainingBody,
} from '../../../../test/trainings-kit.ts';

/**
 * Trainings themselves (docs/api.md "Trainings"): categories, the public list, details and access, the
 * private training's password, and the back office's form with its rules.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let problemAdmin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  problemAdmin = await signedInUser(app, Role.PROBLEM_ADMIN);
  user = await signedInUser(app);
});
afterAll(() => app.close());

const detail = (token: string, tid: number) =>
  app.request({ url: '/api/get-training-detail', token, query: { tid: String(tid) } });
const trainingRow = async (tid: number) =>
  app.db.selectFrom('trainings').selectAll().where('id', '=', tid).executeTakeFirst();

describe(`training categories (${TEST_DIALECT})`, () => {
  it('creates, renames and deletes a category; names are unique ignoring case; trainings outlive it', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/training/category',
      token: problemAdmin.token,
      body: { name: 'Graphs', color: '#19be6b' },
    });
    expect(created.body.data).toMatchObject({ name: 'Graphs', color: '#19be6b', gid: null });
    const id = created.body.data.id as number;
    const twin = await app.request({
      method: 'POST',
      url: '/api/admin/training/category',
      token: root.token,
      body: { name: 'graphs', color: '#000' },
    });
    expect([twin.statusCode, twin.body.data.field]).toEqual([400, 'name']);

    const renamed = await app.request({
      method: 'PUT',
      url: '/api/admin/training/category',
      token: root.token,
      body: { id, name: 'Graph theory', color: '#2d8cf0' },
    });
    expect(renamed.statusCode).toBe(200);
    const list = await app.request({ url: '/api/get-training-category' });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id, name: 'Graph theory', color: '#2d8cf0' }),
    );

    const tid = await createTraining(app, root.token, { categoryId: id });
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/training/category',
      token: root.token,
      query: { cid: String(id) },
    });
    expect(removed.statusCode).toBe(200);
    expect((await trainingRow(tid))?.categoryId).toBeNull();
    const again = await app.request({
      method: 'DELETE',
      url: '/api/admin/training/category',
      token: root.token,
      query: { cid: String(id) },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe(`the training list (${TEST_DIALECT})`, () => {
  it('lists visible trainings by rank, 15 a page, filtered by keyword, category and auth', async () => {
    const category = await createCategory(app, root.token, 'List filters');
    const other = await createCategory(app, root.token, 'Other filters');
    const first = await createTraining(app, root.token, {
      categoryId: category,
      rank: 1,
      title: 'Loops first',
    });
    const second = await createTraining(app, problemAdmin.token, {
      categoryId: other,
      rank: 2,
      title: 'Recursion next',
      auth: 'Private',
      privatePwd: 'open sesame',
    });
    const hidden = await createTraining(app, root.token, {
      categoryId: category,
      rank: 0,
      title: 'Hidden one',
    });
    await app.request({
      method: 'PUT',
      url: '/api/admin/training/change-training-status',
      token: root.token,
      query: { tid: String(hidden), status: 'false', author: 'whoever' },
    });

    const list = async (query: Record<string, string>) =>
      (await app.request({ url: '/api/get-training-list', query })).body.data;
    const page = await list({});
    expect(page.size).toBe(15);
    const ids = (page.records as { id: number }[]).map((r) => r.id);
    expect(ids).not.toContain(hidden);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.records.find((r: { id: number }) => r.id === second)).toMatchObject({
      title: 'Recursion next',
      auth: 'Private',
      author: problemAdmin.username,
      categoryName: 'Other filters',
      categoryColor: '#409eff',
      problemCount: 0,
      acCount: 0,
      gid: null,
    });
    expect(page.records[0]).not.toHaveProperty('privatePwd');

    expect((await list({ keyword: 'RECURSION' })).records.map((r: { id: number }) => r.id)).toEqual([second]);
    // The author's name matches too (the reference's search).
    expect((await list({ keyword: problemAdmin.username })).records.map((r: { id: number }) => r.id)).toEqual(
      [second],
    );
    expect((await list({ categoryId: String(category) })).records.map((r: { id: number }) => r.id)).toEqual([
      first,
    ]);
    const privates = (await list({ auth: 'Private' })).records as { auth: string }[];
    expect(privates.every((r) => r.auth === 'Private')).toBe(true);
    // Empty parameters count as absent (the reference's client leaves some in).
    expect((await list({ keyword: '', categoryId: '', auth: '' })).total).toBe(page.total);
  });
});

describe(`a private training (${TEST_DIALECT})`, () => {
  it('shows its introduction to all, its problems after the password; a wrong or empty one is refused', async () => {
    const tid = await createTraining(app, problemAdmin.token, { auth: 'Private', privatePwd: 'swordfish' });
    const before = await detail(user.token, tid);
    expect(before.body.data).toMatchObject({ access: false, isTrainingAdmin: false, auth: 'Private' });
    expect(before.body.data.description).toBe('Work through these in order.');
    expect(before.body.data).not.toHaveProperty('privatePwd');
    const problems = () =>
      app.request({ url: '/api/get-training-problem-list', token: user.token, query: { tid: String(tid) } });
    expect((await problems()).statusCode).toBe(403);
    const access = () =>
      app.request({ url: '/api/get-training-access', token: user.token, query: { tid: String(tid) } });
    expect((await access()).body.data).toEqual({ access: false });

    const wrong = await registerTraining(app, user.token, tid, 'sword');
    expect([wrong.statusCode, wrong.body.data.field]).toEqual([400, 'password']);
    const empty = await registerTraining(app, user.token, tid, '  ');
    expect([empty.statusCode, empty.body.data.field]).toEqual([400, 'password']);
    expect(await app.db.selectFrom('trainingRegisters').selectAll().where('tid', '=', tid).execute()).toEqual(
      [],
    );

    expect((await registerTraining(app, user.token, tid, ' swordfish ')).statusCode).toBe(200);
    // Once more with the right password: nothing changes.
    expect((await registerTraining(app, user.token, tid, 'swordfish')).statusCode).toBe(200);
    expect((await access()).body.data).toEqual({ access: true });
    expect((await problems()).statusCode).toBe(200);
    expect((await detail(user.token, tid)).body.data.access).toBe(true);
  });

  it('lets its admins (root, the author) in without the password; others need it', async () => {
    const tid = await createTraining(app, problemAdmin.token, { auth: 'Private', privatePwd: 'pw' });
    for (const admin of [root, problemAdmin]) {
      const seen = await detail(admin.token, tid);
      expect(seen.body.data).toMatchObject({ access: true, isTrainingAdmin: true });
    }
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await detail(admin.token, tid)).body.data).toMatchObject({
      access: false,
      isTrainingAdmin: false,
    });
  });

  it('a new password drops the registrations; the same password keeps them', async () => {
    const category = await createCategory(app, root.token);
    const tid = await createTraining(app, root.token, {
      categoryId: category,
      auth: 'Private',
      privatePwd: 'one',
    });
    await registerTraining(app, user.token, tid, 'one');
    const edit = (training: Record<string, unknown>) => {
      const body = trainingBody(category, { auth: 'Private', ...training });
      return app.request({
        method: 'PUT',
        url: '/api/admin/training',
        token: root.token,
        body: { ...body, training: { ...body.training, id: tid } },
      });
    };
    // Omitting the password keeps it (and the registrations).
    expect((await edit({ title: 'Renamed' })).statusCode).toBe(200);
    expect((await detail(user.token, tid)).body.data).toMatchObject({ access: true, title: 'Renamed' });
    expect((await edit({ privatePwd: 'two' })).statusCode).toBe(200);
    expect((await detail(user.token, tid)).body.data.access).toBe(false);
    expect((await registerTraining(app, user.token, tid, 'one')).statusCode).toBe(400);
    expect((await registerTraining(app, user.token, tid, 'two')).statusCode).toBe(200);
  });

  it('refuses registering for a public training, naming tid', async () => {
    const tid = await createTraining(app, root.token);
    const response = await registerTraining(app, user.token, tid, 'anything');
    expect([response.statusCode, response.body.data.field]).toEqual([400, 'tid']);
  });
});

describe(`hidden trainings (${TEST_DIALECT})`, () => {
  it('are missing for everyone but their admins', async () => {
    const tid = await createTraining(app, problemAdmin.token);
    await app.request({
      method: 'PUT',
      url: '/api/admin/training/change-training-status',
      token: problemAdmin.token,
      query: { tid: String(tid), status: 'false' },
    });
    expect((await detail(user.token, tid)).statusCode).toBe(404);
    expect((await detail(root.token, tid)).statusCode).toBe(200);
    expect((await detail(problemAdmin.token, tid)).statusCode).toBe(200);
    const admins = await app.request({
      url: '/api/admin/training/get-training-list',
      token: root.token,
      query: { keyword: String(tid), limit: '100' },
    });
    expect(admins.body.data.records).toContainEqual(expect.objectContaining({ id: tid, status: false }));
  });
});

describe(`the back office's training form (${TEST_DIALECT})`, () => {
  it('creates with the caller as author, reads back with the password, and edits', async () => {
    const category = await createCategory(app, problemAdmin.token);
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/training',
      token: problemAdmin.token,
      body: trainingBody(category, {
        title: '  Dynamic programming  ',
        auth: 'Private',
        privatePwd: 'dp',
        rank: 7,
        rankShowName: 'nickname',
        // The client may send these; the server decides them.
        author: 'someone else',
        status: false,
      } as never),
    });
    expect(created.statusCode).toBe(200);
    const tid = created.body.data.tid as number;
    const read = await app.request({
      url: '/api/admin/training',
      token: problemAdmin.token,
      query: { tid: String(tid) },
    });
    expect(read.body.data.training).toMatchObject({
      id: tid,
      title: 'Dynamic programming',
      auth: 'Private',
      privatePwd: 'dp',
      rank: 7,
      rankShowName: 'nickname',
      author: problemAdmin.username,
      status: true,
      gid: null,
      isGroup: false,
    });
    expect(read.body.data.trainingCategory).toMatchObject({ id: category });
  });

  it('lets root and the author edit, hide and read one training; other admins are refused', async () => {
    const category = await createCategory(app, root.token);
    const tid = await createTraining(app, problemAdmin.token, { categoryId: category });
    const admin = await signedInUser(app, Role.ADMIN);
    const read = (token: string) =>
      app.request({ url: '/api/admin/training', token, query: { tid: String(tid) } });
    expect((await read(admin.token)).statusCode).toBe(403);
    expect((await read(root.token)).statusCode).toBe(200);
    const edit = await app.request({
      method: 'PUT',
      url: '/api/admin/training',
      token: admin.token,
      body: { ...trainingBody(category), training: { ...trainingBody(category).training, id: tid } },
    });
    expect(edit.statusCode).toBe(403);
    const status = await app.request({
      method: 'PUT',
      url: '/api/admin/training/change-training-status',
      token: admin.token,
      query: { tid: String(tid), status: 'false', author: problemAdmin.username },
    });
    expect(status.statusCode).toBe(403);
    expect((await trainingRow(tid))?.visible).toBe(1);
  });

  it('refuses a bad form naming the field and writes nothing', async () => {
    const category = await createCategory(app, root.token);
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('trainings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'training.title'],
      [{ description: '   ' }, 'training.description'],
      [{ rank: -1 }, 'training.rank'],
      [{ rank: 2147483648 }, 'training.rank'],
      [{ rank: 1.5 }, 'training.rank'],
      [{ auth: 'Protected' }, 'training.auth'],
      [{ auth: 'Private' }, 'training.privatePwd'],
      [{ auth: 'Private', privatePwd: '' }, 'training.privatePwd'],
      [{ rankShowName: 'email' }, 'training.rankShowName'],
    ];
    for (const [training, field] of cases) {
      const response = await app.request({
        method: 'POST',
        url: '/api/admin/training',
        token: root.token,
        body: trainingBody(category, training as never),
      });
      expect([response.statusCode, response.body.data?.field], JSON.stringify(training)).toEqual([
        400,
        field,
      ]);
    }
    const noCategory = await app.request({
      method: 'POST',
      url: '/api/admin/training',
      token: root.token,
      body: trainingBody(999999),
    });
    expect([noCategory.statusCode, noCategory.body.data.field]).toEqual([400, 'trainingCategory.id']);
    expect(await count()).toBe(before);
  });

  it('deletes a training (root only) with its links and registrations; its submissions stay', async () => {
    const tid = await createTraining(app, problemAdmin.token, { auth: 'Private', privatePwd: 'x' });
    await registerTraining(app, user.token, tid, 'x');
    const byAuthor = await app.request({
      method: 'DELETE',
      url: '/api/admin/training',
      token: problemAdmin.token,
      query: { tid: String(tid) },
    });
    expect(byAuthor.statusCode).toBe(403);
    const byRoot = await app.request({
      method: 'DELETE',
      url: '/api/admin/training',
      token: root.token,
      query: { tid: String(tid) },
    });
    expect(byRoot.statusCode).toBe(200);
    expect(await trainingRow(tid)).toBeUndefined();
    expect(await app.db.selectFrom('trainingRegisters').selectAll().where('tid', '=', tid).execute()).toEqual(
      [],
    );
  });
});
