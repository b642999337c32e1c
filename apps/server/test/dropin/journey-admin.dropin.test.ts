import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createProblem, createTestApp, createUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createContest } from '../contests-kit.ts';
import { expectShape } from './shape.ts';
import { ok } from './journey-kit.ts';

/**
 * Journeys through the reference client's back office (HimitZH/HOJ hoj-vue src/views/admin: Login.vue,
 * Dashboard.vue, problem/ProblemList.vue and Problem.vue, general/User.vue, contest/ContestList.vue and
 * Contest.vue): each page's calls in the order the view makes them, each fed from the answers before it.
 * The single calls' request and answer shapes are pinned in admin*.dropin.test.ts; these add the sequence
 * and the fields only a page's later calls read.
 */

let app: TestApp;
let token: string;
let uid: number;

beforeAll(async () => {
  app = await createTestApp();
  const root = await createUser(app, { role: Role.ROOT });
  uid = root.uid;
  // Login.vue (admin): admin_login(username, password); the token comes in the Authorization header.
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/login',
    body: { username: root.username, password: root.password },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  token = String(response.headers.authorization);
  // store/user.js isAdminRole reads roleList.
  expect(response.body.data.roleList).toContain('root');
});
afterAll(() => app.close());

describe(`reference client journeys: back office (${TEST_DIALECT})`, () => {
  it('Dashboard.vue mounted: judge servers, service info, dashboard counts, the admin session', async () => {
    // refreshJudgeServerList: rows read row.service.serviceId/host/port/secure/metadata and the loads.
    const judges = await ok(app, { url: '/api/admin/config/get-judge-service-info', token });
    expect(Array.isArray(judges)).toBe(true);
    // refreshGeneralSystemInfo writes into backupService[0]: the list must have a first entry.
    const general = await ok(app, { url: '/api/admin/config/get-service-info', token });
    expectShape(
      general,
      {
        backupCores: 'number',
        backupPercentCpuLoad: 'string',
        backupPercentMemoryLoad: 'string',
        backupService: 'array',
        nacos: 'object?',
      },
      'get-service-info',
    );
    expect(general.backupService.length).toBeGreaterThan(0);
    expectShape(
      general.backupService[0],
      { serviceId: 'string?', host: 'string?', port: 'number?' },
      'backupService[0]',
    );

    const info = await ok(app, { url: '/api/admin/dashboard/get-dashboard-info', token });
    expectShape(
      info,
      { userNum: 'number', recentContestNum: 'number', todayJudgeNum: 'number' },
      'DashboardVO (infoData)',
    );
    // getSessions(this.userInfo.uid): the uid alone is the JSON body; the page reads userAgent, ip, gmtCreate.
    const session = await ok(app, {
      method: 'POST',
      url: '/api/admin/dashboard/get-sessions',
      token,
      body: JSON.stringify(uid),
      headers: { 'content-type': 'application/json' },
    });
    expectShape(session, { userAgent: 'string?', ip: 'string?', gmtCreate: 'string?' }, 'Session');
  });

  it('ProblemList.vue then Problem.vue (edit): the list row opens the form, which asks tags, languages, cases, templates', async () => {
    const made = await createProblem(app, token, {
      languages: ['C++', 'Python3'],
      codeTemplates: [{ language: 'C++', code: '// start here\n', status: true }],
      tags: [{ name: 'greedy' }],
    });
    // ProblemList.vue getProblemList: { limit, currentPage, oj: 'All' } after filterEmptyValue.
    const list = await ok(app, {
      url: '/api/admin/problem/get-problem-list',
      token,
      query: { limit: '10', currentPage: '1', oj: 'All' },
    });
    const row = list.records.find((r: { id: number }) => r.id === made.pid);
    expect(row).toBeDefined();
    // changeProblemAuth(row): the row itself, its auth switched (admin_changeProblemAuth PUT).
    await ok(app, {
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      token,
      body: { ...row, auth: 2 },
    });
    await ok(app, {
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      token,
      body: { ...row, auth: 1 },
    });

    // The edit link: /admin/problem/edit/:problemId with row.id. Problem.vue mounted:
    // admin_getAllProblemTagList('ALL') reads name and oj of each tag.
    const allTags = await ok(app, { url: '/api/get-all-problem-tags', token, query: { oj: 'ALL' } });
    expectShape(allTags[0], { id: 'number', name: 'string', oj: 'string' }, 'Tag (all tags)');
    // getLanguages(problemId, false): the catalogue the form builds its language boxes and templates from.
    const languages = await ok(app, {
      url: '/api/languages',
      token,
      query: { pid: String(row.id), all: 'false' },
    });
    expectShape(
      languages[0],
      { id: 'number', name: 'string', isSpj: 'boolean', contentType: 'string', codeTemplate: 'string' },
      'Language',
    );
    // init(): admin_getProblem(pid), then admin_getProblemCases(pid, problem.isUploadCase).
    const problem = await ok(app, { url: '/api/admin/problem', token, query: { pid: String(row.id) } });
    expect(problem.id).toBe(made.pid);
    const cases = await ok(app, {
      url: '/api/admin/problem/get-problem-cases',
      token,
      query: { pid: String(row.id), isUpload: String(problem.isUploadCase) },
    });
    expect(Array.isArray(cases)).toBe(true);
    expectShape(cases[0], { input: 'string', output: 'string' }, 'ProblemCase');
    // getProblemCodeTemplateAndLanguage: the templates first, found by lid == language.id; then the names.
    const templates = await ok(app, {
      url: '/api/get-problem-code-template',
      token,
      query: { pid: String(row.id) },
    });
    expectShape(templates[0], { id: 'number', lid: 'number', code: 'string' }, 'CodeTemplate');
    const cpp = languages.find((l: { name: string }) => l.name === 'C++');
    expect(templates.find((t: { lid: number }) => t.lid === cpp.id)?.code).toBe('// start here\n');
    const problemLanguages = await ok(app, {
      url: '/api/get-problem-languages',
      token,
      query: { pid: String(row.id) },
    });
    expect(problemLanguages.map((l: { name: string }) => l.name).sort()).toEqual(['C++', 'Python3']);
    // admin_getProblemTags(pid): the form's tag chips, by name.
    const tags = await ok(app, { url: '/api/get-problem-tags', token, query: { pid: String(row.id) } });
    expectShape(tags[0], { id: 'number', name: 'string', oj: 'string' }, 'Tag (problem tags)');
    expect(tags.map((t: { name: string }) => t.name)).toEqual(['greedy']);
  });

  it('User.vue: the list with onlyAdmin false, then the edit dialog saves the row it was given', async () => {
    const someone = await createUser(app);
    // admin_getUserList(currentPage, limit, keyword, onlyAdmin): keyword only when set.
    const list = await ok(app, {
      url: '/api/admin/user/get-user-list',
      token,
      query: { currentPage: '1', limit: '10', keyword: someone.username, onlyAdmin: 'false' },
    });
    expect(list.total).toBe(1);
    const user = list.records[0];
    // openUserDialog(row): selectUser takes uid, username, realname, email, nickname, status, type = roles[0].id.
    const saved = await ok(app, {
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token,
      body: {
        uid: user.uid,
        username: user.username,
        realname: user.realname ?? '',
        email: user.email,
        nickname: 'Renamed',
        password: '',
        type: user.roles[0].id,
        status: user.status,
        setNewPwd: false,
      },
    });
    expect(saved === null || typeof saved === 'object').toBe(true);
    const again = await ok(app, {
      url: '/api/admin/user/get-user-list',
      token,
      query: { currentPage: '1', limit: '10', keyword: someone.username, onlyAdmin: 'false' },
    });
    expect(again.records[0].nickname).toBe('Renamed');
    // onlyAdmin true: the admins only (root is one).
    const admins = await ok(app, {
      url: '/api/admin/user/get-user-list',
      token,
      query: { currentPage: '1', limit: '10', onlyAdmin: 'true' },
    });
    expect(admins.records.map((r: { uid: number }) => r.uid)).toContain(uid);
    expect(admins.records.map((r: { uid: number }) => r.uid)).not.toContain(user.uid);
  });

  it('ContestList.vue then Contest.vue (edit): the row opens the form, which saves what admin_getContest answered', async () => {
    const cid = await createContest(app, token, { title: 'Journey Cup' });
    const list = await ok(app, {
      url: '/api/admin/contest/get-contest-list',
      token,
      query: { currentPage: '1', limit: '10', keyword: 'Journey' },
    });
    const row = list.records.find((r: { id: number }) => r.id === cid);
    expectShape(
      row,
      {
        id: 'number',
        title: 'string',
        type: 'number',
        auth: 'number',
        status: 'number',
        visible: 'boolean',
        author: 'string?',
      },
      'Contest (admin list row)',
    );
    // changeContestVisible(cid, visible, uid): the row's uid in the query.
    await ok(app, {
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      token,
      query: { cid: String(row.id), visible: 'false', uid: String(row.uid) },
    });
    // Contest.vue: admin_getContest(contestId), the form edits it and sends it back.
    const contest = await ok(app, { url: '/api/admin/contest', token, query: { cid: String(row.id) } });
    expect(contest.visible).toBe(false);
    await ok(app, {
      method: 'PUT',
      url: '/api/admin/contest',
      token,
      body: { ...contest, title: 'Journey Cup 2', visible: true },
    });
    const after = await ok(app, { url: '/api/admin/contest', token, query: { cid: String(row.id) } });
    expect(after.title).toBe('Journey Cup 2');
    expect(after.visible).toBe(true);
  });

  it("Announcement.vue in a contest: the list by the route's cid, { announcement, cid } to add and edit, delete by aid", async () => {
    const cid = String(await createContest(app, token, { title: 'Announced Cup' }));
    // init(): admin_getContestAnnouncementList(contestID, currentPage, pageSize), contestID from the route (text).
    const empty = await ok(app, {
      url: '/api/admin/contest/announcement',
      token,
      query: { cid, currentPage: '1', limit: '15' },
    });
    expect(empty.total).toBe(0);
    // submitAnnouncement: { announcement: this.announcement, cid: this.contestID }.
    await ok(app, {
      method: 'POST',
      url: '/api/admin/contest/announcement',
      token,
      body: {
        announcement: { title: 'Start', content: 'Good luck', status: 0, uid, username: 'root' },
        cid,
      },
    });
    const list = await ok(app, {
      url: '/api/admin/contest/announcement',
      token,
      query: { cid, currentPage: '1', limit: '15' },
    });
    expect(list.total).toBe(1);
    const row = list.records[0];
    expectShape(
      row,
      {
        id: 'number',
        title: 'string',
        content: 'string',
        status: 'number',
        username: 'string?',
        gmtCreate: 'string',
      },
      'AnnouncementVO (contest, back office)',
    );
    // The edit dialog sends the row back with its edits, the same wrapper.
    await ok(app, {
      method: 'PUT',
      url: '/api/admin/contest/announcement',
      token,
      body: { announcement: { ...row, title: 'Start now' }, cid },
    });
    const edited = await ok(app, {
      url: '/api/admin/contest/announcement',
      token,
      query: { cid, currentPage: '1', limit: '15' },
    });
    expect(edited.records[0].title).toBe('Start now');
    // deleteAnnouncement(announcementId): admin_deleteContestAnnouncement(aid), no cid.
    await ok(app, {
      method: 'DELETE',
      url: '/api/admin/contest/announcement',
      token,
      query: { aid: String(row.id) },
    });
    const gone = await ok(app, {
      url: '/api/admin/contest/announcement',
      token,
      query: { cid, currentPage: '1', limit: '15' },
    });
    expect(gone.total).toBe(0);
  });

  it('Home.vue (back office) logout: admin_logout, then the token no longer opens the back office', async () => {
    const admin = await createUser(app, { role: Role.ADMIN });
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/login',
      body: { username: admin.username, password: admin.password },
    });
    const adminToken = String(response.headers.authorization);
    await ok(app, { url: '/api/admin/dashboard/get-dashboard-info', token: adminToken });
    await ok(app, { url: '/api/admin/logout', token: adminToken });
    const after = await app.request({ url: '/api/admin/dashboard/get-dashboard-info', token: adminToken });
    // 401: the client's interceptor then routes to the back office's login page.
    expect(after.statusCode).toBe(401);
  });
});
