import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import {
  addMember,
  createGroupContest,
  createGroupTraining,
  groupContentCast,
  textQuery as q,
} from '../../../test/groups-kit.ts';
import { contestBody, createContest } from '../../../test/contests-kit.ts';
import { createCategory, createTraining, trainingBody } from '../../../test/trainings-kit.ts';

/**
 * The back office's contest and training calls on a group's contest or training (back-office-fence.ts; spec 3 §6):
 * root passes every group check, and an admin role the group's own rule lets in (a group root); the other admin roles
 * get 404, as the back office's lists leave them out. The site's own contests and trainings are unchanged.
 */
let app: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let root: User;
let admin: User;
let problemAdmin: User;
let user: User;
let cid: number;
let tid: number;
let aid: number;
let linkId: number;
let siteCid: number;
let siteTid: number;
let categoryId: number;
let publicPid: number;
let groupRootAdmin: User;

beforeAll(async () => {
  app = await createTestApp();
  let owner: User;
  let gid: number;
  ({ root, owner, gid, publicPid } = await groupContentCast(app));
  admin = await signedInUser(app, Role.ADMIN);
  problemAdmin = await signedInUser(app, Role.PROBLEM_ADMIN);
  user = await signedInUser(app);
  categoryId = await createCategory(app, root.token);
  cid = await createGroupContest(app, owner.token, gid);
  tid = await createGroupTraining(app, owner.token, gid, categoryId);
  await app.request({
    method: 'POST',
    url: '/api/group/add-contest-problem-from-public',
    token: owner.token,
    body: { cid, pid: publicPid, displayId: 'A' },
  });
  const posted = await app.request({
    method: 'POST',
    url: '/api/group/contest-announcement',
    token: owner.token,
    body: { cid, announcement: { title: 'Note', content: 'Group only' } },
  });
  aid = posted.body.data.id;
  await app.request({
    method: 'POST',
    url: '/api/group/add-training-problem-from-public',
    token: owner.token,
    body: { tid, pid: publicPid },
  });
  linkId = (
    await app.db.selectFrom('trainingProblems').select('id').where('tid', '=', tid).executeTakeFirstOrThrow()
  ).id;
  siteCid = await createContest(app, root.token);
  siteTid = await createTraining(app, admin.token, { categoryId });
  groupRootAdmin = await signedInUser(app, Role.ADMIN);
  await addMember(app, gid, groupRootAdmin.uid, GROUP_LEVEL.ROOT);
});
afterAll(() => app.close());

/** The back office's calls that name one contest or training, as the back office's pages send them. */
const calls = (ids: { cid: number; tid: number; aid: number; linkId: number }) =>
  [
    { url: '/api/admin/contest', query: q({ cid: ids.cid }) },
    {
      method: 'PUT',
      url: '/api/admin/contest',
      body: { ...contestBody({ title: 'Taken over' }), cid: ids.cid },
    },
    {
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      query: q({ cid: ids.cid, visible: true }),
    },
    { url: '/api/admin/contest/clone', query: q({ cid: ids.cid }) },
    { url: '/api/admin/contest/get-problem-list', query: q({ cid: ids.cid }) },
    { url: '/api/admin/contest/contest-problem', query: q({ cid: ids.cid, pid: publicPid }) },
    { url: '/api/admin/contest/announcement', query: q({ cid: ids.cid }) },
    { method: 'DELETE', url: '/api/admin/contest/announcement', query: q({ aid: ids.aid }) },
    { url: '/api/admin/training', query: q({ tid: ids.tid }) },
    {
      method: 'PUT',
      url: '/api/admin/training',
      body: {
        ...trainingBody(categoryId),
        training: { ...trainingBody(categoryId, { title: 'Taken over' }).training, id: ids.tid },
      },
    },
    { url: '/api/admin/training/get-problem-list', query: q({ tid: ids.tid }) },
    // A link named by its own id only: the fence finds its training.
    { method: 'PUT', url: '/api/admin/training/problem', body: { id: ids.linkId, rank: 9 } },
  ] as { method?: 'GET' | 'PUT' | 'DELETE'; url: string; query?: Record<string, string>; body?: unknown }[];

describe(`the back office and a group's contests and trainings (${TEST_DIALECT})`, () => {
  it('admin and problem admin get 404 on every call naming a group contest or training; nothing changes', async () => {
    for (const caller of [admin, problemAdmin])
      for (const call of calls({ cid, tid, aid, linkId })) {
        const response = await app.request({ ...call, token: caller.token });
        expect(response.statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(404);
      }
    const contest = await app.db
      .selectFrom('contests')
      .select('title')
      .where('id', '=', cid)
      .executeTakeFirst();
    expect(contest?.title).not.toBe('Taken over');
    const training = await app.db
      .selectFrom('trainings')
      .select('title')
      .where('id', '=', tid)
      .executeTakeFirst();
    expect(training?.title).not.toBe('Taken over');
    expect(
      await app.db.selectFrom('contestAnnouncements').select('id').where('id', '=', aid).executeTakeFirst(),
    ).toBeDefined();
  });

  it('a plain user and a guest are refused by the calls themselves (403, 401), as before', async () => {
    for (const call of calls({ cid, tid, aid, linkId }).slice(0, 3)) {
      expect((await app.request({ ...call, token: user.token })).statusCode).toBe(403);
      expect((await app.request({ ...call })).statusCode).toBe(401);
    }
  });

  it("the site's own contests and trainings are unchanged; root and the group's roots reach the group's", async () => {
    for (const call of [
      { url: '/api/admin/contest', query: q({ cid: siteCid }) },
      { url: '/api/admin/contest/get-problem-list', query: q({ cid: siteCid }) },
      { url: '/api/admin/training', query: q({ tid: siteTid }) },
      { url: '/api/admin/training/get-problem-list', query: q({ tid: siteTid }) },
    ])
      expect((await app.request({ ...call, token: admin.token })).statusCode, call.url).toBe(200);
    // Root, and an admin the group's own rule lets in (a group root), reach the group's.
    for (const caller of [root, groupRootAdmin])
      for (const call of calls({ cid, tid, aid, linkId }).filter((call) => (call.method ?? 'GET') === 'GET'))
        expect((await app.request({ ...call, token: caller.token })).statusCode, call.url).toBe(200);
  });
});
