import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import {
  addMember,
  createGroup,
  createGroupTraining as makeGroupTraining,
  groupContentCast,
  textQuery,
} from '../../../../test/groups-kit.ts';
import { createCategory, trainingBody } from '../../../../test/trainings-kit.ts';

/**
 * Group trainings (docs/api.md "Group trainings"): a training with its group's gid, made and managed through the
 * group's calls, read and solved through the trainings' own calls by the group's members only.
 */
let app: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let root: User;
let owner: User;
let groupAdmin: User;
let member: User;
let outsider: User;
let gid: number;
let categoryId: number;
let groupPid: number;
let groupProblemId: string;
let publicPid: number;
let privatePid: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ root, owner, groupAdmin, member, outsider, gid, groupPid, groupProblemId, publicPid, privatePid } =
    await groupContentCast(app));
  categoryId = await createCategory(app, root.token);
});
afterAll(() => app.close());

const q = textQuery;
const createGroupTraining = (token: string, overrides: Parameters<typeof trainingBody>[1] = {}) =>
  makeGroupTraining(app, token, gid, categoryId, overrides);

describe(`group trainings (${TEST_DIALECT})`, () => {
  it("a group admin creates one: the group's members list it, the public site and its back office never", async () => {
    const tid = await createGroupTraining(groupAdmin.token);
    const list = await app.request({
      url: '/api/group/get-training-list',
      token: member.token,
      query: q({ gid }),
    });
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toContain(tid);
    expect(list.body.data.records.find((r: { id: number }) => r.id === tid).gid).toBe(gid);
    expect(
      (await app.request({ url: '/api/group/get-training-list', token: outsider.token, query: q({ gid }) }))
        .statusCode,
    ).toBe(403);
    const publicList = await app.request({ url: '/api/get-training-list', query: q({ limit: 100 }) });
    expect(publicList.body.data.records.map((r: { id: number }) => r.id)).not.toContain(tid);
    const backOffice = await app.request({
      url: '/api/admin/training/get-training-list',
      token: root.token,
      query: q({ limit: 100 }),
    });
    expect(backOffice.body.data.records.map((r: { id: number }) => r.id)).not.toContain(tid);
    const adminList = await app.request({
      url: '/api/group/get-admin-training-list',
      token: groupAdmin.token,
      query: q({ gid }),
    });
    expect(adminList.body.data.records.map((r: { id: number }) => r.id)).toContain(tid);
  });

  it("adds public problems and the group's own; members read and solve it, outsiders are refused", async () => {
    const tid = await createGroupTraining(owner.token);
    const fromPublic = (pid: number) =>
      app.request({
        method: 'POST',
        url: '/api/group/add-training-problem-from-public',
        token: owner.token,
        body: { tid, pid },
      });
    expect((await fromPublic(publicPid)).statusCode).toBe(200);
    const refused = await fromPublic(privatePid);
    expect([refused.statusCode, refused.body.data?.field]).toEqual([400, 'pid']);
    expect((await fromPublic(groupPid)).statusCode).toBe(400);
    const fromGroup = await app.request({
      method: 'POST',
      url: '/api/group/add-training-problem-from-group',
      token: owner.token,
      query: q({ problemId: groupProblemId, tid }),
    });
    expect(fromGroup.statusCode, JSON.stringify(fromGroup.body)).toBe(200);
    const problems = await app.request({
      url: '/api/group/get-training-problem-list',
      token: owner.token,
      query: q({ tid }),
    });
    expect(problems.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([
      publicPid,
      groupPid,
    ]);

    expect(
      (await app.request({ url: '/api/get-training-detail', token: member.token, query: q({ tid }) }))
        .statusCode,
    ).toBe(200);
    const memberProblems = await app.request({
      url: '/api/get-training-problem-list',
      token: member.token,
      query: q({ tid }),
    });
    expect(memberProblems.statusCode).toBe(200);
    expect(
      (await app.request({ url: '/api/get-training-detail', token: outsider.token, query: q({ tid }) }))
        .statusCode,
    ).toBe(403);
    const submit = (token: string) =>
      app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token,
        body: { pid: groupPid, tid, language: 'C++', code: 'int main(){}' },
      });
    const sent = await submit(member.token);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.gid).toBe(gid);
    expect((await submit(outsider.token)).statusCode).toBe(403);
  });

  it('the group root or the author manage it; hidden, only they see it', async () => {
    const tid = await createGroupTraining(groupAdmin.token);
    const other = await signedInUser(app);
    await addMember(app, gid, other.uid, GROUP_LEVEL.ADMIN);
    const hide = (token: string) =>
      app.request({
        method: 'PUT',
        url: '/api/group/change-training-status',
        token,
        query: q({ tid, status: false }),
      });
    expect((await hide(other.token)).statusCode).toBe(403);
    expect((await hide(groupAdmin.token)).statusCode).toBe(200);
    expect(
      (await app.request({ url: '/api/get-training-detail', token: member.token, query: q({ tid }) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.request({ url: '/api/get-training-detail', token: owner.token, query: q({ tid }) }))
        .statusCode,
    ).toBe(200);
    const form = await app.request({ url: '/api/group/training', token: owner.token, query: q({ tid }) });
    expect(form.body.data.training.gid).toBe(gid);
    const edited = await app.request({
      method: 'PUT',
      url: '/api/group/training',
      token: owner.token,
      body: {
        ...trainingBody(categoryId, { title: 'Edited' }),
        training: { ...trainingBody(categoryId, { title: 'Edited' }).training, id: tid },
      },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    await app.request({
      method: 'POST',
      url: '/api/group/add-training-problem-from-public',
      token: owner.token,
      body: { tid, pid: publicPid },
    });
    const link = (
      await app.request({
        url: '/api/group/get-training-problem-list',
        token: owner.token,
        query: q({ tid }),
      })
    ).body.data.trainingProblemMap[String(publicPid)];
    const rank = await app.request({
      method: 'PUT',
      url: '/api/group/training-problem',
      token: groupAdmin.token,
      body: { id: link.id, rank: 7 },
    });
    expect(rank.statusCode).toBe(200);
    const unlink = await app.request({
      method: 'DELETE',
      url: '/api/group/training-problem',
      token: owner.token,
      query: q({ tid, pid: publicPid }),
    });
    expect(unlink.statusCode).toBe(200);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group/training',
          token: member.token,
          query: q({ tid }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group/training',
          token: groupAdmin.token,
          query: q({ tid }),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await app.db.selectFrom('trainings').select('id').where('id', '=', tid).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("the group calls do not reach the site's trainings; disbanding takes the group's trainings", async () => {
    const site = await app.request({
      method: 'POST',
      url: '/api/admin/training',
      token: root.token,
      body: trainingBody(categoryId),
    });
    const siteTid = site.body.data.tid;
    expect(
      (await app.request({ url: '/api/group/training', token: root.token, query: q({ tid: siteTid }) }))
        .statusCode,
    ).toBe(404);
    const other = await createGroup(app, owner.token);
    const response = await app.request({
      method: 'POST',
      url: '/api/group/training',
      token: owner.token,
      body: { ...trainingBody(categoryId), gid: other },
    });
    const tid = response.body.data.tid;
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
      await app.db.selectFrom('trainings').select('id').where('id', '=', tid).executeTakeFirst(),
    ).toBeUndefined();
  });
});
