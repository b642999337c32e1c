import { GROUP_LEVEL, PROBLEM_AUTH, Role, type GroupCreateBody, type RoleId } from '@judge/contract';
import { nowIso } from '../src/lib/time.ts';
import { createProblem, problemBody, signedInUser, type TestApp } from './test-app.ts';
import { trainingBody } from './trainings-kit.ts';
import { contestBody } from './contests-kit.ts';

/** Test helpers of the groups domain: groups made through the API, members and group problems as factories. */

let counter = 0;

/** A valid create form (a public group), with overrides; names are unique per call. */
export function groupBody(overrides: Partial<GroupCreateBody> = {}): GroupCreateBody {
  counter += 1;
  return {
    name: `Group ${counter}${Math.random().toString(36).slice(2, 6)}`,
    shortName: `G${counter}${Math.random().toString(36).slice(2, 5).toUpperCase()}`.slice(0, 10),
    brief: 'A class that practises together.',
    description: 'Weekly **problems** and a rank.',
    auth: 1,
    ...overrides,
  };
}

/** Creates a group through POST /api/group as the token's user (the owner); answers its id. */
export async function createGroup(app: TestApp, token: string, overrides: Partial<GroupCreateBody> = {}) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group',
    token,
    body: groupBody(overrides),
  });
  if (response.statusCode !== 200) throw new Error(`group not created: ${JSON.stringify(response.body)}`);
  return response.body.data.id as number;
}

/** Factory: a member row of the given level straight in the database (for tests not about applying). */
export async function addMember(
  app: TestApp,
  gid: number,
  uid: number,
  level: number,
  reason: string | null = null,
) {
  const now = nowIso();
  await app.db
    .insertInto('groupMembers')
    .values({ gid, uid, auth: level, reason, gmtCreate: now, gmtModified: now })
    .onConflict((oc) => oc.columns(['gid', 'uid']).doUpdateSet({ auth: level, reason }))
    .execute();
}

/** Factory: a signed-in user holding a level in the group. */
export async function groupUser(app: TestApp, gid: number, level: number, role: RoleId = Role.USER) {
  const user = await signedInUser(app, role);
  await addMember(app, gid, user.uid, level);
  return user;
}

/**
 * Factory: a problem of the group (the group content to come makes them through its own form; here the bank's
 * admin form, then the gid set), answering its pid.
 */
export async function groupProblem(app: TestApp, rootToken: string, gid: number) {
  const { pid, problemId } = await createProblem(app, rootToken, { problem: { auth: PROBLEM_AUTH.PUBLIC } });
  await app.db.updateTable('problems').set({ gid, originGid: gid }).where('id', '=', pid).execute();
  return { pid, problemId };
}

/** Lets anyone create groups and post (the switches' gates are tested on their own). */
export const OPEN_GATES = {
  defaultCreateGroupACInitValue: 0,
  defaultCreateGroupDailyLimit: 100,
  defaultCreateGroupLimit: 100,
  defaultCreateGroupAdminLimit: 100,
  defaultCreateDiscussionACInitValue: 0,
  defaultCreateDiscussionDailyLimit: 100,
  defaultCreateCommentACInitValue: 0,
  openGroupDiscussion: true,
};

/** A multipart/form-data body of fields and one file in the given order (the reference's client sends gid last). */
export function multipartParts(
  parts: ({ field: string; value: string } | { field: string; filename: string; content: Buffer })[],
) {
  const boundary = `----grouptest${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((part) =>
    'value' in part
      ? Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        )
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          part.content,
          Buffer.from('\r\n'),
        ]),
  );
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Query values as the strings a URL holds. */
export const textQuery = (values: Record<string, string | number | boolean>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

async function created<T>(response: { statusCode: number; body: { data: T } }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what} not created: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** A problem of the group made through POST /api/group/problem (the admin form with the gid): pid and problemId. */
export async function createGroupProblem(app: TestApp, token: string, gid: number, body = problemBody()) {
  const { pid } = await created<{ pid: number }>(
    await app.request({ method: 'POST', url: '/api/group/problem', token, body: { ...body, gid } }),
    'group problem',
  );
  const { problemId } = await app.db
    .selectFrom('problems')
    .select('problemId')
    .where('id', '=', pid)
    .executeTakeFirstOrThrow();
  return { pid, problemId };
}

/** A training of the group made through POST /api/group/training (the back office's form with the gid): its tid. */
export async function createGroupTraining(
  app: TestApp,
  token: string,
  gid: number,
  categoryId: number,
  overrides: Parameters<typeof trainingBody>[1] = {},
) {
  const body = { ...trainingBody(categoryId, overrides), gid };
  return (
    await created<{ tid: number }>(
      await app.request({ method: 'POST', url: '/api/group/training', token, body }),
      'group training',
    )
  ).tid;
}

/** A contest of the group made through POST /api/group/contest (the back office's form with the gid): its cid. */
export async function createGroupContest(
  app: TestApp,
  token: string,
  gid: number,
  overrides: Parameters<typeof contestBody>[0] = {},
) {
  const body = { ...contestBody(overrides), gid };
  return (
    await created<{ cid: number }>(
      await app.request({ method: 'POST', url: '/api/group/contest', token, body }),
      'group contest',
    )
  ).cid;
}

/**
 * The cast of the group content tests: root, a teacher owning a protected group, a group admin, a member and an
 * outsider; a problem of the group, a public and a private bank problem. Submissions are not rate limited.
 */
export async function groupContentCast(app: TestApp) {
  await app.services.siteConfig.updateSwitches({ ...OPEN_GATES, defaultSubmitInterval: 0 });
  const root = await signedInUser(app, Role.ROOT);
  const owner = await signedInUser(app, Role.TEACHER);
  const groupAdmin = await signedInUser(app);
  const member = await signedInUser(app);
  const outsider = await signedInUser(app);
  const gid = await createGroup(app, owner.token, { auth: 2, code: 'pass' });
  await addMember(app, gid, groupAdmin.uid, GROUP_LEVEL.ADMIN);
  await addMember(app, gid, member.uid, GROUP_LEVEL.MEMBER);
  const { pid: groupPid, problemId: groupProblemId } = await createGroupProblem(app, owner.token, gid);
  const publicPid = (await createProblem(app, root.token)).pid;
  const privatePid = (await createProblem(app, root.token, { problem: { auth: 2 } })).pid;
  return { root, owner, groupAdmin, member, outsider, gid, groupPid, groupProblemId, publicPid, privatePid };
}
