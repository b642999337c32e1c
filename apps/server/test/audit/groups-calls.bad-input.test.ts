import type { Database } from '../../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, LIMITS, Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  multipartFile,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import { addMember, createGroup, groupBody, multipartParts, OPEN_GATES } from '../groups-kit.ts';
import { createCategory, trainingBody } from '../trainings-kit.ts';
import { contestBody } from '../contests-kit.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the group calls (spec 3 §5; docs/api.md "Groups"): a 400 naming the field (data.field, and msg
 * contains it), or 404 for a group, member, announcement or discussion that does not exist. Nothing is written by
 * a refused call.
 */
let app: TestApp;
let owner: string;
let gid: number;
let privateGid: number;
let otherGid: number;
let memberUid: number;
let applicant: string;
let announcementId: number;
let discussionId: number;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches(OPEN_GATES);
  owner = (await signedInUser(app, Role.TEACHER)).token;
  gid = await createGroup(app, owner, { auth: 2, code: 'pass' });
  privateGid = await createGroup(app, owner, { auth: 3, code: 'k3y9' });
  otherGid = await createGroup(app, owner);
  const member = await signedInUser(app);
  memberUid = member.uid;
  await addMember(app, gid, memberUid, GROUP_LEVEL.MEMBER);
  applicant = (await signedInUser(app)).token;
  categoryId = (await app.request({ url: '/api/discussion-category' })).body.data[0].id;
  announcementId = (
    await app.request({
      method: 'POST',
      url: '/api/group/announcement',
      token: owner,
      body: { gid, title: 'Rules', content: 'Be kind' },
    })
  ).body.data.id;
  discussionId = (
    await app.request({
      method: 'POST',
      url: '/api/group/discussion',
      token: owner,
      body: { gid, title: 'Q', description: 'D', content: 'C', categoryId },
    })
  ).body.data.id;
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const BIG = String(LIMITS.idMax + 1);
const field = (call: string, request: BadInputRow['request'], name: string): BadInputRow => ({
  call,
  request,
  field: name,
});
const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
  call,
  request,
  refusal: NOT_FOUND,
});
const get = (url: string, query: Record<string, string>) => ({ url, token: owner, query });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  query?: Record<string, string>,
) => ({
  method,
  url,
  token: owner,
  body,
  query,
});
const group = (overrides: Record<string, unknown>) =>
  send('POST', '/api/group', { ...groupBody(), ...overrides });

const rows = (): BadInputRow[] => [
  // ---- the list and one group ----
  field('GET /api/get-group-list', get('/api/get-group-list', { limit: '0' }), 'limit'),
  field('GET /api/get-group-list', get('/api/get-group-list', { currentPage: '0' }), 'currentPage'),
  field('GET /api/get-group-list', get('/api/get-group-list', { auth: '4' }), 'auth'),
  field('GET /api/get-group-list', get('/api/get-group-list', { onlyMine: 'maybe' }), 'onlyMine'),
  field('GET /api/get-group-list', get('/api/get-group-list', { keyword: 'k'.repeat(101) }), 'keyword'),
  field('GET /api/get-group-detail', get('/api/get-group-detail', {}), 'gid'),
  field('GET /api/get-group-detail', get('/api/get-group-detail', { gid: 'abc' }), 'gid'),
  field('GET /api/get-group-detail', get('/api/get-group-detail', { gid: BIG }), 'gid'),
  missing('GET /api/get-group-detail', get('/api/get-group-detail', { gid: UNKNOWN })),
  missing('GET /api/get-group-access', get('/api/get-group-access', { gid: UNKNOWN })),
  missing('GET /api/get-group-auth', get('/api/get-group-auth', { gid: UNKNOWN })),
  // ---- the form (spec 3 §5) ----
  field('POST /api/group', group({ name: undefined }), 'name'),
  field('POST /api/group', group({ name: 'ab' }), 'name'),
  field('POST /api/group', group({ name: 'n'.repeat(26) }), 'name'),
  field('POST /api/group', group({ shortName: undefined }), 'shortName'),
  field('POST /api/group', group({ shortName: 'A' }), 'shortName'),
  field('POST /api/group', group({ shortName: 'ABCDEFGHIJK' }), 'shortName'),
  field('POST /api/group', group({ shortName: 'abc' }), 'shortName'),
  field('POST /api/group', group({ shortName: 'AB-1' }), 'shortName'),
  field('POST /api/group', group({ brief: 'b'.repeat(51) }), 'brief'),
  field('POST /api/group', group({ description: 'd'.repeat(1001) }), 'description'),
  field('POST /api/group', group({ auth: undefined }), 'auth'),
  field('POST /api/group', group({ auth: 4 }), 'auth'),
  field('POST /api/group', group({ auth: 3 }), 'code'),
  field('POST /api/group', group({ auth: 3, code: 'abc' }), 'code'),
  field('POST /api/group', group({ auth: 3, code: 'abcdefg' }), 'code'),
  field('POST /api/group', group({ visible: 'yes' }), 'visible'),
  field('PUT /api/group', send('PUT', '/api/group', { brief: 'no id' }), 'id'),
  field('PUT /api/group', send('PUT', '/api/group', { id: otherGid, name: 'ab' }), 'name'),
  field('PUT /api/group', send('PUT', '/api/group', { id: otherGid, shortName: 'lower' }), 'shortName'),
  field('PUT /api/group', send('PUT', '/api/group', { id: otherGid, auth: 3 }), 'code'),
  missing('PUT /api/group', send('PUT', '/api/group', { id: Number(UNKNOWN), brief: 'x' })),
  field('DELETE /api/group', send('DELETE', '/api/group', undefined, { gid: 'x' }), 'gid'),
  missing('DELETE /api/group', send('DELETE', '/api/group', undefined, { gid: UNKNOWN })),
  // ---- the picture ----
  field('POST /api/file/upload-group-avatar', send('POST', '/api/file/upload-group-avatar', {}), 'image'),
  field(
    'POST /api/file/upload-group-avatar',
    avatarUpload('a.txt', Buffer.from('text'), String(gid)),
    'image',
  ),
  field(
    'POST /api/file/upload-group-avatar',
    avatarUpload('a.png', Buffer.from('not a png'), String(gid)),
    'image',
  ),
  field('POST /api/file/upload-group-avatar', avatarUpload('a.png', png(), undefined), 'gid'),
  field('POST /api/file/upload-group-avatar', avatarUpload('a.png', png(), 'x'), 'gid'),
  field(
    'POST /api/file/upload-group-avatar',
    avatarUpload('big.png', Buffer.concat([png(), Buffer.alloc(LIMITS.avatarMaxBytes)]), String(gid)),
    'image',
  ),
  // ---- members ----
  field('GET /api/group/get-member-list', get('/api/group/get-member-list', {}), 'gid'),
  field(
    'GET /api/group/get-member-list',
    get('/api/group/get-member-list', { gid: String(gid), auth: '6' }),
    'auth',
  ),
  field(
    'GET /api/group/get-apply-list',
    get('/api/group/get-apply-list', { gid: String(gid), limit: '201' }),
    'limit',
  ),
  field('POST /api/group/member', apply({}), 'gid'),
  field('POST /api/group/member', apply({ gid: String(gid) }), 'reason'),
  field('POST /api/group/member', apply({ gid: String(gid), reason: 'x' }), 'reason'),
  field('POST /api/group/member', apply({ gid: String(gid), reason: 'r'.repeat(101) }), 'reason'),
  field('POST /api/group/member', apply({ gid: String(privateGid), reason: 'Let me in' }), 'code'),
  field(
    'POST /api/group/member',
    apply({ gid: String(privateGid), reason: 'Let me in', code: 'abc' }),
    'code',
  ),
  field(
    'POST /api/group/member',
    apply({ gid: String(privateGid), reason: 'Let me in', code: 'wrong' }),
    'code',
  ),
  missing('POST /api/group/member', apply({ gid: UNKNOWN })),
  field('PUT /api/group/member', send('PUT', '/api/group/member', { gid, uid: memberUid, auth: 6 }), 'auth'),
  field('PUT /api/group/member', send('PUT', '/api/group/member', { gid, uid: memberUid, auth: 0 }), 'auth'),
  field('PUT /api/group/member', send('PUT', '/api/group/member', { gid, auth: 3 }), 'uid'),
  field('PUT /api/group/member', send('PUT', '/api/group/member', { uid: memberUid, auth: 3 }), 'gid'),
  missing('PUT /api/group/member', send('PUT', '/api/group/member', { gid, uid: Number(UNKNOWN), auth: 3 })),
  field(
    'DELETE /api/group/member',
    send('DELETE', '/api/group/member', undefined, { gid: String(gid), uid: 'x' }),
    'uid',
  ),
  missing(
    'DELETE /api/group/member',
    send('DELETE', '/api/group/member', undefined, { gid: String(gid), uid: UNKNOWN }),
  ),
  field('DELETE /api/group/member/exit', send('DELETE', '/api/group/member/exit', undefined, {}), 'gid'),
  // ---- announcements ----
  field('GET /api/group/get-announcement-list', get('/api/group/get-announcement-list', {}), 'gid'),
  field(
    'POST /api/group/announcement',
    send('POST', '/api/group/announcement', { title: 'T', content: 'C' }),
    'gid',
  ),
  field(
    'POST /api/group/announcement',
    send('POST', '/api/group/announcement', { gid, title: ' ', content: 'C' }),
    'title',
  ),
  field(
    'POST /api/group/announcement',
    send('POST', '/api/group/announcement', { gid, title: 'T', content: ' ' }),
    'content',
  ),
  field(
    'POST /api/group/announcement',
    send('POST', '/api/group/announcement', { gid, title: 'T', content: 'C', status: 2 }),
    'status',
  ),
  field(
    'PUT /api/group/announcement',
    send('PUT', '/api/group/announcement', { title: 'T', content: 'C' }),
    'id',
  ),
  missing(
    'PUT /api/group/announcement',
    send('PUT', '/api/group/announcement', { id: Number(UNKNOWN), title: 'T', content: 'C' }),
  ),
  missing(
    'PUT /api/group/announcement (through another group)',
    send('PUT', '/api/group/announcement', { id: announcementId, gid: otherGid, title: 'T', content: 'C' }),
  ),
  field(
    'DELETE /api/group/announcement',
    send('DELETE', '/api/group/announcement', undefined, { aid: 'x' }),
    'aid',
  ),
  missing(
    'DELETE /api/group/announcement',
    send('DELETE', '/api/group/announcement', undefined, { aid: UNKNOWN }),
  ),
  // ---- discussions ----
  field('GET /api/group/get-discussion-list', get('/api/group/get-discussion-list', {}), 'gid'),
  field(
    'GET /api/group/get-discussion-list',
    get('/api/group/get-discussion-list', { gid: String(gid), pid: 'p'.repeat(33) }),
    'pid',
  ),
  field('POST /api/group/discussion', discussion({ title: '' }), 'title'),
  field('POST /api/group/discussion', discussion({ description: 'd'.repeat(256) }), 'description'),
  field('POST /api/group/discussion', discussion({ content: ' ' }), 'content'),
  field('POST /api/group/discussion', discussion({ categoryId: undefined }), 'categoryId'),
  field('POST /api/group/discussion', discussion({ categoryId: Number(UNKNOWN) }), 'categoryId'),
  field('POST /api/group/discussion', discussion({ gid: undefined }), 'gid'),
  missing('POST /api/group/discussion', discussion({ pid: 'NOPE1' })),
  field('PUT /api/group/discussion', send('PUT', '/api/group/discussion', { title: 'T' }), 'id'),
  field(
    'PUT /api/group/discussion',
    send('PUT', '/api/group/discussion', { id: discussionId, title: '' }),
    'title',
  ),
  field(
    'PUT /api/group/discussion',
    send('PUT', '/api/group/discussion', { id: discussionId, status: 2 }),
    'status',
  ),
  field(
    'PUT /api/group/discussion',
    send('PUT', '/api/group/discussion', { id: discussionId, topPriority: 'yes' }),
    'topPriority',
  ),
  field(
    'PUT /api/group/discussion',
    send('PUT', '/api/group/discussion', { id: discussionId, categoryId: Number(UNKNOWN) }),
    'categoryId',
  ),
  missing(
    'PUT /api/group/discussion',
    send('PUT', '/api/group/discussion', { id: Number(UNKNOWN), title: 'T' }),
  ),
  field(
    'DELETE /api/group/discussion',
    send('DELETE', '/api/group/discussion', undefined, { did: 'x' }),
    'did',
  ),
  missing(
    'DELETE /api/group/discussion',
    send('DELETE', '/api/group/discussion', undefined, { did: UNKNOWN }),
  ),
  // ---- rank ----
  field('GET /api/get-group-rank-list', get('/api/get-group-rank-list', { gid: String(gid) }), 'type'),
  field(
    'GET /api/get-group-rank-list',
    get('/api/get-group-rank-list', { gid: String(gid), type: '2' }),
    'type',
  ),
  field('GET /api/get-group-rank-list', get('/api/get-group-rank-list', { type: '0' }), 'gid'),
  field(
    'GET /api/get-group-rank-list',
    get('/api/get-group-rank-list', { gid: String(gid), type: '0', period: '9' }),
    'period',
  ),
  field(
    'GET /api/get-group-rank-list',
    get('/api/get-group-rank-list', { gid: String(gid), type: '0', all: 'maybe' }),
    'all',
  ),
  field(
    'GET /api/get-group-rank-list',
    get('/api/get-group-rank-list', { gid: String(gid), type: '0', searchUser: 's'.repeat(101) }),
    'searchUser',
  ),
  missing('GET /api/get-group-rank-list', get('/api/get-group-rank-list', { gid: UNKNOWN, type: '0' })),
];

function png() {
  // Bytes that begin as a PNG does (the type is sniffed from the signature); the size rows add to them.
  return Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
}
function avatarUpload(filename: string, content: Buffer, gidValue: string | undefined) {
  const parts = [{ field: 'image', filename, content }];
  const { body, headers } =
    gidValue === undefined
      ? multipartFile('image', filename, content)
      : multipartParts([...parts, { field: 'gid', value: gidValue }]);
  return { method: 'POST' as const, url: '/api/file/upload-group-avatar', token: owner, body, headers };
}
function apply(query: Record<string, string>) {
  return { method: 'POST' as const, url: '/api/group/member', token: applicant, query };
}
function discussion(overrides: Record<string, unknown>) {
  return send('POST', '/api/group/discussion', {
    gid,
    title: 'T',
    description: 'D',
    content: 'C',
    categoryId,
    ...overrides,
  });
}

/** How many rows each table holds: compared before and after, a refused call wrote nothing. */
const rowCounts = (tables: readonly (keyof Database)[]) =>
  Promise.all(
    tables.map(async (table) =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
    ),
  );

const counts = async () => rowCounts(['groups', 'groupMembers', 'announcements', 'discussions']);

describe(`group calls with bad input (${TEST_DIALECT})`, () => {
  it('answers 400 naming the field, or 404, and writes nothing', async () => {
    const before = await counts();
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
    expect(await counts()).toEqual(before);
    const group = await app.db
      .selectFrom('groups')
      .select(['name', 'auth', 'avatar'])
      .where('id', '=', otherGid)
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({ auth: 1, avatar: null });
  });
});

describe(`group problem calls with bad input (${TEST_DIALECT})`, () => {
  let pid: number;
  let notAppliedPid: number;
  let otherGroupTagId: number;
  let siteAdmin: string;
  /** The back office's calls, as a site admin. */
  const asAdmin = (request: BadInputRow['request']) => ({ ...request, token: siteAdmin });
  beforeAll(async () => {
    siteAdmin = (await signedInUser(app, Role.ADMIN)).token;
    const create = async (body: Record<string, unknown>) => {
      const response = await app.request(send('POST', '/api/group/problem', body));
      if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.data.pid as number;
    };
    pid = await create({ ...problemBody(), gid });
    notAppliedPid = await create({ ...problemBody(), gid });
    await create({ ...problemBody({ tags: [{ name: 'other-group-only' }] }), gid: otherGid });
    otherGroupTagId = (
      await app.db
        .selectFrom('tags')
        .select('id')
        .where('name', '=', 'other-group-only')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const problemRows = (): BadInputRow[] => [
    field('GET /api/group/get-problem-list', get('/api/group/get-problem-list', {}), 'gid'),
    field('GET /api/group/get-problem-list', get('/api/group/get-problem-list', { gid: 'x' }), 'gid'),
    missing('GET /api/group/get-problem-list', get('/api/group/get-problem-list', { gid: UNKNOWN })),
    field(
      'GET /api/group/get-admin-problem-list',
      get('/api/group/get-admin-problem-list', { gid: BIG }),
      'gid',
    ),
    field(
      'GET /api/group/get-admin-problem-list',
      get('/api/group/get-admin-problem-list', { gid: String(gid), limit: '0' }),
      'limit',
    ),
    field('GET /api/group/problem', get('/api/group/problem', {}), 'pid'),
    missing('GET /api/group/problem', get('/api/group/problem', { pid: UNKNOWN })),
    field('POST /api/group/problem', send('POST', '/api/group/problem', problemBody()), 'gid'),
    missing(
      'POST /api/group/problem',
      send('POST', '/api/group/problem', { ...problemBody(), gid: UNKNOWN }),
    ),
    field(
      'POST /api/group/problem',
      send('POST', '/api/group/problem', { ...problemBody({ problem: { title: '' } }), gid }),
      'problem.title',
    ),
    field(
      'POST /api/group/problem',
      send('POST', '/api/group/problem', { ...problemBody({ problem: { problemId: 'P'.repeat(31) } }), gid }),
      'problem.problemId',
    ),
    field(
      "POST /api/group/problem (another group's tag)",
      send('POST', '/api/group/problem', {
        ...problemBody({ tags: [{ id: otherGroupTagId, name: 'x' }] }),
        gid,
      }),
      'tags',
    ),
    field('PUT /api/group/problem', send('PUT', '/api/group/problem', problemBody()), 'pid'),
    missing('PUT /api/group/problem', send('PUT', '/api/group/problem', { ...problemBody(), pid: UNKNOWN })),
    field(
      'PUT /api/group/problem',
      send('PUT', '/api/group/problem', { ...problemBody({ languages: [] }), pid }),
      'languages',
    ),
    field('DELETE /api/group/problem', send('DELETE', '/api/group/problem', undefined, {}), 'pid'),
    missing('DELETE /api/group/problem', send('DELETE', '/api/group/problem', undefined, { pid: UNKNOWN })),
    field('GET /api/group/get-problem-cases', get('/api/group/get-problem-cases', { pid: 'x' }), 'pid'),
    field('GET /api/group/get-all-problem-tags', get('/api/group/get-all-problem-tags', {}), 'gid'),
    field(
      'POST /api/group/compile-spj',
      send('POST', '/api/group/compile-spj', { code: 'x', language: 'C++' }, {}),
      'gid',
    ),
    field(
      'POST /api/group/compile-interactive',
      send('POST', '/api/group/compile-interactive', { language: 'C++' }, { gid: String(gid) }),
      'code',
    ),
    field(
      'PUT /api/group/change-problem-auth',
      send('PUT', '/api/group/change-problem-auth', undefined, { pid: String(pid), auth: '4' }),
      'auth',
    ),
    field(
      'PUT /api/group/change-problem-auth',
      send('PUT', '/api/group/change-problem-auth', undefined, { auth: '1' }),
      'pid',
    ),
    field(
      'PUT /api/group/apply-public',
      send('PUT', '/api/group/apply-public', undefined, { pid: String(pid), isApplied: 'maybe' }),
      'isApplied',
    ),
    missing(
      'PUT /api/group/apply-public',
      send('PUT', '/api/group/apply-public', undefined, { pid: UNKNOWN, isApplied: 'true' }),
    ),
    field(
      'GET /api/admin/group-problem/list',
      asAdmin(get('/api/admin/group-problem/list', { gid: 'x' })),
      'gid',
    ),
    field(
      'GET /api/admin/group-problem/list',
      asAdmin(get('/api/admin/group-problem/list', { keyword: 'k'.repeat(101) })),
      'keyword',
    ),
    field(
      'PUT /api/admin/group-problem/change-progress',
      asAdmin(send('PUT', '/api/admin/group-problem/change-progress', { pid, progress: 4 })),
      'progress',
    ),
    field(
      'PUT /api/admin/group-problem/change-progress',
      asAdmin(send('PUT', '/api/admin/group-problem/change-progress', { progress: 2 })),
      'pid',
    ),
    field(
      'PUT /api/admin/group-problem/change-progress (never applied)',
      asAdmin(send('PUT', '/api/admin/group-problem/change-progress', { pid: notAppliedPid, progress: 2 })),
      'pid',
    ),
    missing(
      'PUT /api/admin/group-problem/change-progress',
      asAdmin(send('PUT', '/api/admin/group-problem/change-progress', { pid: Number(UNKNOWN), progress: 2 })),
    ),
    field(
      'POST /api/submit-problem-judge (gid with tid)',
      send('POST', '/api/submit-problem-judge', { pid, gid, tid: 1, language: 'C++', code: 'int main(){}' }),
      'gid',
    ),
    missing(
      'POST /api/submit-problem-judge (unknown group)',
      send('POST', '/api/submit-problem-judge', { pid, gid: Number(UNKNOWN), language: 'C++', code: 'x' }),
    ),
    missing(
      "POST /api/submit-problem-judge (another group's problem)",
      send('POST', '/api/submit-problem-judge', { pid, gid: otherGid, language: 'C++', code: 'x' }),
    ),
    field(
      'POST /api/submit-problem-judge (a language the problem has not)',
      send('POST', '/api/submit-problem-judge', { pid, gid, language: 'Java', code: 'x' }),
      'language',
    ),
    field('GET /api/get-submission-list', get('/api/get-submission-list', { gid: 'x' }), 'gid'),
    missing(
      'GET /api/get-submission-list (unknown group)',
      get('/api/get-submission-list', { gid: UNKNOWN }),
    ),
  ];

  const problemCounts = async () => rowCounts(['problems', 'submissions', 'tags']);

  it('answers 400 naming the field, or 404, and writes nothing', async () => {
    const before = await problemCounts();
    for (const row of problemRows()) expectBadInput(row, await app.request(row.request));
    expect(await problemCounts()).toEqual(before);
    const stored = await app.db
      .selectFrom('problems')
      .select(['auth', 'applyPublicProgress', 'gid'])
      .where('id', '=', notAppliedPid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ auth: 1, applyPublicProgress: null, gid });
  });
});

describe(`group training calls with bad input (${TEST_DIALECT})`, () => {
  let tid: number;
  let categoryId: number;
  let privatePid: number;
  let otherGroupProblemId: string;
  beforeAll(async () => {
    const root = (await signedInUser(app, Role.ROOT)).token;
    categoryId = await createCategory(app, root);
    privatePid = (await createProblem(app, root, { problem: { auth: 2 } })).pid;
    const made = await app.request(send('POST', '/api/group/training', { ...trainingBody(categoryId), gid }));
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    tid = made.body.data.tid;
    const other = await app.request(send('POST', '/api/group/problem', { ...problemBody(), gid: otherGid }));
    otherGroupProblemId = (
      await app.db
        .selectFrom('problems')
        .select('problemId')
        .where('id', '=', other.body.data.pid)
        .executeTakeFirstOrThrow()
    ).problemId;
  });

  const form = (overrides: Record<string, unknown> = {}, training: Record<string, unknown> = {}) => {
    const body = trainingBody(categoryId);
    return { ...body, training: { ...body.training, ...training }, gid, ...overrides };
  };

  const trainingRows = (): BadInputRow[] => [
    field('GET /api/group/get-training-list', get('/api/group/get-training-list', {}), 'gid'),
    field(
      'GET /api/group/get-admin-training-list',
      get('/api/group/get-admin-training-list', { gid: 'x' }),
      'gid',
    ),
    missing(
      'GET /api/group/get-admin-training-list',
      get('/api/group/get-admin-training-list', { gid: UNKNOWN }),
    ),
    field('GET /api/group/training', get('/api/group/training', {}), 'tid'),
    missing('GET /api/group/training', get('/api/group/training', { tid: UNKNOWN })),
    field('POST /api/group/training', send('POST', '/api/group/training', form({ gid: undefined })), 'gid'),
    missing('POST /api/group/training', send('POST', '/api/group/training', form({ gid: Number(UNKNOWN) }))),
    field(
      'POST /api/group/training',
      send('POST', '/api/group/training', form({}, { title: '' })),
      'training.title',
    ),
    field(
      'POST /api/group/training',
      send('POST', '/api/group/training', form({}, { auth: 'Private' })),
      'training.privatePwd',
    ),
    field(
      'POST /api/group/training',
      send('POST', '/api/group/training', form({ trainingCategory: { id: Number(UNKNOWN) } })),
      'trainingCategory.id',
    ),
    field('PUT /api/group/training', send('PUT', '/api/group/training', form()), 'training.id'),
    missing('PUT /api/group/training', send('PUT', '/api/group/training', form({}, { id: Number(UNKNOWN) }))),
    field(
      'DELETE /api/group/training',
      send('DELETE', '/api/group/training', undefined, { tid: 'x' }),
      'tid',
    ),
    field(
      'PUT /api/group/change-training-status',
      send('PUT', '/api/group/change-training-status', undefined, { tid: String(tid), status: 'maybe' }),
      'status',
    ),
    field('GET /api/group/get-training-problem-list', get('/api/group/get-training-problem-list', {}), 'tid'),
    field(
      'PUT /api/group/training-problem',
      send('PUT', '/api/group/training-problem', { id: 1, rank: -1 }),
      'rank',
    ),
    missing(
      'PUT /api/group/training-problem',
      send('PUT', '/api/group/training-problem', { id: Number(UNKNOWN), rank: 1 }),
    ),
    field(
      'DELETE /api/group/training-problem',
      send('DELETE', '/api/group/training-problem', undefined, { tid: String(tid) }),
      'pid',
    ),
    missing(
      'DELETE /api/group/training-problem (not in it)',
      send('DELETE', '/api/group/training-problem', undefined, { tid: String(tid), pid: String(privatePid) }),
    ),
    field(
      'POST /api/group/add-training-problem-from-public',
      send('POST', '/api/group/add-training-problem-from-public', { tid }),
      'pid',
    ),
    field(
      'POST /api/group/add-training-problem-from-public (a private problem)',
      send('POST', '/api/group/add-training-problem-from-public', { tid, pid: privatePid }),
      'pid',
    ),
    missing(
      'POST /api/group/add-training-problem-from-public',
      send('POST', '/api/group/add-training-problem-from-public', { tid: Number(UNKNOWN), pid: privatePid }),
    ),
    field(
      'POST /api/group/add-training-problem-from-group',
      send('POST', '/api/group/add-training-problem-from-group', undefined, { tid: String(tid) }),
      'problemId',
    ),
    field(
      'POST /api/group/add-training-problem-from-group',
      send('POST', '/api/group/add-training-problem-from-group', undefined, { problemId: 'X1' }),
      'tid',
    ),
    field(
      "POST /api/group/add-training-problem-from-group (another group's problem)",
      send('POST', '/api/group/add-training-problem-from-group', undefined, {
        tid: String(tid),
        problemId: otherGroupProblemId,
      }),
      'problemId',
    ),
  ];

  const trainingCounts = async () => rowCounts(['trainings', 'trainingProblems']);

  it('answers 400 naming the field, or 404, and writes nothing', async () => {
    const before = await trainingCounts();
    for (const row of trainingRows()) expectBadInput(row, await app.request(row.request));
    expect(await trainingCounts()).toEqual(before);
  });
});

describe(`group contest calls with bad input (${TEST_DIALECT})`, () => {
  let cid: number;
  let privatePid: number;
  let otherGroupProblemId: string;
  beforeAll(async () => {
    const root = (await signedInUser(app, Role.ROOT)).token;
    privatePid = (await createProblem(app, root, { problem: { auth: 2 } })).pid;
    const made = await app.request(send('POST', '/api/group/contest', { ...contestBody(), gid }));
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    cid = made.body.data.cid;
    const other = await app.request(send('POST', '/api/group/problem', { ...problemBody(), gid: otherGid }));
    otherGroupProblemId = (
      await app.db
        .selectFrom('problems')
        .select('problemId')
        .where('id', '=', other.body.data.pid)
        .executeTakeFirstOrThrow()
    ).problemId;
  });

  const contestRows = (): BadInputRow[] => [
    field('GET /api/group/get-contest-list', get('/api/group/get-contest-list', {}), 'gid'),
    missing('GET /api/group/get-contest-list', get('/api/group/get-contest-list', { gid: UNKNOWN })),
    field(
      'GET /api/group/get-admin-contest-list',
      get('/api/group/get-admin-contest-list', { gid: BIG }),
      'gid',
    ),
    field('GET /api/group/contest', get('/api/group/contest', {}), 'cid'),
    missing('GET /api/group/contest', get('/api/group/contest', { cid: UNKNOWN })),
    field('POST /api/group/contest', send('POST', '/api/group/contest', contestBody()), 'gid'),
    missing(
      'POST /api/group/contest',
      send('POST', '/api/group/contest', { ...contestBody(), gid: Number(UNKNOWN) }),
    ),
    field(
      'POST /api/group/contest',
      send('POST', '/api/group/contest', { ...contestBody({ title: '' }), gid }),
      'title',
    ),
    field(
      'POST /api/group/contest (ends before it starts)',
      send('POST', '/api/group/contest', {
        ...contestBody({ startTime: '2030-01-02T00:00:00.000Z', endTime: '2030-01-01T00:00:00.000Z' }),
        gid,
      }),
      'endTime',
    ),
    field('PUT /api/group/contest', send('PUT', '/api/group/contest', contestBody()), 'cid'),
    missing(
      'PUT /api/group/contest',
      send('PUT', '/api/group/contest', { ...contestBody(), cid: Number(UNKNOWN) }),
    ),
    field('DELETE /api/group/contest', send('DELETE', '/api/group/contest', undefined, { cid: 'x' }), 'cid'),
    field(
      'PUT /api/group/change-contest-visible',
      send('PUT', '/api/group/change-contest-visible', undefined, { cid: String(cid), visible: 'maybe' }),
      'visible',
    ),
    field('GET /api/group/get-contest-problem-list', get('/api/group/get-contest-problem-list', {}), 'cid'),
    field(
      'POST /api/group/contest-problem',
      send('POST', '/api/group/contest-problem', { ...problemBody({ problem: { title: '' } }), cid }),
      'problem.title',
    ),
    field('GET /api/group/contest-problem', get('/api/group/contest-problem', { cid: String(cid) }), 'pid'),
    missing(
      'GET /api/group/contest-problem (not in it)',
      get('/api/group/contest-problem', { cid: String(cid), pid: String(privatePid) }),
    ),
    field(
      'PUT /api/group/contest-problem',
      send('PUT', '/api/group/contest-problem', { cid, pid: privatePid, displayTitle: 'T' }),
      'displayId',
    ),
    missing(
      'DELETE /api/group/contest-problem (not in it)',
      send('DELETE', '/api/group/contest-problem', undefined, { cid: String(cid), pid: String(privatePid) }),
    ),
    field(
      'POST /api/group/add-contest-problem-from-public (a private problem)',
      send('POST', '/api/group/add-contest-problem-from-public', { cid, pid: privatePid, displayId: 'A' }),
      'pid',
    ),
    field(
      'POST /api/group/add-contest-problem-from-public',
      send('POST', '/api/group/add-contest-problem-from-public', { cid, pid: privatePid }),
      'displayId',
    ),
    field(
      'POST /api/group/add-contest-problem-from-group',
      send('POST', '/api/group/add-contest-problem-from-group', undefined, {
        cid: String(cid),
        problemId: 'X',
      }),
      'displayId',
    ),
    field(
      "POST /api/group/add-contest-problem-from-group (another group's problem)",
      send('POST', '/api/group/add-contest-problem-from-group', undefined, {
        cid: String(cid),
        problemId: otherGroupProblemId,
        displayId: 'A',
      }),
      'problemId',
    ),
    field(
      'GET /api/group/get-contest-announcement-list',
      get('/api/group/get-contest-announcement-list', {}),
      'cid',
    ),
    field(
      'POST /api/group/contest-announcement',
      send('POST', '/api/group/contest-announcement', { cid, announcement: { title: '', content: 'x' } }),
      'announcement.title',
    ),
    missing(
      'PUT /api/group/contest-announcement',
      send('PUT', '/api/group/contest-announcement', {
        cid,
        announcement: { id: Number(UNKNOWN), title: 'T', content: 'C', status: 0 },
      }),
    ),
    field(
      'DELETE /api/group/contest-announcement',
      send('DELETE', '/api/group/contest-announcement', undefined, { cid: String(cid) }),
      'aid',
    ),
    missing(
      'DELETE /api/group/contest-announcement',
      send('DELETE', '/api/group/contest-announcement', undefined, { cid: String(cid), aid: UNKNOWN }),
    ),
  ];

  const contestCounts = async () =>
    rowCounts(['contests', 'contestProblems', 'contestAnnouncements', 'problems']);

  it('answers 400 naming the field, or 404, and writes nothing', async () => {
    const before = await contestCounts();
    for (const row of contestRows()) expectBadInput(row, await app.request(row.request));
    expect(await contestCounts()).toEqual(before);
  });
});
