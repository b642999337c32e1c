import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { GROUP_LEVEL, Role } from '@judge/contract';
import { createTestApp, problemBody, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { addMember, createGroup, groupBody, multipartParts, OPEN_GATES } from '../groups-kit.ts';
import { createCategory, trainingBody } from '../trainings-kit.ts';
import { contestBody } from '../contests-kit.ts';
import { checkCallerRow, FORBIDDEN, GUEST_REFUSED, NOT_FOUND, type CallerRow } from './audit-kit.ts';

/**
 * Every group call x every kind of caller (spec 3 §6; docs/api.md "Groups"): a guest; signed-in users who are not
 * in the group, applying, a member, a group admin, a group root, the owner; an admin of the site who is not in the
 * group; the site's root (not in it either, and passing every group check). Allowed callers get 200; the others
 * the refusal named. Calls that change or delete something act on a fresh target per caller.
 */
type GroupCaller =
  | 'guest'
  | 'nonMember'
  | 'applicant'
  | 'member'
  | 'groupAdmin'
  | 'groupRoot'
  | 'owner'
  | 'siteAdmin'
  | 'root';
type Row = CallerRow<GroupCaller>;
type User = Awaited<ReturnType<typeof signedInUser>>;

const LEVELS: Partial<Record<GroupCaller, number>> = {
  applicant: GROUP_LEVEL.APPLYING,
  member: GROUP_LEVEL.MEMBER,
  groupAdmin: GROUP_LEVEL.ADMIN,
  groupRoot: GROUP_LEVEL.ROOT,
};
const SIGNED_IN: GroupCaller[] = [
  'nonMember',
  'applicant',
  'member',
  'groupAdmin',
  'groupRoot',
  'owner',
  'siteAdmin',
  'root',
];
/** Level 3 and up (the owner's row is 5); the site's root passes as a root. */
const MEMBERS: GroupCaller[] = ['member', 'groupAdmin', 'groupRoot', 'owner', 'root'];
const ADMINS: GroupCaller[] = ['groupAdmin', 'groupRoot', 'owner', 'root'];
const ROOTS: GroupCaller[] = ['groupRoot', 'owner', 'root'];
const others = (allowed: GroupCaller[]) => SIGNED_IN.filter((caller) => !allowed.includes(caller));

let app: TestApp;
let users: Record<Exclude<GroupCaller, 'guest'>, User>;
/** A visible protected group with every caller at their level, and a hidden one likewise. */
let gid: number;
let hiddenGid: number;
let categoryId: number;
let discussionId: number;
/** A group problem of a group admin and a submission of a member to it. */
let adminProblemPid: number;
let groupSubmitId: number;
/** A training category of the site, a public bank problem, and a group training of a group admin holding it. */
let trainingCategoryId: number;
let bankPid: number;
let adminTid: number;
let adminLinkId: number;
/** A running group contest of a group admin holding the bank problem as A, with an announcement. */
let adminCid: number;
let adminAnnouncementId: number;

/** A group of the owner with every caller at their level (a fresh target for calls that change it). */
async function freshGroup(overrides: Parameters<typeof groupBody>[0] = { auth: 2, code: 'pass' }) {
  const id = await createGroup(app, users.owner.token, overrides);
  for (const [caller, level] of Object.entries(LEVELS))
    await addMember(app, id, users[caller as keyof typeof users].uid, level);
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches(OPEN_GATES);
  const make = async (role: (typeof Role)[keyof typeof Role] = Role.USER) => signedInUser(app, role);
  users = {
    nonMember: await make(),
    applicant: await make(),
    member: await make(),
    groupAdmin: await make(),
    groupRoot: await make(),
    owner: await make(Role.TEACHER),
    siteAdmin: await make(Role.ADMIN),
    root: await make(Role.ROOT),
  };
  gid = await freshGroup();
  hiddenGid = await freshGroup({ visible: false });
  categoryId = (await app.request({ url: '/api/discussion-category' })).body.data[0].id;
  discussionId = await postDiscussion(gid, users.member);
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  adminProblemPid = await groupProblem(users.groupAdmin);
  const submitted = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: users.member.token,
    body: { pid: adminProblemPid, gid, language: 'C++', code: 'int main(){}' },
  });
  if (submitted.statusCode !== 200) throw new Error(JSON.stringify(submitted.body));
  groupSubmitId = submitted.body.data.submitId;
  trainingCategoryId = await createCategory(app, users.root.token);
  const bank = await app.request({
    method: 'POST',
    url: '/api/admin/problem',
    token: users.root.token,
    body: problemBody(),
  });
  bankPid = bank.body.data.pid;
  adminTid = await groupTraining(users.groupAdmin);
  adminLinkId = (await linkProblem(adminTid, users.groupAdmin)).id;
  adminCid = await groupContest(users.groupAdmin);
  await contestProblem(adminCid, users.groupAdmin);
  adminAnnouncementId = await contestAnnouncement(adminCid, users.groupAdmin);
});

/** A running contest of the main group made through POST /api/group/contest by the author (a fresh target). */
async function groupContest(author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/contest',
    token: author.token,
    body: { ...contestBody(), gid },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.cid as number;
}

/** The bank problem as A of a group contest, by its author. */
async function contestProblem(cid: number, author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/add-contest-problem-from-public',
    token: author.token,
    body: { cid, pid: bankPid, displayId: 'A' },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
}

/** An announcement of a group contest, by its author; answers its id. */
async function contestAnnouncement(cid: number, author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/contest-announcement',
    token: author.token,
    body: { cid, announcement: { title: 'Note', content: 'Read A first' } },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.id as number;
}

/** A training of the main group made through POST /api/group/training by the author (a fresh target). */
async function groupTraining(author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/training',
    token: author.token,
    body: { ...trainingBody(trainingCategoryId), gid },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.tid as number;
}

/** The bank problem put in a group training by its author; answers the link. */
async function linkProblem(tid: number, author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/add-training-problem-from-public',
    token: author.token,
    body: { tid, pid: bankPid },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data as { id: number };
}

/** A problem of the main group made through POST /api/group/problem by the author (a fresh target). */
async function groupProblem(author: User, progress: number | null = null) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/problem',
    token: author.token,
    body: { ...problemBody(), gid },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  const pid = response.body.data.pid as number;
  if (progress !== null)
    await app.db
      .updateTable('problems')
      .set({ applyPublicProgress: progress })
      .where('id', '=', pid)
      .execute();
  return pid;
}
afterAll(() => app.close());

async function postDiscussion(group: number, author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/discussion',
    token: author.token,
    body: { gid: group, title: 'Questions', description: 'Ask here', content: 'Hello', categoryId },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.id as number;
}

async function postAnnouncement(author: User) {
  const response = await app.request({
    method: 'POST',
    url: '/api/group/announcement',
    token: author.token,
    body: { gid, title: 'Notice', content: 'Bring a laptop' },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.id as number;
}

/** A new user with a row of the given level in the main group. */
async function newRow(level: number) {
  const user = await signedInUser(app);
  await addMember(app, gid, user.uid, level);
  return user;
}

const q = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
const only = (call: string, request: Row['request'], allowed: GroupCaller[], refusal = FORBIDDEN): Row => ({
  call,
  request,
  allowed,
  denied: [
    [['guest'], GUEST_REFUSED],
    [others(allowed), refusal],
  ],
});
/** Members let in; callers outside a hidden group are told it does not exist. */
const hidden = (call: string, request: Row['request'], allowed: GroupCaller[]): Row => ({
  call,
  request,
  allowed,
  denied: [
    [['guest'], GUEST_REFUSED],
    [others(allowed).filter((c) => !['nonMember', 'applicant', 'siteAdmin'].includes(c)), FORBIDDEN],
    [['nonMember', 'applicant', 'siteAdmin'], NOT_FOUND],
  ],
});

/**
 * The calls a group's training and contest both have (lists, the form, delete, visibility, the problem list): one
 * table for the two kinds, whose ids, forms and visibility switch differ.
 */
interface ContentKind {
  name: 'training' | 'contest';
  key: 'tid' | 'cid';
  adminId: () => number;
  make: (author: User) => Promise<number>;
  createBody: () => Record<string, unknown>;
  updateBody: (id: number) => Record<string, unknown>;
  visible: { path: string; param: 'status' | 'visible' };
  /** Links the bank's problem to one (for removing the link). */
  link: (id: number, author: User) => Promise<unknown>;
  fromPublic: (id: number) => Record<string, unknown>;
  fromGroup: (id: number, problemId: string) => Record<string, string | number>;
}
const TRAININGS: ContentKind = {
  name: 'training',
  key: 'tid',
  adminId: () => adminTid,
  make: (author) => groupTraining(author),
  createBody: () => ({ ...trainingBody(trainingCategoryId), gid }),
  updateBody: (id) => {
    const body = trainingBody(trainingCategoryId);
    return { ...body, training: { ...body.training, id } };
  },
  visible: { path: '/api/group/change-training-status', param: 'status' },
  link: (tid, author) => linkProblem(tid, author),
  fromPublic: (tid) => ({ tid, pid: bankPid }),
  fromGroup: (tid, problemId) => ({ tid, problemId }),
};
const CONTESTS: ContentKind = {
  name: 'contest',
  key: 'cid',
  adminId: () => adminCid,
  make: (author) => groupContest(author),
  createBody: () => ({ ...contestBody(), gid }),
  updateBody: (id) => ({ ...contestBody(), cid: id }),
  visible: { path: '/api/group/change-contest-visible', param: 'visible' },
  link: (cid, author) => contestProblem(cid, author),
  fromPublic: (cid) => ({ cid, pid: bankPid, displayId: 'A' }),
  fromGroup: (cid, problemId) => ({ cid, problemId, displayId: 'A' }),
};
const contentRows = (k: ContentKind): Row[] => {
  const path = `/api/group/${k.name}`;
  const managers: GroupCaller[] = ['groupAdmin', ...ROOTS];
  return [
    only(
      `GET /api/group/get-${k.name}-list`,
      () => ({ url: `/api/group/get-${k.name}-list`, query: q({ gid }) }),
      MEMBERS,
    ),
    only(
      `GET /api/group/get-admin-${k.name}-list`,
      () => ({ url: `/api/group/get-admin-${k.name}-list`, query: q({ gid }) }),
      ADMINS,
    ),
    only(
      `GET ${path} (a group admin's)`,
      () => ({ url: path, query: q({ [k.key]: k.adminId() }) }),
      managers,
    ),
    only(`POST ${path}`, () => ({ method: 'POST', url: path, body: k.createBody() }), ADMINS),
    only(
      `PUT ${path} (a group admin's)`,
      () => ({ method: 'PUT', url: path, body: k.updateBody(k.adminId()) }),
      managers,
    ),
    only(
      `DELETE ${path} (the owner's)`,
      async () => ({ method: 'DELETE', url: path, query: q({ [k.key]: await k.make(users.owner) }) }),
      ROOTS,
    ),
    only(
      `PUT ${k.visible.path} (a group admin's)`,
      () => ({
        method: 'PUT',
        url: k.visible.path,
        query: q({ [k.key]: k.adminId(), [k.visible.param]: 'true' }),
      }),
      managers,
    ),
    only(
      `GET /api/group/get-${k.name}-problem-list (a group admin's)`,
      () => ({ url: `/api/group/get-${k.name}-problem-list`, query: q({ [k.key]: k.adminId() }) }),
      managers,
    ),
    only(
      `DELETE /api/group/${k.name}-problem (the owner's)`,
      async () => {
        const id = await k.make(users.owner);
        await k.link(id, users.owner);
        return {
          method: 'DELETE',
          url: `/api/group/${k.name}-problem`,
          query: q({ [k.key]: id, pid: bankPid }),
        };
      },
      ROOTS,
    ),
    only(
      `POST /api/group/add-${k.name}-problem-from-public (the owner's)`,
      async () => ({
        method: 'POST',
        url: `/api/group/add-${k.name}-problem-from-public`,
        body: k.fromPublic(await k.make(users.owner)),
      }),
      ROOTS,
    ),
    only(
      `POST /api/group/add-${k.name}-problem-from-group (the owner's)`,
      async () => {
        const { problemId } = await app.db
          .selectFrom('problems')
          .select('problemId')
          .where('id', '=', adminProblemPid)
          .executeTakeFirstOrThrow();
        return {
          method: 'POST',
          url: `/api/group/add-${k.name}-problem-from-group`,
          query: q(k.fromGroup(await k.make(users.owner), problemId)),
        };
      },
      ROOTS,
    ),
  ];
};

const rows = (): Row[] => [
  // ---- groups ----
  {
    call: 'GET /api/get-group-list',
    request: () => ({ url: '/api/get-group-list' }),
    allowed: ['guest', ...SIGNED_IN],
    denied: [],
  },
  only('GET /api/get-group-detail', () => ({ url: '/api/get-group-detail', query: q({ gid }) }), SIGNED_IN),
  hidden(
    'GET /api/get-group-detail (hidden group)',
    () => ({ url: '/api/get-group-detail', query: q({ gid: hiddenGid }) }),
    MEMBERS,
  ),
  only('GET /api/get-group-access', () => ({ url: '/api/get-group-access', query: q({ gid }) }), SIGNED_IN),
  only('GET /api/get-group-auth', () => ({ url: '/api/get-group-auth', query: q({ gid }) }), SIGNED_IN),
  only('GET /api/group-create-check', () => ({ url: '/api/group-create-check' }), SIGNED_IN),
  only('POST /api/group', () => ({ method: 'POST', url: '/api/group', body: groupBody() }), SIGNED_IN),
  only(
    'PUT /api/group',
    () => ({ method: 'PUT', url: '/api/group', body: { id: gid, brief: 'Changed' } }),
    ROOTS,
  ),
  only(
    'DELETE /api/group',
    async () => ({ method: 'DELETE', url: '/api/group', query: q({ gid: await freshGroup() }) }),
    ['owner', 'root'],
  ),
  only(
    'POST /api/file/upload-group-avatar',
    () => {
      const { body, headers } = multipartParts([
        { field: 'gid', value: String(gid) },
        { field: 'image', filename: 'a.png', content: PNG.sync.write(new PNG({ width: 200, height: 200 })) },
      ]);
      return { method: 'POST', url: '/api/file/upload-group-avatar', body, headers };
    },
    ROOTS,
  ),
  // ---- members ----
  only(
    'GET /api/group/get-member-list',
    () => ({ url: '/api/group/get-member-list', query: q({ gid }) }),
    MEMBERS,
  ),
  hidden(
    'GET /api/group/get-member-list (hidden group)',
    () => ({ url: '/api/group/get-member-list', query: q({ gid: hiddenGid }) }),
    MEMBERS,
  ),
  only(
    'GET /api/group/get-apply-list',
    () => ({ url: '/api/group/get-apply-list', query: q({ gid }) }),
    ADMINS,
  ),
  only(
    'POST /api/group/member (apply to a protected group)',
    async () => ({
      method: 'POST',
      url: '/api/group/member',
      query: q({ gid: await freshGroup(), reason: 'Let me in' }),
    }),
    ['nonMember', 'siteAdmin', 'root'],
  ),
  only(
    'PUT /api/group/member (approve an applicant)',
    async () => ({
      method: 'PUT',
      url: '/api/group/member',
      body: { gid, uid: (await newRow(GROUP_LEVEL.APPLYING)).uid, auth: GROUP_LEVEL.MEMBER },
    }),
    ADMINS,
  ),
  only(
    'PUT /api/group/member (make a member an admin)',
    async () => ({
      method: 'PUT',
      url: '/api/group/member',
      body: { gid, uid: (await newRow(GROUP_LEVEL.MEMBER)).uid, auth: GROUP_LEVEL.ADMIN },
    }),
    ROOTS,
  ),
  only(
    'PUT /api/group/member (make an admin a root)',
    async () => ({
      method: 'PUT',
      url: '/api/group/member',
      body: { gid, uid: (await newRow(GROUP_LEVEL.ADMIN)).uid, auth: GROUP_LEVEL.ROOT },
    }),
    ['owner', 'root'],
  ),
  only(
    "PUT /api/group/member (the owner's level)",
    () => ({
      method: 'PUT',
      url: '/api/group/member',
      body: { gid, uid: users.owner.uid, auth: GROUP_LEVEL.MEMBER },
    }),
    [],
  ),
  only(
    'DELETE /api/group/member (a member)',
    async () => ({
      method: 'DELETE',
      url: '/api/group/member',
      query: q({ gid, uid: (await newRow(GROUP_LEVEL.MEMBER)).uid }),
    }),
    ADMINS,
  ),
  only(
    'DELETE /api/group/member (a group admin)',
    async () => ({
      method: 'DELETE',
      url: '/api/group/member',
      query: q({ gid, uid: (await newRow(GROUP_LEVEL.ADMIN)).uid }),
    }),
    ROOTS,
  ),
  only(
    'DELETE /api/group/member/exit',
    async () => ({ method: 'DELETE', url: '/api/group/member/exit', query: q({ gid: await freshGroup() }) }),
    ['member', 'groupAdmin', 'groupRoot'],
  ),
  // ---- announcements ----
  only(
    'GET /api/group/get-announcement-list',
    () => ({ url: '/api/group/get-announcement-list', query: q({ gid }) }),
    MEMBERS,
  ),
  only(
    'GET /api/group/get-admin-announcement-list',
    () => ({ url: '/api/group/get-admin-announcement-list', query: q({ gid }) }),
    ADMINS,
  ),
  only(
    'POST /api/group/announcement',
    () => ({ method: 'POST', url: '/api/group/announcement', body: { gid, title: 'Hi', content: 'Hello' } }),
    ADMINS,
  ),
  only(
    "PUT /api/group/announcement (a group admin's)",
    async () => ({
      method: 'PUT',
      url: '/api/group/announcement',
      body: { id: await postAnnouncement(users.groupAdmin), gid, title: 'Edited', content: 'Now', status: 1 },
    }),
    ADMINS,
  ),
  only(
    "PUT /api/group/announcement (the owner's)",
    async () => ({
      method: 'PUT',
      url: '/api/group/announcement',
      body: { id: await postAnnouncement(users.owner), gid, title: 'Edited', content: 'Now', status: 1 },
    }),
    ROOTS,
  ),
  only(
    "DELETE /api/group/announcement (the owner's)",
    async () => ({
      method: 'DELETE',
      url: '/api/group/announcement',
      query: q({ aid: await postAnnouncement(users.owner) }),
    }),
    ROOTS,
  ),
  // ---- discussions ----
  only(
    'GET /api/group/get-discussion-list',
    () => ({ url: '/api/group/get-discussion-list', query: q({ gid }) }),
    MEMBERS,
  ),
  only(
    'GET /api/group/get-admin-discussion-list',
    () => ({ url: '/api/group/get-admin-discussion-list', query: q({ gid }) }),
    ADMINS,
  ),
  only(
    'POST /api/group/discussion',
    () => ({
      method: 'POST',
      url: '/api/group/discussion',
      body: { gid, title: 'T', description: 'D', content: 'C', categoryId },
    }),
    MEMBERS,
  ),
  only(
    "PUT /api/group/discussion (a member's text)",
    async () => ({
      method: 'PUT',
      url: '/api/group/discussion',
      body: { id: await postDiscussion(gid, users.member), title: 'Edited title' },
    }),
    ['member'],
  ),
  only(
    "PUT /api/group/discussion (pin a member's)",
    async () => ({
      method: 'PUT',
      url: '/api/group/discussion',
      body: { id: await postDiscussion(gid, users.member), topPriority: true },
    }),
    ADMINS,
  ),
  only(
    "DELETE /api/group/discussion (a member's)",
    async () => ({
      method: 'DELETE',
      url: '/api/group/discussion',
      query: q({ did: await postDiscussion(gid, users.member) }),
    }),
    ['member', ...ADMINS],
  ),
  only(
    'GET /api/get-discussion-detail (a group discussion)',
    () => ({ url: '/api/get-discussion-detail', query: q({ did: discussionId }) }),
    MEMBERS,
  ),
  only(
    'GET /api/discussion-like (a group discussion)',
    () => ({ url: '/api/discussion-like', query: q({ did: discussionId, toLike: 'true' }) }),
    MEMBERS,
  ),
  only(
    'POST /api/discussion-report (a group discussion)',
    () => ({
      method: 'POST',
      url: '/api/discussion-report',
      body: { did: discussionId, reason: 'off topic' },
    }),
    MEMBERS,
  ),
  only(
    'GET /api/comments (a group discussion)',
    () => ({ url: '/api/comments', query: q({ did: discussionId }) }),
    MEMBERS,
  ),
  only(
    'POST /api/comment (a group discussion)',
    () => ({ method: 'POST', url: '/api/comment', body: { did: discussionId, content: 'Me too' } }),
    MEMBERS,
  ),
  // ---- group problems ----
  only(
    'GET /api/group/get-problem-list',
    () => ({ url: '/api/group/get-problem-list', query: q({ gid }) }),
    MEMBERS,
  ),
  hidden(
    'GET /api/group/get-problem-list (hidden group)',
    () => ({ url: '/api/group/get-problem-list', query: q({ gid: hiddenGid }) }),
    MEMBERS,
  ),
  only(
    'GET /api/group/get-admin-problem-list',
    () => ({ url: '/api/group/get-admin-problem-list', query: q({ gid }) }),
    ADMINS,
  ),
  only(
    "GET /api/group/problem (a group admin's)",
    () => ({ url: '/api/group/problem', query: q({ pid: adminProblemPid }) }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    'POST /api/group/problem',
    () => ({ method: 'POST', url: '/api/group/problem', body: { ...problemBody(), gid } }),
    ADMINS,
  ),
  only(
    "PUT /api/group/problem (a group admin's)",
    () => ({
      method: 'PUT',
      url: '/api/group/problem',
      body: { ...problemBody(), pid: adminProblemPid, changeCases: false },
    }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "PUT /api/group/problem (the owner's)",
    async () => ({
      method: 'PUT',
      url: '/api/group/problem',
      body: { ...problemBody(), pid: await groupProblem(users.owner), changeCases: false },
    }),
    ROOTS,
  ),
  only(
    "DELETE /api/group/problem (the owner's)",
    async () => ({
      method: 'DELETE',
      url: '/api/group/problem',
      query: q({ pid: await groupProblem(users.owner) }),
    }),
    ROOTS,
  ),
  only(
    "GET /api/file/download-group-testcase (a group admin's)",
    () => ({ url: '/api/file/download-group-testcase', query: q({ pid: adminProblemPid }) }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "GET /api/group/get-problem-cases (a group admin's)",
    () => ({ url: '/api/group/get-problem-cases', query: q({ pid: adminProblemPid }) }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    'GET /api/group/get-all-problem-tags',
    () => ({ url: '/api/group/get-all-problem-tags', query: q({ gid }) }),
    ADMINS,
  ),
  // No judge runs in this suite: a permitted compile check is refused for that (400), not for the caller.
  ...['/api/group/compile-spj', '/api/group/compile-interactive'].map((url): Row => ({
    ...only(
      `POST ${url}`,
      () => ({ method: 'POST', url, query: q({ gid }), body: { code: 'int main(){}', language: 'C++' } }),
      ADMINS,
    ),
    allowedStatus: 400,
  })),
  only(
    "PUT /api/group/change-problem-auth (the owner's)",
    async () => ({
      method: 'PUT',
      url: '/api/group/change-problem-auth',
      query: q({ pid: await groupProblem(users.owner), auth: 2 }),
    }),
    ROOTS,
  ),
  only(
    "PUT /api/group/apply-public (the owner's)",
    async () => ({
      method: 'PUT',
      url: '/api/group/apply-public',
      query: q({ pid: await groupProblem(users.owner), isApplied: 'true' }),
    }),
    ROOTS,
  ),
  only(
    'GET /api/admin/group-problem/list',
    () => ({ url: '/api/admin/group-problem/list', query: q({ gid }) }),
    ['siteAdmin', 'root'],
  ),
  only(
    'PUT /api/admin/group-problem/change-progress (approve)',
    async () => ({
      method: 'PUT',
      url: '/api/admin/group-problem/change-progress',
      body: { pid: await groupProblem(users.owner, 1), progress: 2 },
    }),
    ['siteAdmin', 'root'],
  ),
  // ---- group trainings ----
  ...contentRows(TRAININGS),
  only(
    "PUT /api/group/training-problem (a group admin's)",
    () => ({ method: 'PUT', url: '/api/group/training-problem', body: { id: adminLinkId, rank: 3 } }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    'GET /api/get-training-detail (a group training)',
    () => ({ url: '/api/get-training-detail', query: q({ tid: adminTid }) }),
    MEMBERS,
  ),
  only(
    'GET /api/get-training-problem-list (a group training)',
    () => ({ url: '/api/get-training-problem-list', query: q({ tid: adminTid }) }),
    MEMBERS,
  ),
  only(
    'POST /api/submit-problem-judge (through a group training)',
    () => ({
      method: 'POST',
      url: '/api/submit-problem-judge',
      body: { pid: bankPid, tid: adminTid, language: 'C++', code: 'int main(){}' },
    }),
    MEMBERS,
  ),
  // ---- group contests ----
  ...contentRows(CONTESTS),
  only(
    "POST /api/group/contest-problem (the owner's)",
    async () => ({
      method: 'POST',
      url: '/api/group/contest-problem',
      body: { ...problemBody(), cid: await groupContest(users.owner) },
    }),
    ROOTS,
  ),
  only(
    "GET /api/group/contest-problem (a group admin's)",
    () => ({ url: '/api/group/contest-problem', query: q({ cid: adminCid, pid: bankPid }) }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "PUT /api/group/contest-problem (a group admin's)",
    () => ({
      method: 'PUT',
      url: '/api/group/contest-problem',
      body: { cid: adminCid, pid: bankPid, displayId: 'A', displayTitle: 'First' },
    }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "GET /api/group/get-contest-announcement-list (a group admin's)",
    () => ({ url: '/api/group/get-contest-announcement-list', query: q({ cid: adminCid }) }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "POST /api/group/contest-announcement (a group admin's)",
    () => ({
      method: 'POST',
      url: '/api/group/contest-announcement',
      body: { cid: adminCid, announcement: { title: 'Hi', content: 'Hello' } },
    }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "PUT /api/group/contest-announcement (a group admin's)",
    () => ({
      method: 'PUT',
      url: '/api/group/contest-announcement',
      body: {
        cid: adminCid,
        announcement: { id: adminAnnouncementId, title: 'Note', content: 'Edited', status: 0 },
      },
    }),
    ['groupAdmin', ...ROOTS],
  ),
  only(
    "DELETE /api/group/contest-announcement (the owner's)",
    async () => {
      const cid = await groupContest(users.owner);
      return {
        method: 'DELETE',
        url: '/api/group/contest-announcement',
        query: q({ cid, aid: await contestAnnouncement(cid, users.owner) }),
      };
    },
    ROOTS,
  ),
  only(
    'GET /api/get-contest-info (a group contest)',
    () => ({ url: '/api/get-contest-info', query: q({ cid: adminCid }) }),
    MEMBERS,
  ),
  only(
    'GET /api/get-contest-problem (a group contest)',
    () => ({ url: '/api/get-contest-problem', query: q({ cid: adminCid }) }),
    MEMBERS,
  ),
  // ---- group submissions ----
  only(
    'POST /api/submit-problem-judge (a group problem)',
    () => ({
      method: 'POST',
      url: '/api/submit-problem-judge',
      body: { pid: adminProblemPid, gid, language: 'C++', code: 'int main(){}' },
    }),
    MEMBERS,
  ),
  only(
    'POST /api/submit-problem-test-judge (a group problem)',
    () => ({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      body: { pid: adminProblemPid, gid, language: 'C++', code: 'int main(){}', userInput: '1 2' },
    }),
    MEMBERS,
  ),
  only(
    "GET /api/get-submission-list (the group's)",
    () => ({ url: '/api/get-submission-list', query: q({ gid }) }),
    MEMBERS,
  ),
  only(
    "GET /api/get-submission-detail (a member's in the group)",
    () => ({ url: '/api/get-submission-detail', query: q({ submitId: groupSubmitId }) }),
    MEMBERS,
  ),
  only(
    "GET /api/get-all-case-result (a member's in the group)",
    () => ({ url: '/api/get-all-case-result', query: q({ submitId: groupSubmitId }) }),
    MEMBERS,
  ),
  // ---- rank ----
  only(
    'GET /api/get-group-rank-list',
    () => ({ url: '/api/get-group-rank-list', query: q({ gid, type: 0 }) }),
    MEMBERS,
  ),
];

describe(`group calls x callers (${TEST_DIALECT})`, () => {
  it('lets in exactly the callers spec 3 §6 names, and refuses the others as listed', async () => {
    const wrong: string[] = [];
    for (const row of rows()) {
      const mismatches = await checkCallerRow(
        app,
        (caller) => (caller === 'guest' ? undefined : users[caller].token),
        row,
      );
      wrong.push(...mismatches.map((line) => `${row.call}: ${line}`));
    }
    expect(wrong).toEqual([]);
  });

  it('covers every group route', async () => {
    const { registeredRoutes } = await import('../../src/http/route.ts');
    const covered = new Set(rows().map((row) => row.call.replace(/ \(.*\)$/, '')));
    // A teacher's class calls that list their groups are the site roles' business, not a group level's:
    // teacher-student-calls.permissions.test.ts covers them.
    const groupRoutes = registeredRoutes(app.app)
      .filter((route) => /group/.test(route.url) && !route.url.startsWith('/api/admin/class/'))
      .flatMap((route) => route.methods.map((method) => `${method} ${route.url}`));
    expect(groupRoutes).toHaveLength(71);
    expect(groupRoutes.filter((key) => !covered.has(key))).toEqual([]);
  });
});
