import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AuditEntry } from '@judge/contract';
import { GROUP_LEVEL } from '@judge/contract';
import { createContest } from '../../../test/contests-kit.ts';
import { createGroup, groupUser } from '../../../test/groups-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  problemBody,
  signedInUser,
  type TestApp,
} from '../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

async function entries(query: Record<string, string> = {}, token = root.token): Promise<AuditEntry[]> {
  const response = await app.request({
    url: '/api/admin/audit-log',
    query: { limit: '200', ...query },
    token,
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data.records;
}

describe('the audit log writes', () => {
  it('a problem edit: who, when, from where, and the changed fields before and after', async () => {
    const { pid, problemId } = await createProblem(app, root.token, { problem: { title: 'Old title' } });
    const started = new Date().toISOString();
    const edit = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: root.token,
      headers: { 'x-forwarded-for': '203.0.113.7' },
      body: {
        ...problemBody({ problem: { id: pid, problemId, title: 'New title' }, changeCases: false }),
        pid,
      },
    });
    expect(edit.statusCode, JSON.stringify(edit.body)).toBe(200);
    const [entry] = await entries({ action: 'problem.update', entityKind: 'problem' });
    expect(entry).toMatchObject({
      actorUid: root.uid,
      actorName: root.username,
      actorRole: Role.ROOT,
      action: 'problem.update',
      entityKind: 'problem',
      entityId: String(pid),
    });
    expect(entry.remoteAddress).not.toBe('');
    expect(entry.at >= started).toBe(true);
    expect(entry.changes.title).toEqual({ before: 'Old title', after: 'New title' });
    expect(entry.changes.description).toBeUndefined();
    const [created] = await entries({ action: 'problem.create' });
    expect(created.entityId).toBe(String(pid));
    expect(created.changes.title).toEqual({ after: 'Old title' });
    expect(created.changes.testData.after).toHaveLength(2);
  });

  it('a refused change writes nothing', async () => {
    const before = (await entries()).length;
    const user = await signedInUser(app);
    const refused = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: user.token,
      body: problemBody(),
    });
    expect(refused.statusCode).toBe(403);
    expect(await entries()).toHaveLength(before);
  });

  it("a user's role change, and a password change as 'changed' with no value anywhere", async () => {
    const user = await createUser(app, { password: 'first-pass-1' });
    const newPassword = 'Brand-new-secret-42';
    const edit = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: root.token,
      body: { uid: user.uid, role: Role.ADMIN, password: newPassword, setNewPwd: true },
    });
    expect(edit.statusCode, JSON.stringify(edit.body)).toBe(200);
    const [entry] = (await entries({ action: 'user.update' })).filter((e) => e.entityId === String(user.uid));
    expect(entry.changes.role).toEqual({ before: Role.USER, after: Role.ADMIN });
    expect(entry.changes.passwordHash).toEqual({ secret: 'changed' });
    const stored = await app.db.selectFrom('auditLog').select('changes').execute();
    const hash = (
      await app.db
        .selectFrom('users')
        .select('passwordHash')
        .where('uid', '=', user.uid)
        .executeTakeFirstOrThrow()
    ).passwordHash;
    for (const row of stored) {
      expect(row.changes).not.toContain(newPassword);
      expect(row.changes).not.toContain(hash);
      expect(row.changes).not.toContain('argon2');
    }
  });

  it('a deletion keeps what was deleted', async () => {
    const { pid } = await createProblem(app, root.token, { problem: { title: 'Doomed' } });
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/problem',
      query: { pid: String(pid) },
      token: root.token,
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    const [entry] = await entries({ action: 'problem.delete' });
    expect(entry.entityId).toBe(String(pid));
    expect(entry.changes.title).toEqual({ before: 'Doomed' });
  });

  it('a batch deletion: one entry per user, each with what was removed and no password hash', async () => {
    const first = await createUser(app);
    const second = await createUser(app);
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/user/delete-user',
      token: root.token,
      body: { ids: [first.uid, second.uid] },
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    const deleted = await entries({ action: 'user.delete' });
    expect(deleted.map((e) => [e.entityId, e.changes.username])).toEqual([
      [String(second.uid), { before: second.username }],
      [String(first.uid), { before: first.username }],
    ]);
    expect(deleted.every((e) => e.changes.passwordHash?.secret === 'changed')).toBe(true);
  });

  it('a rejudge, with the submission it sent back to the queue', async () => {
    const { pid } = await createProblem(app, root.token);
    const author = await signedInUser(app);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: author.token,
      body: { pid, language: 'Python3', code: 'print(sum(map(int, input().split())))', isRemote: false },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    const submitId = submitted.body.data.submitId as number;
    await app.db.updateTable('submissions').set({ status: 0 }).where('id', '=', submitId).execute();
    const rejudged = await app.request({
      url: '/api/admin/judge/rejudge',
      query: { submitId: String(submitId) },
      token: root.token,
    });
    expect(rejudged.statusCode, JSON.stringify(rejudged.body)).toBe(200);
    const [entry] = await entries({ action: 'submission.rejudge' });
    expect(entry).toMatchObject({ entityKind: 'submission', entityId: String(submitId) });
    expect(entry.changes.status.before).toBe(0);
    expect(entry.changes.status.after).not.toBe(0);
  });

  it('a configuration change, its secrets as changed only', async () => {
    const web = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      token: root.token,
      body: { shortName: 'AUDITOJ' },
    });
    expect(web.statusCode, JSON.stringify(web.body)).toBe(200);
    const [webEntry] = await entries({ action: 'config.web' });
    expect(webEntry.entityId).toBe('web');
    expect(JSON.stringify(webEntry.changes.value)).toContain('AUDITOJ');
    const mailPassword = 'Smtp-Secret-Value-9';
    const email = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-email-config',
      token: root.token,
      body: { emailHost: 'smtp.example.com', emailPassword: mailPassword },
    });
    expect(email.statusCode, JSON.stringify(email.body)).toBe(200);
    const datasource = await app.request({
      method: 'PUT',
      url: '/api/admin/config/set-db-and-redis-config',
      token: root.token,
      body: { databaseUrl: 'postgres://judge:Db-Secret-77@localhost/judge', poolMax: 5 },
    });
    expect(datasource.statusCode, JSON.stringify(datasource.body)).toBe(200);
    const [dsEntry] = await entries({ action: 'config.datasource' });
    expect(dsEntry.changes).toEqual({ databaseUrl: { secret: 'changed' }, poolMax: { after: 5 } });
    const text = JSON.stringify(await app.db.selectFrom('auditLog').selectAll().execute());
    expect(text).not.toContain(mailPassword);
    expect(text).not.toContain('Db-Secret-77');
  });
});

describe('reading the audit log', () => {
  it('filters by actor, action, entity kind, contest and time, page by page', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    const cid = await createContest(app, admin.token);
    const renamed = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      query: { cid: String(cid), visible: 'false' },
      token: admin.token,
    });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    const mine = await entries({ actor: admin.username });
    expect(mine.map((e) => e.action).sort()).toEqual(['contest.create', 'contest.visibility']);
    expect(mine.every((e) => e.contestId === cid)).toBe(true);
    expect(
      (await entries({ cid: String(cid), action: 'contest.visibility' })).map((e) => e.changes.visible),
    ).toEqual([{ before: 1, after: 0 }]);
    expect(await entries({ entityKind: 'contest', actor: root.username })).toEqual([]);
    expect(await entries({ from: '2999-01-01T00:00:00Z' })).toEqual([]);
    expect((await entries({ to: '2000-01-01T00:00:00Z' })).length).toBe(0);
    const firstPage = await app.request({
      url: '/api/admin/audit-log',
      query: { limit: '2' },
      token: root.token,
    });
    expect(firstPage.body.data.records).toHaveLength(2);
    expect(firstPage.body.data.total).toBe((await entries()).length);
    const second = await app.request({
      url: '/api/admin/audit-log',
      query: { limit: '2', currentPage: '2' },
      token: root.token,
    });
    expect(second.body.data.records[0].id).toBeLessThan(firstPage.body.data.records[1].id);
  });

  it('exports the filtered entries as CSV', async () => {
    const response = await app.request({
      url: '/api/file/audit-log-csv',
      query: { action: 'problem.update' },
      token: root.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.raw.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor,actorUid,role,remoteAddress,action,entityKind,entityId,contestId,groupId,changes',
    );
    expect(lines.length).toBe(1 + (await entries({ action: 'problem.update' })).length);
    expect(lines[1]).toContain('problem.update');
    expect(lines[1]).toContain('New title');
  });

  it('root reads all, a contest admin only its contest, others are refused', async () => {
    const owner = await signedInUser(app, Role.ADMIN);
    const cid = await createContest(app, owner.token);
    const other = await createContest(app, root.token);
    const ownPart = await entries({ cid: String(cid) }, owner.token);
    expect(ownPart.length).toBeGreaterThan(0);
    expect(ownPart.every((e) => e.contestId === cid)).toBe(true);
    const denied = [
      await app.request({ url: '/api/admin/audit-log', query: { cid: String(other) }, token: owner.token }),
      await app.request({
        url: '/api/file/audit-log-csv',
        query: { cid: String(other) },
        token: owner.token,
      }),
    ];
    expect(denied.map((r) => r.statusCode)).toEqual([403, 403]);
    // Naming no contest is asking for all of it, which only root reads: the call says what it needs.
    const unscoped = await app.request({ url: '/api/admin/audit-log', token: owner.token });
    expect([unscoped.statusCode, unscoped.body.data?.field]).toEqual([400, 'cid']);
    const user = await signedInUser(app);
    const refused = await app.request({
      url: '/api/admin/audit-log',
      query: { cid: String(cid) },
      token: user.token,
    });
    expect(refused.statusCode).toBe(403);
    const guest = await app.request({ url: '/api/admin/audit-log' });
    expect(guest.statusCode).toBe(401);
    expect((await entries({ cid: String(other) })).length).toBeGreaterThan(0);
  });

  it("a group's admins read their group's part (its admin's changes among them), its members are refused", async () => {
    const gid = await createGroup(app, root.token);
    const other = await createGroup(app, root.token);
    const groupAdmin = await groupUser(app, gid, GROUP_LEVEL.ADMIN);
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const posted = await app.request({
      method: 'POST',
      url: '/api/group/announcement',
      token: groupAdmin.token,
      body: { gid, title: 'Homework due Friday', content: 'Chapter 3.', status: 0 },
    });
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(200);
    const part = await entries({ gid: String(gid) }, groupAdmin.token);
    expect(part.every((e) => e.groupId === gid)).toBe(true);
    expect(part.find((e) => e.action === 'announcement.create')).toMatchObject({
      actorName: groupAdmin.username,
      changes: { title: { after: 'Homework due Friday' } },
    });
    const refused = [
      await app.request({ url: '/api/admin/audit-log', query: { gid: String(gid) }, token: member.token }),
      await app.request({
        url: '/api/admin/audit-log',
        query: { gid: String(other) },
        token: groupAdmin.token,
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403]);
  });
});
