import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, Role } from '@judge/contract';
import { createTestApp, problemBody, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  createGroupContest,
  createGroupProblem,
  createGroupTraining,
  groupUser,
  OPEN_GATES,
} from '../groups-kit.ts';
import { createCategory } from '../trainings-kit.ts';
import { expectShape, type Shape } from './shape.ts';

/**
 * The reference client's group pages (HimitZH/HOJ hoj-vue src/common/api.js getGroupList, getGroup,
 * getGroupAccess, getGroupAuth, addGroup, addGroupMember, getGroupMemberList, getGroupApplyList,
 * updateGroupMember, getGroupAnnouncementList, addGroupAnnouncement, getGroupProblemList,
 * getGroupTrainingList, getGroupContestList, getGroupDiscussionList, getGroupRank; views/oj/group/*),
 * answered with GroupVO, GroupMemberVO and the lists' VOs.
 */

/** GroupVO as GroupList.vue's cards and GroupDetails.vue read it. */
const GROUP: Shape = {
  id: 'number',
  avatar: 'string?',
  owner: 'string',
  name: 'string',
  shortName: 'string',
  brief: 'string',
  auth: 'number', // 1 public, 2 protected (code), 3 private (apply)
  visible: 'boolean',
  gmtCreate: 'string',
};

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;
let gid: number;
/** What the tabs' test made, for the back office test after it. */
const content = {} as {
  pid: number;
  tid: number;
  cid: number;
  member: Awaited<ReturnType<typeof signedInUser>>;
};

beforeAll(async () => {
  app = await createTestApp();
  await app.request({
    method: 'PUT',
    url: '/api/admin/switch/update',
    token: (root = await signedInUser(app, Role.ROOT)).token,
    body: OPEN_GATES,
  });
  owner = await signedInUser(app);
  // GroupList.vue's create dialog: {name, shortName, brief, description, auth, code, visible}.
  const created = await app.request({
    method: 'POST',
    url: '/api/group',
    token: owner.token,
    body: {
      name: 'Drop-in Club',
      shortName: 'DROP',
      brief: 'Practice together',
      description: 'Weekly sets.',
      auth: 2,
      code: 'JOIN42',
      visible: true,
    },
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  gid = created.body.data.id;
});
afterAll(() => app.close());

describe(`reference client: groups (${TEST_DIALECT})`, () => {
  it('GroupList.vue getGroupList(currentPage, limit, query) and GroupDetails.vue getGroup, getGroupAuth, getGroupAccess', async () => {
    // The query's empty values are left out; "auth" 0 is the "All" option, onlyMine a boolean as text.
    for (const query of <Record<string, string>[]>[
      { currentPage: '1', limit: '12' },
      { currentPage: '1', limit: '12', auth: '0', keyword: 'Drop', onlyMine: 'false' },
    ]) {
      const list = await app.request({ url: '/api/get-group-list', query });
      expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
      expect(typeof list.body.data.total).toBe('number');
      const row = list.body.data.records.find((g: { id: number }) => g.id === gid);
      expectShape(row, { ...GROUP, memberCount: 'number' }, 'GroupVO (list)');
    }

    const detail = await app.request({
      url: '/api/get-group-detail',
      token: owner.token,
      query: { gid: String(gid) },
    });
    expect(detail.statusCode, JSON.stringify(detail.body)).toBe(200);
    expectShape(detail.body.data, { ...GROUP, description: 'string' }, 'Group (detail)');

    // getGroupAuth: the caller's level as a number (the store's userAuth); getGroupAccess: AccessVO.
    const auth = await app.request({
      url: '/api/get-group-auth',
      token: owner.token,
      query: { gid: String(gid) },
    });
    expect(auth.statusCode).toBe(200);
    expect(auth.body.data).toBe(GROUP_LEVEL.ROOT);
    const access = await app.request({
      url: '/api/get-group-access',
      token: owner.token,
      query: { gid: String(gid) },
    });
    expect(access.statusCode).toBe(200);
    expectShape(access.body.data, { access: 'boolean' }, 'AccessVO');
  });

  it('GroupDetails.vue joins with addGroupMember(gid, code, reason) in the query; GroupMember.vue lists and accepts', async () => {
    const applicant = await signedInUser(app);
    const applied = await app.request({
      method: 'POST',
      url: '/api/group/member',
      token: applicant.token,
      query: { gid: String(gid), code: 'JOIN42', reason: 'I like problems' },
    });
    expect(applied.statusCode, JSON.stringify(applied.body)).toBe(200);

    // getGroupApplyList / getGroupMemberList(currentPage, limit, gid): GroupMemberVO rows.
    const MEMBER: Shape = {
      gid: 'number',
      uid: 'number', // our uids are numbers (docs/api.md)
      username: 'string',
      auth: 'number',
      reason: 'string?',
      gmtCreate: 'string',
    };
    const applies = await app.request({
      url: '/api/group/get-apply-list',
      token: owner.token,
      query: { currentPage: '1', limit: '10', gid: String(gid) },
    });
    expect(applies.statusCode, JSON.stringify(applies.body)).toBe(200);
    const applying = applies.body.data.records.find((m: { uid: number }) => m.uid === applicant.uid);
    expectShape(applying, MEMBER, 'GroupMemberVO (apply list)');
    expect(applying.auth).toBe(GROUP_LEVEL.APPLYING);

    // updateGroupMember({gid, uid, auth}): the row as the dialog edits it.
    const accepted = await app.request({
      method: 'PUT',
      url: '/api/group/member',
      token: owner.token,
      body: { ...applying, auth: GROUP_LEVEL.MEMBER },
    });
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    const members = await app.request({
      url: '/api/group/get-member-list',
      token: owner.token,
      query: { currentPage: '1', limit: '10', gid: String(gid) },
    });
    expect(members.statusCode).toBe(200);
    const member = members.body.data.records.find((m: { uid: number }) => m.uid === applicant.uid);
    expectShape(member, MEMBER, 'GroupMemberVO (member list)');
    expect(member.auth).toBe(GROUP_LEVEL.MEMBER);
  });

  it('the group tabs: announcements, problems, trainings, contests, discussions and rank lists', async () => {
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    // GroupAnnouncementList.vue: addGroupAnnouncement({title, content, status, gid}).
    const announced = await app.request({
      method: 'POST',
      url: '/api/group/announcement',
      token: owner.token,
      body: { title: 'Welcome', content: 'Read the rules', status: 0, gid },
    });
    expect(announced.statusCode, JSON.stringify(announced.body)).toBe(200);
    content.pid = (await createGroupProblem(app, owner.token, gid)).pid;
    content.tid = await createGroupTraining(app, owner.token, gid, await createCategory(app, root.token));
    content.cid = await createGroupContest(app, owner.token, gid);
    content.member = member;
    const posted = await app.request({
      method: 'POST',
      url: '/api/group/discussion',
      token: member.token,
      body: {
        title: 'Hello group',
        description: 'first',
        content: 'Body',
        categoryId: (await app.request({ url: '/api/discussion-category' })).body.data[0].id,
        gid,
      },
    });
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(200);

    const page = { currentPage: '1', limit: '10', gid: String(gid) };
    const lists: [string, Shape][] = [
      [
        '/api/group/get-announcement-list',
        { id: 'number', title: 'string', content: 'string', username: 'string?', gmtCreate: 'string' },
      ],
      [
        '/api/group/get-problem-list',
        { pid: 'number', problemId: 'string', title: 'string', difficulty: 'number' },
      ],
      [
        '/api/group/get-training-list',
        { id: 'number', title: 'string', auth: 'string', problemCount: 'number', gmtModified: 'string' },
      ],
      [
        '/api/group/get-contest-list',
        {
          id: 'number',
          title: 'string',
          type: 'number',
          auth: 'number',
          status: 'number',
          startTime: 'string',
        },
      ],
      [
        '/api/group/get-discussion-list',
        { id: 'number', title: 'string', author: 'string', likeNum: 'number', gmtCreate: 'string' },
      ],
    ];
    for (const [url, shape] of lists) {
      const response = await app.request({ url, token: member.token, query: page });
      expect(response.statusCode, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(typeof response.body.data.total, url).toBe('number');
      expectShape(response.body.data.records[0], shape, url);
    }

    // getGroupRank(currentPage, limit, gid, type, searchUser): ACM (0) and OI (1) rows.
    for (const type of ['0', '1']) {
      const rank = await app.request({
        url: '/api/get-group-rank-list',
        token: member.token,
        query: { currentPage: '1', limit: '30', gid: String(gid), type },
      });
      expect(rank.statusCode, JSON.stringify(rank.body)).toBe(200);
      expect(typeof rank.body.data.total).toBe('number');
      // Every member has a row (ACMRankVO / OIRankVO, as get-rank-list's), with none solved yet.
      const row = rank.body.data.records.find((r: { uid: number }) => r.uid === member.uid);
      expectShape(
        row,
        type === '0'
          ? {
              uid: 'number',
              username: 'string',
              nickname: 'string?',
              avatar: 'string?',
              ac: 'number',
              total: 'number',
            }
          : { uid: 'number', username: 'string', score: 'number', ac: 'number', total: 'number' },
        `group rank row (type ${type})`,
      );
    }
  });

  it("the group admin's editors: announcement edit and delete, training and contest problems from the group, discussion edit and delete", async () => {
    // GroupAnnouncementList.vue edits a copy of the admin list's row, deletes by aid.
    await app.request({
      method: 'POST',
      url: '/api/group/announcement',
      token: owner.token,
      body: { title: 'Short-lived', content: 'Gone soon', status: 0, gid },
    });
    const announcements = await app.request({
      url: '/api/group/get-admin-announcement-list',
      token: owner.token,
      query: { currentPage: '1', limit: '10', gid: String(gid) },
    });
    const announcement = announcements.body.data.records.find(
      (a: { title: string }) => a.title === 'Short-lived',
    );
    const edited = await app.request({
      method: 'PUT',
      url: '/api/group/announcement',
      token: owner.token,
      body: { ...announcement, title: 'Welcome, all' },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);

    // addGroupTrainingProblemFromGroup(problemId, tid): the problem's shown id and the training, in the query.
    const problem = await app.db
      .selectFrom('problems')
      .select(['id', 'problemId'])
      .where('id', '=', content.pid)
      .executeTakeFirstOrThrow();
    const addedToTraining = await app.request({
      method: 'POST',
      url: '/api/group/add-training-problem-from-group',
      token: owner.token,
      query: { problemId: problem.problemId, tid: String(content.tid) },
    });
    expect(addedToTraining.statusCode, JSON.stringify(addedToTraining.body)).toBe(200);
    // getGroupTrainingProblemList(currentPage, limit, {tid, keyword, queryExisted}): problemList and the map.
    const trainingProblems = await app.request({
      url: '/api/group/get-training-problem-list',
      token: owner.token,
      query: { currentPage: '1', limit: '10', tid: String(content.tid), queryExisted: 'true' },
    });
    expect(trainingProblems.statusCode, JSON.stringify(trainingProblems.body)).toBe(200);
    expectShape(
      trainingProblems.body.data,
      { problemList: 'object', trainingProblemMap: 'object' },
      'group training problem list',
    );
    expect(trainingProblems.body.data.trainingProblemMap[content.pid]).toMatchObject({ tid: content.tid });

    // addGroupContestProblemFromGroup(problemId, cid, displayId), then getGroupContestProblemList.
    const addedToContest = await app.request({
      method: 'POST',
      url: '/api/group/add-contest-problem-from-group',
      token: owner.token,
      query: { problemId: problem.problemId, cid: String(content.cid), displayId: 'A' },
    });
    expect(addedToContest.statusCode, JSON.stringify(addedToContest.body)).toBe(200);
    const contestProblems = await app.request({
      url: '/api/group/get-contest-problem-list',
      token: owner.token,
      query: { currentPage: '1', limit: '10', cid: String(content.cid), queryExisted: 'true' },
    });
    expect(contestProblems.statusCode, JSON.stringify(contestProblems.body)).toBe(200);
    expectShape(
      contestProblems.body.data,
      { problemList: 'object', contestProblemMap: 'object' },
      'group contest problem list',
    );
    expect(contestProblems.body.data.contestProblemMap[content.pid]).toMatchObject({ displayId: 'A' });

    // GroupDiscussionList.vue: the author edits {id, title, description, content, categoryId, gid}; the
    // group's admin deletes by did.
    const categoryId = (await app.request({ url: '/api/discussion-category' })).body.data[0].id;
    const posted = await app.request({
      method: 'POST',
      url: '/api/group/discussion',
      token: content.member.token,
      body: { title: 'Short-lived post', description: 'first', content: 'Body', categoryId, gid },
    });
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(200);
    const discussions = await app.request({
      url: '/api/group/get-discussion-list',
      token: content.member.token,
      query: { currentPage: '1', limit: '10', gid: String(gid) },
    });
    const discussion = discussions.body.data.records.find(
      (d: { title: string }) => d.title === 'Short-lived post',
    );
    const rewritten = await app.request({
      method: 'PUT',
      url: '/api/group/discussion',
      token: content.member.token,
      body: {
        id: discussion.id,
        title: 'Short-lived post, edited',
        description: 'first',
        content: 'Body, edited',
        categoryId,
        gid,
      },
    });
    expect(rewritten.statusCode, JSON.stringify(rewritten.body)).toBe(200);
    const deletedDiscussion = await app.request({
      method: 'DELETE',
      url: '/api/group/discussion',
      token: owner.token,
      query: { did: String(discussion.id) },
    });
    expect(deletedDiscussion.statusCode, JSON.stringify(deletedDiscussion.body)).toBe(200);
    const deletedAnnouncement = await app.request({
      method: 'DELETE',
      url: '/api/group/announcement',
      token: owner.token,
      query: { aid: String(announcement.id) },
    });
    expect(deletedAnnouncement.statusCode, JSON.stringify(deletedAnnouncement.body)).toBe(200);
  });

  it("the group's problem form: addGroupProblem and updateGroupProblem send the ProblemDTO (languages as records, gid in the problem)", async () => {
    const languages = (await app.request({ url: '/api/languages', query: { all: 'true' } })).body.data as {
      id: number;
      name: string;
    }[];
    const cpp = languages.find((l) => l.name === 'C++')!;
    const ours = problemBody();
    // Problem.vue (group mode): problem.gid set from the route, the languages chosen as Language records,
    // typed-in samples, no zip.
    const dto = {
      problem: {
        ...ours.problem,
        gid,
        auth: 1,
        type: 0,
        judgeMode: 'default',
        userExtraFile: null,
        spjCode: null,
      },
      languages: [cpp],
      tags: [],
      codeTemplates: [],
      samples: ours.samples.map((c) => ({ ...c, score: null, groupNum: null })),
      isUploadTestCase: false,
      uploadTestcaseDir: '',
      judgeMode: 'default',
    };
    const created = await app.request({
      method: 'POST',
      url: '/api/group/problem',
      token: owner.token,
      body: dto,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const pid = created.body.data.pid;

    // getGroupProblem(pid): the Problem, then the form's edit sends the DTO back with its changes.
    const got = await app.request({
      url: '/api/group/problem',
      token: owner.token,
      query: { pid: String(pid) },
    });
    expect(got.statusCode, JSON.stringify(got.body)).toBe(200);
    expectShape(
      got.body.data,
      { id: 'number', problemId: 'string', title: 'string', gid: 'number' },
      'Problem (group)',
    );
    const edited = await app.request({
      method: 'PUT',
      url: '/api/group/problem',
      token: owner.token,
      body: { ...dto, problem: { ...got.body.data, title: 'Edited in the group' } },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const after = await app.request({
      url: '/api/group/problem',
      token: owner.token,
      query: { pid: String(pid) },
    });
    expect(after.body.data.title).toBe('Edited in the group');
  });

  it('a problem written inside a group contest: addGroupContestProblem without cid, then updateGroupContestProblem links it', async () => {
    const languages = (await app.request({ url: '/api/languages', query: { all: 'true' } })).body.data as {
      id: number;
      name: string;
    }[];
    const ours = problemBody();
    // The group's Problem.vue (contest mode): problem.gid from the route, the ProblemDTO without the contest.
    const created = await app.request({
      method: 'POST',
      url: '/api/group/contest-problem',
      token: owner.token,
      body: {
        problem: { ...ours.problem, gid: String(gid), auth: 3, type: 0, userExtraFile: null, spjCode: null },
        languages: [languages.find((l) => l.name === 'C++')],
        tags: [],
        codeTemplates: [],
        samples: ours.samples.map((c) => ({ ...c, score: null, groupNum: null })),
        isUploadTestCase: false,
        uploadTestcaseDir: '',
        judgeMode: 'default',
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const pid = created.body.data.pid;
    const linked = await app.request({
      method: 'PUT',
      url: '/api/group/contest-problem',
      token: owner.token,
      body: { pid, cid: content.cid, displayId: 'Q', displayTitle: 'Written here', color: null },
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);
    const list = await app.request({
      url: '/api/group/get-contest-problem-list',
      token: owner.token,
      query: { currentPage: '1', limit: '10', cid: String(content.cid), queryExisted: 'true' },
    });
    expect(list.body.data.contestProblemMap[pid]).toMatchObject({
      displayId: 'Q',
      displayTitle: 'Written here',
    });
    // A member below the group's admins may not write one.
    const member = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const refused = await app.request({
      method: 'POST',
      url: '/api/group/contest-problem',
      token: member.token,
      body: {
        problem: { ...problemBody().problem, gid: String(gid), auth: 3, type: 0 },
        languages: [languages.find((l) => l.name === 'C++')],
        samples: ours.samples,
      },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("the group's contest and training forms: getGroupContest / getGroupTraining sent back with edits", async () => {
    const contest = await app.request({
      url: '/api/group/contest',
      token: owner.token,
      query: { cid: String(content.cid) },
    });
    expect(contest.statusCode, JSON.stringify(contest.body)).toBe(200);
    expectShape(
      contest.body.data,
      {
        id: 'number',
        title: 'string',
        type: 'number',
        auth: 'number',
        startTime: 'string',
        endTime: 'string',
      },
      'group contest (AdminContestVO)',
    );
    // Contest.vue (group mode, add): the form's contest with uid, author and gid added, no id.
    const { id: _id, ...form } = contest.body.data as Record<string, unknown>;
    const contestCreated = await app.request({
      method: 'POST',
      url: '/api/group/contest',
      token: owner.token,
      body: { ...form, title: 'Group cup 2', uid: owner.uid, author: owner.username, gid: String(gid) },
    });
    expect(contestCreated.statusCode, JSON.stringify(contestCreated.body)).toBe(200);
    const contestSaved = await app.request({
      method: 'PUT',
      url: '/api/group/contest',
      token: owner.token,
      body: { ...contest.body.data, title: 'Group cup, edited' },
    });
    expect(contestSaved.statusCode, JSON.stringify(contestSaved.body)).toBe(200);

    const training = await app.request({
      url: '/api/group/training',
      token: owner.token,
      query: { tid: String(content.tid) },
    });
    expect(training.statusCode, JSON.stringify(training.body)).toBe(200);
    expectShape(training.body.data, { training: 'object', trainingCategory: 'object' }, 'group TrainingDTO');
    const trainingSaved = await app.request({
      method: 'PUT',
      url: '/api/group/training',
      token: owner.token,
      body: {
        training: { ...training.body.data.training, title: 'Group training, edited' },
        trainingCategory: { id: training.body.data.trainingCategory.id },
      },
    });
    expect(trainingSaved.statusCode, JSON.stringify(trainingSaved.body)).toBe(200);
    const contestAfter = await app.request({
      url: '/api/group/contest',
      token: owner.token,
      query: { cid: String(content.cid) },
    });
    expect(contestAfter.body.data.title).toBe('Group cup, edited');
  });

  it("a group contest's announcements: {announcement, cid} to add and edit, the list by cid, delete by aid and cid", async () => {
    // Announcement.vue in contest mode sends {announcement: data, cid}.
    const added = await app.request({
      method: 'POST',
      url: '/api/group/contest-announcement',
      token: owner.token,
      body: {
        announcement: { id: null, title: 'Clarification', content: 'A is easy', status: 0, uid: owner.uid },
        cid: String(content.cid),
      },
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    const list = await app.request({
      url: '/api/group/get-contest-announcement-list',
      token: owner.token,
      query: { currentPage: '1', limit: '15', cid: String(content.cid) },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.records.find((a: { title: string }) => a.title === 'Clarification');
    expectShape(
      row,
      { id: 'number', title: 'string', content: 'string', status: 'number', gmtCreate: 'string' },
      'AnnouncementVO (group contest)',
    );
    const edited = await app.request({
      method: 'PUT',
      url: '/api/group/contest-announcement',
      token: owner.token,
      body: { announcement: { ...row, title: 'Clarification (2)' }, cid: String(content.cid) },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/group/contest-announcement',
      token: owner.token,
      query: { aid: String(row.id), cid: String(content.cid) },
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
  });

  it("the group's back office tabs: admin lists, problem auth, training status, contest visibility, members leaving", async () => {
    const page = { currentPage: '1', limit: '10', gid: String(gid) };
    const lists: [string, Shape][] = [
      [
        '/api/group/get-admin-announcement-list',
        { id: 'number', title: 'string', content: 'string', status: 'number', gmtCreate: 'string' },
      ],
      [
        '/api/group/get-admin-problem-list',
        { id: 'number', problemId: 'string', title: 'string', author: 'string?', auth: 'number' },
      ],
      [
        '/api/group/get-admin-training-list',
        {
          id: 'number',
          title: 'string',
          auth: 'string',
          status: 'boolean',
          rank: 'number',
          author: 'string?',
        },
      ],
      [
        '/api/group/get-admin-contest-list',
        {
          id: 'number',
          title: 'string',
          type: 'number',
          auth: 'number',
          visible: 'boolean',
          startTime: 'string',
        },
      ],
      [
        '/api/group/get-admin-discussion-list',
        { id: 'number', title: 'string', author: 'string', status: 'number', topPriority: 'boolean' },
      ],
    ];
    for (const [url, shape] of lists) {
      const response = await app.request({ url, token: owner.token, query: page });
      expect(response.statusCode, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(typeof response.body.data.total, url).toBe('number');
      expectShape(response.body.data.records[0], shape, url);
    }

    // changeGroupProblemAuth(pid, auth), changeGroupTrainingStatus(tid, status), changeGroupContestVisible(cid,
    // visible): query parameters, as text.
    const calls: [string, Record<string, string>][] = [
      ['/api/group/change-problem-auth', { pid: String(content.pid), auth: '2' }],
      ['/api/group/change-training-status', { tid: String(content.tid), status: 'false' }],
      ['/api/group/change-contest-visible', { cid: String(content.cid), visible: 'false' }],
    ];
    for (const [url, query] of calls) {
      const response = await app.request({ method: 'PUT', url, token: owner.token, query });
      expect(response.statusCode, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
    }
    const trainings = await app.request({
      url: '/api/group/get-admin-training-list',
      token: owner.token,
      query: page,
    });
    expect(trainings.body.data.records.find((t: { id: number }) => t.id === content.tid).status).toBe(false);
    const contests = await app.request({
      url: '/api/group/get-admin-contest-list',
      token: owner.token,
      query: page,
    });
    expect(contests.body.data.records.find((c: { id: number }) => c.id === content.cid).visible).toBe(false);

    // deleteGroupMember(uid, gid) by the owner; exitGroup(gid) by a member.
    const leaving = await groupUser(app, gid, GROUP_LEVEL.MEMBER);
    const exited = await app.request({
      method: 'DELETE',
      url: '/api/group/member/exit',
      token: leaving.token,
      query: { gid: String(gid) },
    });
    expect(exited.statusCode, JSON.stringify(exited.body)).toBe(200);
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/group/member',
      token: owner.token,
      query: { uid: String(content.member.uid), gid: String(gid) },
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    const members = await app.request({ url: '/api/group/get-member-list', token: owner.token, query: page });
    const uids = members.body.data.records.map((m: { uid: number }) => m.uid);
    expect(uids).not.toContain(leaving.uid);
    expect(uids).not.toContain(content.member.uid);
  });
});
