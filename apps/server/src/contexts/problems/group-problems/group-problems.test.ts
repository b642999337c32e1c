import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, JudgeStatus, Role } from '@judge/contract';
import {
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { addMember, createGroup, multipartParts, OPEN_GATES } from '../../../../test/groups-kit.ts';
import { writeZip } from '../testdata/zip.ts';

/**
 * Group problems (docs/api.md "Group problems"): made by the group's admins with the admin form and a gid,
 * solved by its members, never seen by the public bank, applied to go public and examined by the back office.
 */
let app: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let groupAdmin: User;
let member: User;
let outsider: User;
let siteAdmin: User;
let gid: number;
let shortName: string;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ ...OPEN_GATES, defaultSubmitInterval: 0 });
  owner = await signedInUser(app, Role.TEACHER);
  groupAdmin = await signedInUser(app);
  member = await signedInUser(app);
  outsider = await signedInUser(app);
  siteAdmin = await signedInUser(app, Role.ADMIN);
  gid = await createGroup(app, owner.token, { auth: 2, code: 'pass' });
  shortName = (
    await app.db.selectFrom('groups').select('shortName').where('id', '=', gid).executeTakeFirstOrThrow()
  ).shortName;
  await addMember(app, gid, groupAdmin.uid, GROUP_LEVEL.ADMIN);
  await addMember(app, gid, member.uid, GROUP_LEVEL.MEMBER);
});
afterAll(() => app.close());

async function create(token: string, overrides: Parameters<typeof problemBody>[0] = {}) {
  const body = problemBody({
    tags: [{ name: `grouptag${Math.random().toString(36).slice(2, 7)}` }],
    ...overrides,
  });
  const response = await app.request({
    method: 'POST',
    url: '/api/group/problem',
    token,
    body: { ...body, gid },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return { pid: response.body.data.pid as number, problemId: `${shortName}${body.problem.problemId}`, body };
}
const get = (url: string, token: string | undefined, query: Record<string, string | number>) =>
  app.request({
    url,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe(`group problems (${TEST_DIALECT})`, () => {
  it("a group admin creates one: the group's short name goes before its id, its new tag is the group's", async () => {
    const { pid, problemId, body } = await create(groupAdmin.token);
    const stored = await app.db
      .selectFrom('problems')
      .selectAll()
      .where('id', '=', pid)
      .executeTakeFirstOrThrow();
    expect(stored.problemId).toBe(problemId);
    expect(stored.gid).toBe(gid);
    expect(stored.originGid).toBe(gid);
    const tag = await app.db
      .selectFrom('tags')
      .selectAll()
      .where('name', '=', body.tags[0].name)
      .executeTakeFirstOrThrow();
    expect(tag.gid).toBe(gid);
    const tags = await get('/api/group/get-all-problem-tags', groupAdmin.token, { gid });
    expect(tags.body.data.map((t: { name: string }) => t.name)).toContain(body.tags[0].name);
    const publicTags = await get('/api/get-all-problem-tags', undefined, {});
    expect(publicTags.body.data.map((t: { name: string }) => t.name)).not.toContain(body.tags[0].name);
  });

  it('members list the open ones, admins all; the public bank, its counts and random never show them', async () => {
    const open = await create(owner.token);
    const closed = await create(owner.token, { problem: { auth: 2 } });
    const memberList = await get('/api/group/get-problem-list', member.token, { gid, limit: 100 });
    const memberIds = memberList.body.data.records.map((r: { pid: number }) => r.pid);
    expect(memberIds).toContain(open.pid);
    expect(memberIds).not.toContain(closed.pid);
    const adminList = await get('/api/group/get-admin-problem-list', groupAdmin.token, { gid, limit: 100 });
    expect(adminList.body.data.records.map((r: { pid: number }) => r.pid)).toEqual(
      expect.arrayContaining([open.pid, closed.pid]),
    );
    const bank = await get('/api/get-problem-list', undefined, { limit: 100 });
    expect(bank.body.data.records.map((r: { pid: number }) => r.pid)).not.toContain(open.pid);
    for (let i = 0; i < 5; i += 1) {
      const random = await get('/api/get-random-problem', undefined, {});
      if (random.statusCode === 200) expect(random.body.data.problemId).not.toBe(open.problemId);
    }
    const adminBank = await get('/api/admin/problem/get-problem-list', siteAdmin.token, { limit: 100 });
    expect(adminBank.body.data.records.map((r: { id: number }) => r.id)).not.toContain(open.pid);
  });

  it("members read an open one's page with gid; outsiders and guests are told it does not exist", async () => {
    const { problemId } = await create(owner.token);
    expect((await get('/api/get-problem-detail', member.token, { problemId, gid })).statusCode).toBe(200);
    expect((await get('/api/get-problem-detail', outsider.token, { problemId, gid })).statusCode).toBe(404);
    expect((await get('/api/get-problem-detail', undefined, { problemId })).statusCode).toBe(404);
  });

  it('a member submits; the group lists it to members only, never the public list; detail for members', async () => {
    const { pid } = await create(owner.token);
    const submit = (token: string) =>
      app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token,
        body: { pid, gid, language: 'C++', code: 'int main(){}' },
      });
    expect((await submit(outsider.token)).statusCode).toBe(403);
    const sent = await submit(member.token);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.gid).toBe(gid);
    const submitId = sent.body.data.submitId;
    const groupList = await get('/api/get-submission-list', member.token, { gid, limit: 50 });
    expect(groupList.body.data.records.map((r: { submitId: number }) => r.submitId)).toContain(submitId);
    expect((await get('/api/get-submission-list', outsider.token, { gid })).statusCode).toBe(403);
    const publicList = await get('/api/get-submission-list', undefined, { limit: 50 });
    expect(publicList.body.data.records.map((r: { submitId: number }) => r.submitId)).not.toContain(submitId);
    const statusOf = async (token: string | undefined) =>
      (
        await app.request({
          method: 'POST',
          url: '/api/check-submissions-status',
          token,
          body: { submitIds: [submitId] },
        })
      ).body.data;
    expect(Object.keys(await statusOf(member.token))).toEqual([String(submitId)]);
    expect(await statusOf(outsider.token)).toEqual({});
    expect(await statusOf(undefined)).toEqual({});
    expect((await get('/api/get-submission-detail', member.token, { submitId })).statusCode).toBe(200);
    expect((await get('/api/get-submission-detail', outsider.token, { submitId })).statusCode).toBe(403);
    expect((await get('/api/get-submission-detail', undefined, { submitId })).statusCode).toBe(401);
  });

  it("each list row carries the caller's own status (myStatus), as the public bank's list does", async () => {
    const { pid } = await create(owner.token);
    const sent = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: member.token,
      body: { pid, gid, language: 'C++', code: 'int main(){}' },
    });
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const statusIn = async (url: string, token: string) => {
      const list = await get(url, token, { gid, limit: 100 });
      return list.body.data.records.find((row: { pid: number }) => row.pid === pid)?.myStatus;
    };
    // Waiting for the judge: the latest submission's status.
    expect(await statusIn('/api/group/get-problem-list', member.token)).toBe(JudgeStatus.PENDING);
    await app.db
      .updateTable('submissions')
      .set({ status: JudgeStatus.ACCEPTED })
      .where('id', '=', sent.body.data.submitId)
      .execute();
    expect(await statusIn('/api/group/get-problem-list', member.token)).toBe(JudgeStatus.ACCEPTED);
    expect(await statusIn('/api/group/get-problem-list', groupAdmin.token)).toBe(JudgeStatus.NOT_SUBMITTED);
    expect(await statusIn('/api/group/get-admin-problem-list', groupAdmin.token)).toBe(
      JudgeStatus.NOT_SUBMITTED,
    );
  });

  it("a member runs a test on an open group problem's page (gid); an outsider is refused", async () => {
    const { pid } = await create(owner.token);
    const run = (token: string, gidGiven: boolean) =>
      app.request({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        token,
        body: { pid, ...(gidGiven ? { gid } : {}), language: 'C++', code: 'int main(){}', userInput: '1 2' },
      });
    expect((await run(member.token, true)).statusCode).toBe(200);
    expect((await run(outsider.token, true)).statusCode).toBe(403);
    expect((await run(member.token, false)).statusCode).toBe(404);
  });

  it('the author or a group root edits; the stored id keeps one short name', async () => {
    const { pid, problemId, body } = await create(groupAdmin.token);
    const edit = (token: string) =>
      app.request({
        method: 'PUT',
        url: '/api/group/problem',
        token,
        body: { ...body, pid, problem: { ...body.problem, problemId, title: 'Edited' }, changeCases: false },
      });
    expect((await edit(member.token)).statusCode).toBe(403);
    expect((await edit(groupAdmin.token)).statusCode).toBe(200);
    const form = await get('/api/group/problem', owner.token, { pid });
    expect(form.body.data.problem.title).toBe('Edited');
    expect(form.body.data.problem.problemId).toBe(problemId);
    expect(form.body.data.problem.gid).toBe(gid);
    expect((await get('/api/group/get-problem-cases', owner.token, { pid })).body.data).toHaveLength(2);
  });

  it('apply-public: applying blocks editing, withdrawing frees it; approval makes it public with its data', async () => {
    const { pid, problemId, body } = await create(owner.token);
    const apply = (isApplied: boolean) =>
      app.request({
        method: 'PUT',
        url: '/api/group/apply-public',
        token: owner.token,
        query: { pid: String(pid), isApplied: String(isApplied) },
      });
    const edit = () =>
      app.request({
        method: 'PUT',
        url: '/api/group/problem',
        token: owner.token,
        body: { ...body, pid, changeCases: false },
      });
    const progress = async () =>
      await app.db
        .selectFrom('problems')
        .select(['applyPublicProgress', 'gid'])
        .where('id', '=', pid)
        .executeTakeFirstOrThrow();

    expect((await apply(true)).statusCode).toBe(200);
    expect((await progress()).applyPublicProgress).toBe(1);
    expect((await edit()).statusCode).toBe(403);
    expect((await apply(false)).statusCode).toBe(200);
    expect((await progress()).applyPublicProgress).toBeNull();
    expect((await edit()).statusCode).toBe(200);

    expect((await apply(true)).statusCode).toBe(200);
    const applications = await get('/api/admin/group-problem/list', siteAdmin.token, { gid });
    expect(applications.body.data.records.map((r: { id: number }) => r.id)).toContain(pid);
    const change = (value: number) =>
      app.request({
        method: 'PUT',
        url: '/api/admin/group-problem/change-progress',
        token: siteAdmin.token,
        body: { pid, progress: value },
      });
    expect((await change(3)).statusCode).toBe(200);
    expect(await progress()).toEqual({ applyPublicProgress: 3, gid });
    expect((await edit()).statusCode).toBe(200);
    expect((await apply(true)).statusCode).toBe(200);
    expect((await change(2)).statusCode).toBe(200);
    expect(await progress()).toEqual({ applyPublicProgress: 2, gid: null });
    // Public now: in the bank for everyone, still in the group's list, no longer changed by the group.
    expect((await get('/api/get-problem-detail', undefined, { problemId })).statusCode).toBe(200);
    const adminList = await get('/api/group/get-admin-problem-list', owner.token, { gid, limit: 100 });
    const row = adminList.body.data.records.find((r: { id: number }) => r.id === pid);
    expect(row).toMatchObject({ applyPublicProgress: 2, isGroup: false, gid });
    expect((await edit()).statusCode).toBe(403);
    expect((await apply(false)).statusCode).toBe(403);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group/problem',
          token: owner.token,
          query: { pid: String(pid) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("approval takes the problem's group tags to the bank; disbanding removes the group's own problems only", async () => {
    const other = await createGroup(app, owner.token);
    const make = async (name: string) => {
      const body = problemBody({ tags: [{ name }] });
      const response = await app.request({
        method: 'POST',
        url: '/api/group/problem',
        token: owner.token,
        body: { ...body, gid: other },
      });
      expect(response.statusCode).toBe(200);
      return response.body.data.pid as number;
    };
    const kept = await make('kept-tag');
    const gone = await make('gone-tag');
    await app.db.updateTable('problems').set({ applyPublicProgress: 1 }).where('id', '=', kept).execute();
    const approved = await app.request({
      method: 'PUT',
      url: '/api/admin/group-problem/change-progress',
      token: siteAdmin.token,
      body: { pid: kept, progress: 2 },
    });
    expect(approved.statusCode).toBe(200);
    const publicTags = (await get('/api/get-all-problem-tags', undefined, {})).body.data.map(
      (t: { name: string }) => t.name,
    );
    expect(publicTags).toContain('kept-tag');
    expect(publicTags).not.toContain('gone-tag');
    const disband = await app.request({
      method: 'DELETE',
      url: '/api/group',
      token: owner.token,
      query: { gid: String(other) },
    });
    expect(disband.statusCode).toBe(200);
    const left = await app.db
      .selectFrom('problems')
      .select(['id', 'gid', 'originGid'])
      .where('id', 'in', [kept, gone])
      .execute();
    expect(left).toEqual([{ id: kept, gid: null, originGid: null }]);
    expect(
      await app.db.selectFrom('tags').select('id').where('name', '=', 'gone-tag').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('change-problem-auth and delete by the group root', async () => {
    const { pid } = await create(groupAdmin.token);
    const auth = await app.request({
      method: 'PUT',
      url: '/api/group/change-problem-auth',
      token: owner.token,
      query: { pid: String(pid), auth: '2' },
    });
    expect(auth.statusCode).toBe(200);
    const memberList = await get('/api/group/get-problem-list', member.token, { gid, limit: 100 });
    expect(memberList.body.data.records.map((r: { pid: number }) => r.pid)).not.toContain(pid);
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/group/problem',
      token: owner.token,
      query: { pid: String(pid) },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await app.db.selectFrom('problems').select('id').where('id', '=', pid).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("a group admin uploads a test-case zip with the gid (query or field) for the group's form; others are refused", async () => {
    const zip = writeZip(
      new Map(Object.entries({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '2 2\n', '2.out': '4\n' })),
    );
    const upload = (
      token: string | undefined,
      query: Record<string, string>,
      fields: { field: string; value: string }[] = [],
    ) =>
      app.request({
        method: 'POST',
        url: '/api/file/upload-testcase-zip',
        token,
        query,
        ...multipartParts([{ field: 'file', filename: 'cases.zip', content: zip }, ...fields]),
      });
    const byQuery = await upload(groupAdmin.token, { gid: String(gid) });
    expect(byQuery.statusCode, JSON.stringify(byQuery.body)).toBe(200);
    expect((await upload(owner.token, {}, [{ field: 'gid', value: String(gid) }])).statusCode).toBe(200);
    expect((await upload(member.token, { gid: String(gid) })).statusCode).toBe(403);
    expect((await upload(outsider.token, { gid: String(gid) })).statusCode).toBe(403);
    expect((await upload(outsider.token, {}, [{ field: 'gid', value: String(gid) }])).statusCode).toBe(403);
    expect((await upload(owner.token, {})).statusCode).toBe(403);
    expect((await upload(undefined, { gid: String(gid) })).statusCode).toBe(401);
    expect((await upload(groupAdmin.token, { gid: 'x' })).body.data.field).toBe('gid');
    expect((await upload(siteAdmin.token, {})).statusCode).toBe(200);
    const { pid } = await create(groupAdmin.token, {
      isUploadTestCase: true,
      uploadTestcaseDir: byQuery.body.data.fileListDir,
      samples: byQuery.body.data.fileList.map((file: { input: string; output: string }) => ({
        inputName: file.input,
        outputName: file.output,
      })),
    });
    const cases = await get('/api/group/get-problem-cases', groupAdmin.token, { pid, isUpload: 'true' });
    expect(cases.body.data.map((c: { inputName: string }) => c.inputName)).toEqual(['1.in', '2.in']);
  });
});
