import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { GROUP_LEVEL, Role } from '@judge/contract';
import { createTestApp, signedInUser, type TestApp } from '../../../test/test-app.ts';
import {
  addMember,
  createGroup,
  groupBody,
  groupUser,
  multipartParts,
  OPEN_GATES,
} from '../../../test/groups-kit.ts';

/** Groups and membership through the API (docs/api.md "Groups"), on SQLite or PostgreSQL. */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  owner = await signedInUser(app, Role.TEACHER);
});
afterAll(() => app.close());
beforeEach(() => app.services.siteConfig.updateSwitches(OPEN_GATES));

const get = (url: string, query: Record<string, string>, token?: string) =>
  app.request({ url, query, token });
const apply = (gid: number, token: string, extra: Record<string, string> = {}) =>
  app.request({ method: 'POST', url: '/api/group/member', token, query: { gid: String(gid), ...extra } });
const mine = async (uid: number) =>
  app.db
    .selectFrom('userNotices')
    .select(['title', 'content'])
    .where('recipientId', '=', uid)
    .where('type', '=', 'Mine')
    .execute();
const levelOf = async (gid: number, uid: number) =>
  (
    await app.db
      .selectFrom('groupMembers')
      .select('auth')
      .where('gid', '=', gid)
      .where('uid', '=', uid)
      .executeTakeFirst()
  )?.auth;

describe('creating a group', () => {
  it('makes the caller its owner and first root, and answers the group with its code', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/group',
      token: owner.token,
      body: groupBody({ auth: 3, code: 'ab12' }),
    });
    expect(response.statusCode, response.body.msg).toBe(200);
    const group = response.body.data;
    expect(group).toMatchObject({
      owner: owner.username,
      uid: owner.uid,
      auth: 3,
      code: 'ab12',
      visible: true,
      memberCount: 1,
    });
    expect(await levelOf(group.id, owner.uid)).toBe(GROUP_LEVEL.ROOT);
  });

  it('needs a code for a private group only: a protected one is applied to with a reason, as applying asks', async () => {
    const protectedGroup = await app.request({
      method: 'POST',
      url: '/api/group',
      token: owner.token,
      body: groupBody({ auth: 2 }),
    });
    expect([protectedGroup.statusCode, protectedGroup.body.data.code]).toEqual([200, null]);
    const privateGroup = await app.request({
      method: 'POST',
      url: '/api/group',
      token: owner.token,
      body: groupBody({ auth: 3 }),
    });
    expect([privateGroup.statusCode, privateGroup.body.data.field]).toEqual([400, 'code']);
    const madePrivate = await app.request({
      method: 'PUT',
      url: '/api/group',
      token: owner.token,
      body: { id: protectedGroup.body.data.id, auth: 3 },
    });
    expect([madePrivate.statusCode, madePrivate.body.data.field]).toEqual([400, 'code']);
  });

  it('refuses a name or short name another group has, ignoring case for the name', async () => {
    const body = groupBody();
    await createGroup(app, owner.token, body);
    const again = await app.request({
      method: 'POST',
      url: '/api/group',
      token: owner.token,
      body: { ...groupBody(), name: body.name.toUpperCase() },
    });
    expect([again.statusCode, again.body.data.field]).toEqual([400, 'name']);
    const short = await app.request({
      method: 'POST',
      url: '/api/group',
      token: owner.token,
      body: { ...groupBody(), shortName: body.shortName },
    });
    expect([short.statusCode, short.body.data.field]).toEqual([400, 'shortName']);
  });

  it("holds users to the site's gates: solved problems, groups a day, groups in all", async () => {
    const user = await signedInUser(app);
    const create = () =>
      app.request({ method: 'POST', url: '/api/group', token: user.token, body: groupBody() });
    const check = async () =>
      (await app.request({ url: '/api/group-create-check', token: user.token })).body.data;
    await app.services.siteConfig.updateSwitches({ defaultCreateGroupACInitValue: 3 });
    // Said before the form is filled: the same refusal creating would meet.
    expect(await check()).toMatchObject({ allowed: false, refusal: { msgParams: { needed: 3, solved: 0 } } });
    let response = await create();
    expect([response.statusCode, response.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(response.body.msg).toContain('3');
    await app.services.siteConfig.updateSwitches({
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 1,
    });
    expect(await check()).toEqual({ allowed: true, refusal: null });
    expect((await create()).statusCode).toBe(200);
    response = await create();
    expect([response.statusCode, response.body.code]).toEqual([429, 'COOLDOWN']);
    await app.services.siteConfig.updateSwitches({
      defaultCreateGroupDailyLimit: 10,
      defaultCreateGroupLimit: 1,
    });
    response = await create();
    expect([response.statusCode, response.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('binds admin roles and teachers by the admins’ total only, and root by nothing', async () => {
    await app.services.siteConfig.updateSwitches({
      defaultCreateGroupACInitValue: 50,
      defaultCreateGroupLimit: 0,
      defaultCreateGroupAdminLimit: 1,
    });
    const teacher = await signedInUser(app, Role.TEACHER);
    const create = (token: string) =>
      app.request({ method: 'POST', url: '/api/group', token, body: groupBody() });
    expect((await create(teacher.token)).statusCode).toBe(200);
    expect((await create(teacher.token)).statusCode).toBe(403);
    expect((await create(root.token)).statusCode).toBe(200);
    expect((await create(root.token)).statusCode).toBe(200);
  });
});

describe('the group list', () => {
  let visibleGroup: number;
  let hiddenGroup: number;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    await app.services.siteConfig.updateSwitches(OPEN_GATES);
    visibleGroup = await createGroup(app, owner.token, {
      name: 'Listed algorithms club',
      auth: 2,
      code: 'pass',
    });
    hiddenGroup = await createGroup(app, owner.token, { name: 'Hidden listing club', visible: false });
    member = await groupUser(app, hiddenGroup, GROUP_LEVEL.MEMBER);
  });
  const ids = async (query: Record<string, string>, token?: string) =>
    (
      (await get('/api/get-group-list', { limit: '120', ...query }, token)).body.data.records as {
        id: number;
      }[]
    ).map((row) => row.id);

  it('shows a hidden group to its members and root only, and never a code', async () => {
    expect(await ids({ keyword: 'listing' })).toEqual([]);
    expect(await ids({ keyword: 'listing' }, (await signedInUser(app)).token)).toEqual([]);
    expect(await ids({ keyword: 'listing' }, member.token)).toEqual([hiddenGroup]);
    expect(await ids({ keyword: 'listing' }, root.token)).toEqual([hiddenGroup]);
    const rows = (await get('/api/get-group-list', { keyword: 'Listed' })).body.data.records;
    expect(rows[0]).toMatchObject({ id: visibleGroup, code: null, memberCount: 1, owner: owner.username });
  });

  it('filters by kind, by keyword (name, short name, owner) and to the caller’s own groups', async () => {
    expect(await ids({ keyword: 'listed', auth: '2' })).toEqual([visibleGroup]);
    expect(await ids({ keyword: 'listed', auth: '1' })).toEqual([]);
    expect(await ids({ keyword: owner.username.toUpperCase() })).toContain(visibleGroup);
    expect(await ids({ onlyMine: 'true' }, member.token)).toEqual([hiddenGroup]);
    const guest = await get('/api/get-group-list', { onlyMine: 'true' });
    expect(guest.statusCode).toBe(401);
  });

  it('pages 9, 15, 30, 60 or 120 a page as asked', async () => {
    const page = (await get('/api/get-group-list', { limit: '9', currentPage: '1' })).body.data;
    expect(page.size).toBe(9);
    expect(page.records.length).toBeLessThanOrEqual(9);
  });
});

describe('details, access and level', () => {
  it('tells the code to the group’s roots only, and hides a hidden group from non-members (404)', async () => {
    const gid = await createGroup(app, owner.token, { auth: 3, code: 'secret', visible: false });
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const groupRoot = await groupUser(app, gid, GROUP_LEVEL.ROOT);
    const detail = (token: string) => get('/api/get-group-detail', { gid: String(gid) }, token);
    expect((await detail(owner.token)).body.data.code).toBe('secret');
    expect((await detail(groupRoot.token)).body.data.code).toBe('secret');
    expect((await detail(root.token)).body.data.code).toBe('secret');
    expect((await detail(admin.token)).body.data.code).toBeNull();
    const outsider = await signedInUser(app);
    expect((await detail(outsider.token)).statusCode).toBe(404);
    expect((await get('/api/get-group-auth', { gid: String(gid) }, admin.token)).body.data).toBe(4);
    expect((await get('/api/get-group-auth', { gid: String(gid) }, root.token)).body.data).toBe(5);
    expect((await get('/api/get-group-access', { gid: String(gid) }, admin.token)).body.data).toEqual({
      access: true,
    });
  });

  it('gives a non-member of a visible group the details but no access', async () => {
    const gid = await createGroup(app, owner.token);
    const outsider = await signedInUser(app);
    expect((await get('/api/get-group-detail', { gid: String(gid) }, outsider.token)).statusCode).toBe(200);
    expect((await get('/api/get-group-access', { gid: String(gid) }, outsider.token)).body.data).toEqual({
      access: false,
    });
    expect((await get('/api/get-group-auth', { gid: String(gid) }, outsider.token)).body.data).toBe(0);
  });
});

describe('joining', () => {
  it('joins a public group at once and welcomes the new member', async () => {
    const gid = await createGroup(app, owner.token);
    const user = await signedInUser(app);
    expect((await apply(gid, user.token)).statusCode).toBe(200);
    expect(await levelOf(gid, user.uid)).toBe(GROUP_LEVEL.MEMBER);
    expect((await mine(user.uid)).map((notice) => notice.title)).toEqual([
      '欢迎加入团队 (Welcome to the Group)',
    ]);
    const again = await apply(gid, user.token);
    expect([again.statusCode, again.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('takes an application with a reason to a protected group and tells its roots', async () => {
    const gid = await createGroup(app, owner.token, { auth: 2, code: 'code1' });
    const user = await signedInUser(app);
    const noReason = await apply(gid, user.token);
    expect([noReason.statusCode, noReason.body.data.field]).toEqual([400, 'reason']);
    expect(await levelOf(gid, user.uid)).toBeUndefined();
    expect((await apply(gid, user.token, { reason: 'I am in this class' })).statusCode).toBe(200);
    expect(await levelOf(gid, user.uid)).toBe(GROUP_LEVEL.APPLYING);
    expect((await mine(owner.uid)).some((notice) => notice.content.includes(user.username))).toBe(true);
    const twice = await apply(gid, user.token, { reason: 'Again please' });
    expect([twice.statusCode, twice.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('needs the right code for a private group; a refused applicant may apply again', async () => {
    const gid = await createGroup(app, owner.token, { auth: 3, code: 'c0de' });
    const user = await signedInUser(app);
    const wrong = await apply(gid, user.token, { reason: 'Let me in', code: 'nope' });
    expect([wrong.statusCode, wrong.body.data.field]).toEqual([400, 'code']);
    const missing = await apply(gid, user.token, { reason: 'Let me in' });
    expect([missing.statusCode, missing.body.data.field]).toEqual([400, 'code']);
    expect(await levelOf(gid, user.uid)).toBeUndefined();
    expect((await apply(gid, user.token, { reason: 'Let me in', code: 'c0de' })).statusCode).toBe(200);
    await addMember(app, gid, user.uid, GROUP_LEVEL.REFUSED);
    expect((await apply(gid, user.token, { reason: 'Second try', code: 'c0de' })).statusCode).toBe(200);
    expect(await levelOf(gid, user.uid)).toBe(GROUP_LEVEL.APPLYING);
  });

  it('is approved by a group admin, and the applicant is welcomed', async () => {
    const gid = await createGroup(app, owner.token, { auth: 2, code: 'code2' });
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const user = await signedInUser(app);
    await apply(gid, user.token, { reason: 'Please' });
    const list = await get('/api/group/get-apply-list', { gid: String(gid) }, admin.token);
    expect(list.body.data.records.find((row: { uid: number }) => row.uid === user.uid)).toMatchObject({
      auth: 1,
      reason: 'Please',
      username: user.username,
    });
    const approve = await app.request({
      method: 'PUT',
      url: '/api/group/member',
      token: admin.token,
      body: { gid, uid: user.uid, auth: 3, username: user.username, reason: 'Please' },
    });
    expect(approve.statusCode, approve.body.msg).toBe(200);
    expect(await levelOf(gid, user.uid)).toBe(GROUP_LEVEL.MEMBER);
    expect((await mine(user.uid)).length).toBe(1);
    const members = await get('/api/group/get-member-list', { gid: String(gid) }, user.token);
    expect(members.body.data.records.map((row: { uid: number }) => row.uid).sort()).toEqual(
      [owner.uid, admin.uid, user.uid].sort(),
    );
  });
});

describe('member levels', () => {
  let gid: number;
  beforeEach(async () => {
    gid = await createGroup(app, owner.token);
  });
  const setLevel = (token: string, uid: number, auth: number) =>
    app.request({ method: 'PUT', url: '/api/group/member', token, body: { gid, uid, auth } });

  it('lets a group admin act only below their level and set only levels below it', async () => {
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const otherAdmin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    expect((await setLevel(admin.token, member.uid, GROUP_LEVEL.REFUSED)).statusCode).toBe(200);
    expect((await setLevel(admin.token, member.uid, GROUP_LEVEL.ADMIN)).statusCode).toBe(403);
    expect((await setLevel(admin.token, otherAdmin.uid, GROUP_LEVEL.MEMBER)).statusCode).toBe(403);
    expect((await setLevel(admin.token, owner.uid, GROUP_LEVEL.MEMBER)).statusCode).toBe(403);
    expect(await levelOf(gid, otherAdmin.uid)).toBe(GROUP_LEVEL.ADMIN);
  });

  it('lets a group root make admins but not roots; the owner and root make roots; nobody changes the owner', async () => {
    const groupRoot = await groupUser(app, gid, GROUP_LEVEL.ROOT);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    expect((await setLevel(groupRoot.token, member.uid, GROUP_LEVEL.ADMIN)).statusCode).toBe(200);
    expect((await setLevel(groupRoot.token, member.uid, GROUP_LEVEL.ROOT)).statusCode).toBe(403);
    expect((await setLevel(owner.token, member.uid, GROUP_LEVEL.ROOT)).statusCode).toBe(200);
    expect((await setLevel(owner.token, groupRoot.uid, GROUP_LEVEL.MEMBER)).statusCode).toBe(200);
    expect((await setLevel(root.token, owner.uid, GROUP_LEVEL.MEMBER)).statusCode).toBe(403);
    expect(await levelOf(gid, owner.uid)).toBe(GROUP_LEVEL.ROOT);
  });

  it('answers 404 for a user with no row in the group', async () => {
    const stranger = await signedInUser(app);
    const response = await setLevel(owner.token, stranger.uid, GROUP_LEVEL.MEMBER);
    expect([response.statusCode, response.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('leaving: removal, exit, disbanding', () => {
  const remove = (gid: number, uid: number, token: string) =>
    app.request({
      method: 'DELETE',
      url: '/api/group/member',
      token,
      query: { gid: String(gid), uid: String(uid) },
    });

  it('removes a member below the admin’s level and tells them', async () => {
    const gid = await createGroup(app, owner.token);
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const peer = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    expect((await remove(gid, peer.uid, admin.token)).statusCode).toBe(403);
    expect((await remove(gid, owner.uid, admin.token)).statusCode).toBe(403);
    expect((await remove(gid, admin.uid, admin.token)).statusCode).toBe(403);
    expect((await remove(gid, member.uid, admin.token)).statusCode).toBe(200);
    expect(await levelOf(gid, member.uid)).toBeUndefined();
    expect((await mine(member.uid))[0].content).toContain(admin.username);
  });

  it('lets a member exit, but not the owner', async () => {
    const gid = await createGroup(app, owner.token);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const exit = (token: string) =>
      app.request({ method: 'DELETE', url: '/api/group/member/exit', token, query: { gid: String(gid) } });
    expect((await exit(member.token)).statusCode).toBe(200);
    expect((await exit(member.token)).statusCode).toBe(403);
    expect((await exit(owner.token)).statusCode).toBe(403);
  });

  it('disbands by the owner or root: members told, announcements and discussions gone', async () => {
    const gid = await createGroup(app, owner.token);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    await app.request({
      method: 'POST',
      url: '/api/group/announcement',
      token: owner.token,
      body: { gid, title: 'Welcome', content: 'Read the rules' },
    });
    const categoryId = (await get('/api/discussion-category', {})).body.data[0].id;
    const posted = await app.request({
      method: 'POST',
      url: '/api/group/discussion',
      token: member.token,
      body: { gid, title: 'Hi', description: 'Hello', content: 'Hello all', categoryId },
    });
    expect(posted.statusCode, posted.body.msg).toBe(200);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/group',
          token: admin.token,
          query: { gid: String(gid) },
        })
      ).statusCode,
    ).toBe(403);
    const response = await app.request({
      method: 'DELETE',
      url: '/api/group',
      token: owner.token,
      query: { gid: String(gid) },
    });
    expect(response.statusCode, response.body.msg).toBe(200);
    expect((await mine(member.uid)).map((notice) => notice.title)).toContain(
      '团队解散通知 (Group Dissolution Notice)',
    );
    expect(await mine(owner.uid).then((rows) => rows.some((row) => row.title.includes('Dissolution')))).toBe(
      false,
    );
    expect(await app.db.selectFrom('announcements').select('id').where('gid', '=', gid).execute()).toEqual(
      [],
    );
    expect(await app.db.selectFrom('discussions').select('id').where('gid', '=', gid).execute()).toEqual([]);
    expect(await app.db.selectFrom('groupMembers').select('id').where('gid', '=', gid).execute()).toEqual([]);
  });

  it('disbands the group when root removes its owner', async () => {
    const gid = await createGroup(app, owner.token);
    expect((await remove(gid, owner.uid, root.token)).statusCode).toBe(200);
    expect(
      await app.db.selectFrom('groups').select('id').where('id', '=', gid).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('settings', () => {
  it('changes the fields sent, keeps the rest, and needs a code to close the group', async () => {
    const gid = await createGroup(app, owner.token, { brief: 'Old brief' });
    const groupRoot = await groupUser(app, gid, GROUP_LEVEL.ROOT);
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const update = (token: string, body: Record<string, unknown>) =>
      app.request({ method: 'PUT', url: '/api/group', token, body: { id: gid, ...body } });
    expect((await update(admin.token, { brief: 'Admins may not' })).statusCode).toBe(403);
    const noCode = await update(groupRoot.token, { auth: 3 });
    expect([noCode.statusCode, noCode.body.data.field]).toEqual([400, 'code']);
    const saved = await update(groupRoot.token, { auth: 3, code: 'k3y9', visible: false });
    expect(saved.statusCode, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ auth: 3, code: 'k3y9', visible: false, brief: 'Old brief' });
  });

  it('takes a picture from its bytes with the gid after the file, and refuses a non-picture', async () => {
    const gid = await createGroup(app, owner.token);
    const png = PNG.sync.write(new PNG({ width: 200, height: 200 }));
    const upload = (content: Buffer, token = owner.token) => {
      const { body, headers } = multipartParts([
        { field: 'image', filename: 'avatar.png', content },
        { field: 'gid', value: String(gid) },
      ]);
      return app.request({ method: 'POST', url: '/api/file/upload-group-avatar', token, body, headers });
    };
    const response = await upload(png);
    expect(response.statusCode, response.body.msg).toBe(200);
    expect(response.body.data.avatar).toMatch(/^\/api\/public\/img\/group-avatar\/.+\.png$/);
    const served = await app.request({ url: response.body.data.avatar });
    expect(served.statusCode).toBe(200);
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([fake.statusCode, fake.body.data.field]).toEqual([400, 'image']);
    const member = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    expect((await upload(png, member.token)).statusCode).toBe(403);
  });
});

describe('announcements', () => {
  it('shows members the visible ones, admins all; the author or a group root edits', async () => {
    const gid = await createGroup(app, owner.token);
    const admin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const otherAdmin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const create = await app.request({
      method: 'POST',
      url: '/api/group/announcement',
      token: admin.token,
      body: { gid, title: 'Homework', content: 'Due Friday', status: 1 },
    });
    expect(create.statusCode, create.body.msg).toBe(200);
    const id = create.body.data.id;
    const list = (token: string, url = '/api/group/get-announcement-list') =>
      get(url, { gid: String(gid) }, token).then((r) => r.body.data.records as { id: number; gid: number }[]);
    expect(await list(member.token)).toEqual([]);
    expect((await list(admin.token, '/api/group/get-admin-announcement-list'))[0]).toMatchObject({ id, gid });
    const show = (token: string) =>
      app.request({
        method: 'PUT',
        url: '/api/group/announcement',
        token,
        body: { id, gid, title: 'Homework', content: 'Due Friday', status: 0 },
      });
    expect((await show(otherAdmin.token)).statusCode).toBe(403);
    expect((await show(admin.token)).statusCode).toBe(200);
    expect((await list(member.token)).map((row) => row.id)).toEqual([id]);
    expect(
      (await get('/api/get-common-announcement', {})).body.data.records.some(
        (row: { id: number }) => row.id === id,
      ),
    ).toBe(false);
    const del = await app.request({
      method: 'DELETE',
      url: '/api/group/announcement',
      token: owner.token,
      query: { aid: String(id) },
    });
    expect(del.statusCode).toBe(200);
  });
});
