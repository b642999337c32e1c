import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, Role } from '@judge/contract';
import {
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import {
  addMember,
  createGroup,
  createGroupContest,
  groupContentCast,
  textQuery as q,
} from '../../../../test/groups-kit.ts';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';

/**
 * A problem written inside a group's contest, edited from that contest's problem list (PUT /api/group/problem with
 * `cid` and `contestProblem`), and where an ended contest's problem page may send each caller (inBank, groupId).
 */
let app: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let root: User;
let owner: User;
let groupAdmin: User;
let member: User;
let outsider: User;
let gid: number;
let groupPid: number;
let publicPid: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ root, owner, groupAdmin, member, outsider, gid, groupPid, publicPid } = await groupContentCast(app));
});
afterAll(() => app.close());

/** A problem written in the group contest `cid` by `token`, under display id C: its pid and stored problem id. */
async function writeInContest(token: string, cid: number, displayId = 'C') {
  const body = problemBody();
  const response = await app.request({
    method: 'POST',
    url: '/api/group/contest-problem',
    token,
    body: { ...body, cid, contestProblem: { displayId, displayTitle: 'Written here' } },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return { pid: response.body.data.pid as number, typed: body.problem.problemId };
}

const stored = (pid: number) =>
  app.db
    .selectFrom('problems')
    .select(['problemId', 'title', 'auth', 'gid'])
    .where('id', '=', pid)
    .executeTakeFirstOrThrow();

/** The contest-mode form's edit of `pid` in `cid`: the problem's fields and its link's. */
function editInContest(token: string, cid: number, pid: number, problemId: string, changes = {}) {
  return app.request({
    method: 'PUT',
    url: '/api/group/problem',
    token,
    body: {
      ...problemBody({ problem: { problemId, title: 'Edited in the contest', auth: 3 } }),
      pid,
      cid,
      contestProblem: { displayId: 'C', displayTitle: 'Edited title' },
      ...changes,
    },
  });
}

describe(`a group contest's own problem edited from its problem list (${TEST_DIALECT})`, () => {
  it("is written with the group's short name and its row names the group; the list's bank rows do not", async () => {
    const cid = await createGroupContest(app, owner.token, gid);
    await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-public',
      token: owner.token,
      body: { cid, pid: publicPid, displayId: 'A' },
    });
    const { pid, typed } = await writeInContest(owner.token, cid);
    const { shortName } = (await app.db
      .selectFrom('groups')
      .select('shortName')
      .where('id', '=', gid)
      .executeTakeFirstOrThrow()) as { shortName: string };
    expect((await stored(pid)).problemId).toBe(`${shortName}${typed}`);
    const list = await app.request({
      url: '/api/group/get-contest-problem-list',
      token: owner.token,
      query: q({ cid }),
    });
    const gids = Object.fromEntries(
      list.body.data.records.map((row: { displayId: string; gid: number | null }) => [
        row.displayId,
        row.gid,
      ]),
    );
    expect(gids).toEqual({ A: null, C: gid });
  });

  it('the group root or the contest author save the problem and its link together; others are refused', async () => {
    const cid = await createGroupContest(app, groupAdmin.token, gid);
    const { pid } = await writeInContest(groupAdmin.token, cid);
    const { problemId } = await stored(pid);
    const otherAdmin = await signedInUser(app);
    await addMember(app, gid, otherAdmin.uid, GROUP_LEVEL.ADMIN);
    for (const [who, token, status] of [
      ['member', member.token, 403],
      ['another group admin', otherAdmin.token, 403],
      ['outsider', outsider.token, 403],
    ] as const)
      expect((await editInContest(token, cid, pid, problemId)).statusCode, who).toBe(status);
    expect((await stored(pid)).title).toBe('A+B Problem');

    const byAuthor = await editInContest(groupAdmin.token, cid, pid, problemId);
    expect(byAuthor.statusCode, JSON.stringify(byAuthor.body)).toBe(200);
    expect(await stored(pid)).toEqual({ problemId, title: 'Edited in the contest', auth: 3, gid });
    const link = await app.request({
      url: '/api/group/contest-problem',
      token: owner.token,
      query: q({ cid, pid }),
    });
    expect([link.body.data.displayId, link.body.data.displayTitle]).toEqual(['C', 'Edited title']);

    // The owner (a group root) and the site's root may too; the form keeps the contest's auth and type.
    const byOwner = await editInContest(owner.token, cid, pid, problemId, {
      contestProblem: { displayId: 'D', displayTitle: 'By the owner' },
    });
    expect(byOwner.statusCode, JSON.stringify(byOwner.body)).toBe(200);
    const byRoot = await editInContest(root.token, cid, pid, problemId, {
      ...problemBody({ problem: { problemId, title: 'By root', auth: 1 } }),
      contestProblem: { displayId: 'D', displayTitle: 'By root' },
    });
    expect(byRoot.statusCode, JSON.stringify(byRoot.body)).toBe(200);
    expect(await stored(pid)).toMatchObject({ title: 'By root', auth: 3 });
  });

  it('bad input: a display id in use, a link without cid, another group’s or a site contest', async () => {
    const cid = await createGroupContest(app, owner.token, gid);
    const { pid } = await writeInContest(owner.token, cid);
    const { problemId } = await stored(pid);
    await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-public',
      token: owner.token,
      body: { cid, pid: publicPid, displayId: 'A' },
    });
    const taken = await editInContest(owner.token, cid, pid, problemId, {
      contestProblem: { displayId: 'A', displayTitle: 'Clash' },
    });
    expect([taken.statusCode, taken.body.data?.field]).toEqual([400, 'contestProblem.displayId']);
    const noCid = await editInContest(owner.token, cid, pid, problemId, { cid: undefined });
    expect([noCid.statusCode, noCid.body.data?.field]).toEqual([400, 'cid']);
    const badCid = await editInContest(owner.token, cid, pid, problemId, { cid: 'x' });
    expect([badCid.statusCode, badCid.body.data?.field]).toEqual([400, 'cid']);
    const emptyTitle = await editInContest(owner.token, cid, pid, problemId, {
      contestProblem: { displayId: 'C', displayTitle: '' },
    });
    expect([emptyTitle.statusCode, emptyTitle.body.data?.field]).toEqual([
      400,
      'contestProblem.displayTitle',
    ]);

    const otherGroup = await createGroup(app, owner.token);
    const elsewhere = await createGroupContest(app, owner.token, otherGroup);
    expect((await editInContest(owner.token, elsewhere, pid, problemId)).statusCode).toBe(404);
    const site = await createContest(app, root.token);
    expect((await editInContest(root.token, site, pid, problemId)).statusCode).toBe(404);
    // A group problem that is not in the contest named.
    const notLinked = await editInContest(owner.token, cid, groupPid, (await stored(groupPid)).problemId);
    expect(notLinked.statusCode).toBe(404);
    expect((await stored(pid)).title).toBe('A+B Problem');
  });
});

describe(`an ended contest's problem: where its page may send each caller (${TEST_DIALECT})`, () => {
  const where = async (token: string, cid: number, displayId: string) => {
    const response = await app.request({
      url: '/api/get-contest-problem-details',
      token,
      query: q({ cid, displayId }),
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return [response.body.data.inBank, response.body.data.groupId];
  };

  it("a site contest's own problem (auth 3) opens in the bank for admin roles only", async () => {
    const cid = await createContest(app, root.token, TIMES.ended);
    const written = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: { ...problemBody(), cid, contestProblem: { displayId: 'A', displayTitle: 'Only here' } },
    });
    expect(written.statusCode, JSON.stringify(written.body)).toBe(200);
    const user = await signedInUser(app);
    const admin = await signedInUser(app, Role.ADMIN);
    expect(await where(user.token, cid, 'A')).toEqual([false, null]);
    expect(await where(admin.token, cid, 'A')).toEqual([true, null]);
    // What the button would have opened for the user: the bank's 404.
    const { problemId } = await stored(written.body.data.pid);
    const bank = await app.request({
      url: '/api/get-problem-detail',
      token: user.token,
      query: q({ problemId }),
    });
    expect(bank.statusCode).toBe(404);
  });

  it("a group contest's problems: the group's page for its members when open to them, never the bank", async () => {
    const cid = await createGroupContest(app, owner.token, gid, TIMES.ended);
    await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-public',
      token: owner.token,
      body: { cid, pid: publicPid, displayId: 'A' },
    });
    const added = await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-group',
      token: owner.token,
      query: q({ problemId: (await stored(groupPid)).problemId, cid, displayId: 'B' }),
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    await writeInContest(owner.token, cid);
    // B is the group's problem open to its members (auth 1): its group page; an outsider never gets here.
    expect((await stored(groupPid)).auth).toBe(1);
    expect(await where(member.token, cid, 'A')).toEqual([true, null]);
    expect(await where(member.token, cid, 'B')).toEqual([false, gid]);
    // Written in the contest: contest-only (auth 3), so its group page is its admins' only.
    expect(await where(member.token, cid, 'C')).toEqual([false, null]);
    expect(await where(groupAdmin.token, cid, 'C')).toEqual([false, gid]);
    expect(await where(owner.token, cid, 'B')).toEqual([false, gid]);
  });
});
