import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL } from '@judge/contract';
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
  createGroupContest as makeGroupContest,
  groupContentCast,
  textQuery,
} from '../../../../test/groups-kit.ts';
import { contestBody } from '../../../../test/contests-kit.ts';

/**
 * Group contests (docs/api.md "Group contests"): a contest with its group's gid, made and managed through the
 * group's calls, entered through the contests' own calls by the group's members only.
 */
let app: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let root: User;
let owner: User;
let groupAdmin: User;
let member: User;
let outsider: User;
let gid: number;
let groupProblemId: string;
let groupPid: number;
let publicPid: number;
let privatePid: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ root, owner, groupAdmin, member, outsider, gid, groupPid, groupProblemId, publicPid, privatePid } =
    await groupContentCast(app));
});
afterAll(() => app.close());

const q = textQuery;
const createGroupContest = (token: string, overrides: Parameters<typeof contestBody>[0] = {}) =>
  makeGroupContest(app, token, gid, overrides);

describe(`group contests (${TEST_DIALECT})`, () => {
  it('a group admin creates one: members list it, the public list and back office never', async () => {
    const cid = await createGroupContest(groupAdmin.token);
    const list = await app.request({
      url: '/api/group/get-contest-list',
      token: member.token,
      query: q({ gid }),
    });
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toContain(cid);
    expect(
      (await app.request({ url: '/api/group/get-contest-list', token: outsider.token, query: q({ gid }) }))
        .statusCode,
    ).toBe(403);
    const publicList = await app.request({ url: '/api/get-contest-list', query: q({ limit: 100 }) });
    expect(publicList.body.data.records.map((r: { id: number }) => r.id)).not.toContain(cid);
    const backOffice = await app.request({
      url: '/api/admin/contest/get-contest-list',
      token: root.token,
      query: q({ limit: 100 }),
    });
    expect(backOffice.body.data.records.map((r: { id: number }) => r.id)).not.toContain(cid);
    const adminList = await app.request({
      url: '/api/group/get-admin-contest-list',
      token: groupAdmin.token,
      query: q({ gid }),
    });
    expect(adminList.body.data.records.map((r: { id: number }) => r.id)).toContain(cid);
  });

  it('problems from the public bank and the group; members enter and submit, outsiders are refused', async () => {
    const cid = await createGroupContest(owner.token);
    const fromPublic = (pid: number, displayId: string) =>
      app.request({
        method: 'POST',
        url: '/api/group/add-contest-problem-from-public',
        token: owner.token,
        body: { cid, pid, displayId },
      });
    expect((await fromPublic(publicPid, 'A')).statusCode).toBe(200);
    const refused = await fromPublic(privatePid, 'B');
    expect([refused.statusCode, refused.body.data?.field]).toEqual([400, 'pid']);
    const fromGroup = await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-group',
      token: owner.token,
      query: q({ problemId: groupProblemId, cid, displayId: 'B' }),
    });
    expect(fromGroup.statusCode, JSON.stringify(fromGroup.body)).toBe(200);
    const written = await app.request({
      method: 'POST',
      url: '/api/group/contest-problem',
      token: owner.token,
      body: { ...problemBody(), cid, contestProblem: { displayId: 'C', displayTitle: 'Written here' } },
    });
    expect(written.statusCode, JSON.stringify(written.body)).toBe(200);
    const stored = await app.db
      .selectFrom('problems')
      .select(['gid', 'auth'])
      .where('id', '=', written.body.data.pid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ gid, auth: 3 });
    const problems = await app.request({
      url: '/api/group/get-contest-problem-list',
      token: owner.token,
      query: q({ cid }),
    });
    expect(problems.body.data.records.map((r: { displayId: string }) => r.displayId).sort()).toEqual([
      'A',
      'B',
      'C',
    ]);

    expect(
      (await app.request({ url: '/api/get-contest-info', token: member.token, query: q({ cid }) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.request({ url: '/api/get-contest-info', token: outsider.token, query: q({ cid }) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.request({ url: '/api/get-contest-problem', token: member.token, query: q({ cid }) }))
        .statusCode,
    ).toBe(200);
    const submit = (token: string) =>
      app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token,
        body: { pid: groupPid, cid, language: 'C++', code: 'int main(){}' },
      });
    expect((await submit(member.token)).statusCode).toBe(200);
    expect((await submit(outsider.token)).statusCode).toBe(403);
    // The ended contest's 'open in the bank' is offered for the bank's problem only (a group's is in no bank).
    const inBank = async (displayId: string) =>
      (
        await app.request({
          url: '/api/get-contest-problem-details',
          token: owner.token,
          query: q({ cid, displayId }),
        })
      ).body.data.inBank;
    expect([await inBank('A'), await inBank('B'), await inBank('C')]).toEqual([true, false, false]);
  });

  it('the group root or the author manage it: edit, visibility, problems and announcements', async () => {
    const cid = await createGroupContest(groupAdmin.token);
    const other = await signedInUser(app);
    await addMember(app, gid, other.uid, GROUP_LEVEL.ADMIN);
    const hide = (token: string) =>
      app.request({
        method: 'PUT',
        url: '/api/group/change-contest-visible',
        token,
        query: q({ cid, visible: false }),
      });
    expect((await hide(other.token)).statusCode).toBe(403);
    expect((await hide(groupAdmin.token)).statusCode).toBe(200);
    expect(
      (await app.request({ url: '/api/get-contest-info', token: member.token, query: q({ cid }) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.request({ url: '/api/get-contest-info', token: owner.token, query: q({ cid }) })).statusCode,
    ).toBe(200);
    const form = await app.request({ url: '/api/group/contest', token: owner.token, query: q({ cid }) });
    expect(form.body.data.gid).toBe(gid);
    const edited = await app.request({
      method: 'PUT',
      url: '/api/group/contest',
      token: owner.token,
      body: { ...contestBody({ title: 'Edited' }), cid },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-public',
      token: owner.token,
      body: { cid, pid: publicPid, displayId: 'A' },
    });
    const link = await app.request({
      url: '/api/group/contest-problem',
      token: groupAdmin.token,
      query: q({ cid, pid: publicPid }),
    });
    expect(link.body.data.displayId).toBe('A');
    const relabel = await app.request({
      method: 'PUT',
      url: '/api/group/contest-problem',
      token: groupAdmin.token,
      body: { cid, pid: publicPid, displayId: 'Z', displayTitle: 'Renamed' },
    });
    expect(relabel.statusCode, JSON.stringify(relabel.body)).toBe(200);
    const unlink = await app.request({
      method: 'DELETE',
      url: '/api/group/contest-problem',
      token: owner.token,
      query: q({ cid, pid: publicPid }),
    });
    expect(unlink.statusCode).toBe(200);

    const posted = await app.request({
      method: 'POST',
      url: '/api/group/contest-announcement',
      token: groupAdmin.token,
      body: { cid, announcement: { title: 'Note', content: 'Read B first' } },
    });
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(200);
    const aid = posted.body.data.id;
    const announcements = await app.request({
      url: '/api/group/get-contest-announcement-list',
      token: owner.token,
      query: q({ cid }),
    });
    expect(announcements.body.data.records.map((r: { id: number }) => r.id)).toContain(aid);
    const updated = await app.request({
      method: 'PUT',
      url: '/api/group/contest-announcement',
      token: owner.token,
      body: { cid, announcement: { id: aid, title: 'Note', content: 'Read A first', status: 0 } },
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    const otherCid = await createGroupContest(owner.token);
    const wrongContest = await app.request({
      method: 'DELETE',
      url: '/api/group/contest-announcement',
      token: owner.token,
      query: q({ aid, cid: otherCid }),
    });
    expect(wrongContest.statusCode).toBe(404);
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/group/contest-announcement',
      token: owner.token,
      query: q({ aid, cid }),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group/contest',
          token: member.token,
          query: q({ cid }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group/contest',
          token: groupAdmin.token,
          query: q({ cid }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("the group calls do not reach the site's contests; disbanding takes the group's contests", async () => {
    const site = await app.request({
      method: 'POST',
      url: '/api/admin/contest',
      token: root.token,
      body: contestBody(),
    });
    expect(
      (
        await app.request({
          url: '/api/group/contest',
          token: root.token,
          query: q({ cid: site.body.data.cid }),
        })
      ).statusCode,
    ).toBe(404);
    const other = await createGroup(app, owner.token);
    const response = await app.request({
      method: 'POST',
      url: '/api/group/contest',
      token: owner.token,
      body: { ...contestBody(), gid: other },
    });
    const cid = response.body.data.cid;
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group',
          token: owner.token,
          query: q({ gid: other }),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await app.db.selectFrom('contests').select('id').where('id', '=', cid).executeTakeFirst(),
    ).toBeUndefined();
  });
});
