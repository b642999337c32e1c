import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createContest } from '../contests-kit.ts';
import { expectShape } from './shape.ts';
import { CPP_AC, CPP_WA, ok, pollSubmission } from './journey-kit.ts';

/**
 * A journey through a private contest in the reference client (HimitZH/HOJ hoj-vue views/oj/contest:
 * ContestList.vue, ContestDetails.vue with store/contest.js, children/ContestProblemList.vue, problem/Problem.vue
 * in its contest form, status/SubmissionList.vue in contest mode, children/ACMContestRank.vue with
 * contestRankMixin.js, the announcements tab): each call in the views' order, fed from the answers before it.
 * The single calls' shapes are pinned in contests.dropin.test.ts and contest-rank.dropin.test.ts.
 */

let app: TestApp;
let cid: number;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  const root = await signedInUser(app, Role.ROOT);
  const { pid } = await createProblem(app, root.token, { languages: ['C++'] });
  cid = await createContest(app, root.token, {
    title: 'Journey Private Cup',
    description: 'Bring your **own** keyboard',
    auth: 1,
    pwd: 'letmein',
  });
  await ok(app, {
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: root.token,
    body: { cid, pid, displayId: 'A' },
  });
  await ok(app, {
    method: 'POST',
    url: '/api/admin/contest/announcement',
    token: root.token,
    body: { cid, announcement: { title: 'Clarification', content: 'Read the input carefully.' } },
  });
});
afterAll(() => app.close());

describe(`reference client journeys: a private contest (${TEST_DIALECT})`, () => {
  it('ContestList.vue -> ContestDetails.vue (password) -> problems -> submit -> my submissions -> rank -> announcements', async () => {
    const user = await signedInUser(app);
    const token = user.token;
    // ContestList.vue: getContestList(currentPage, limit, query) with only the filters set; the row's link is
    // /contest/:contestID with row.id.
    const list = await ok(app, {
      url: '/api/get-contest-list',
      token,
      query: { currentPage: '1', limit: '10' },
    });
    const row = list.records.find((r: { id: number }) => r.id === cid);
    expect(row.auth).toBe(1);
    // The route param is text from here on (this.$route.params.contestID).
    const contestID = String(row.id);

    // store getContest: getContest(contestID) -> ContestVO; now, status, auth, sealRank, duration are read.
    const contest = await ok(app, { url: '/api/get-contest-info', token, query: { cid: contestID } });
    expectShape(
      contest,
      {
        id: 'number',
        title: 'string',
        // Hidden (null) until the caller may enter a private contest; descriptionHtml renders it when set.
        description: 'string?',
        auth: 'number',
        type: 'number',
        status: 'number',
        startTime: 'string',
        endTime: 'string',
        duration: 'number',
        now: 'string',
        sealRank: 'boolean?',
        author: 'string?',
      },
      'ContestVO',
    );
    expect(contest.description).toBeNull();
    // The home page's carousel (Home.vue getRecentContests) keeps it hidden too.
    const recent = await ok(app, { url: '/api/get-recent-contest' });
    expect(recent.find((c: { id: number }) => c.id === cid).description).toBe('');
    // auth 1 (private): getContestAccess -> data.access decides the password form (passwordFormVisible).
    const before = await ok(app, { url: '/api/get-contest-access', token, query: { cid: contestID } });
    expect(before.access).toBe(false);
    // Without access the problem tab refuses (the client shows the password form instead).
    const refused = await app.request({ url: '/api/get-contest-problem', token, query: { cid: contestID } });
    expect(refused.statusCode).toBe(403);
    // checkPassword: registerContest(contestID, password); a wrong one first.
    const wrong = await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token,
      body: { cid: contestID, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(typeof wrong.body.msg).toBe('string');
    const registered = await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token,
      body: { cid: contestID, password: 'letmein' },
    });
    expect(registered.statusCode, JSON.stringify(registered.body)).toBe(200);
    // myMessage.success(res.data.msg): the message is shown.
    expect(typeof registered.body.msg).toBe('string');
    const after = await ok(app, { url: '/api/get-contest-access', token, query: { cid: contestID } });
    expect(after.access).toBe(true);
    const entered = await ok(app, { url: '/api/get-contest-info', token, query: { cid: contestID } });
    expect(entered.description).toBe('Bring your **own** keyboard');

    // ContestProblemList.vue: the store's getContestProblems, then the status of every row's pid with
    // isContestProblemList true and the route's cid; the rows read result[pid].status and .score.
    const problems = await ok(app, { url: '/api/get-contest-problem', token, query: { cid: contestID } });
    expect(problems.map((p: { displayId: string }) => p.displayId)).toEqual(['A']);
    const pidList = problems.map((p: { pid: number }) => p.pid);
    const statuses = await ok(app, {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token,
      body: { pidList, isContestProblemList: true, cid: contestID },
    });
    expectShape(statuses[pidList[0]], { status: 'number', score: 'number?' }, 'status map entry');
    expect(statuses[pidList[0]].status).toBe(JudgeStatus.NOT_SUBMITTED);

    // goContestProblem: /contest/:contestID/problem/:problemID with the row's displayId. Problem.vue:
    // getContestProblem(displayId, cid), then the status of result.problem.id in the contest.
    const detail = await ok(app, {
      url: '/api/get-contest-problem-details',
      token,
      query: { displayId: problems[0].displayId, cid: contestID },
    });
    expect(detail.problem.id).toBe(pidList[0]);
    // submitCode: pid is the display id, cid the route's text contestID; a wrong answer, then an accepted one.
    for (const code of [CPP_WA, CPP_AC]) {
      const submitted = await ok(app, {
        method: 'POST',
        url: '/api/submit-problem-judge',
        token,
        body: { pid: problems[0].displayId, language: 'C++', code, cid: contestID, isRemote: false },
      });
      const final = await pollSubmission(app, token, submitted.submitId);
      expect(final.submission.cid).toBe(cid);
    }
    const solved = await ok(app, {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token,
      body: { pidList: [detail.problem.id], isContestProblemList: true, cid: contestID },
    });
    expect(solved[detail.problem.id].status).toBe(JudgeStatus.ACCEPTED);
    // Focus mode (ProblemHorizontalMenu): getFullScreenProblemList(tid, cid) after each final verdict.
    const bar = await ok(app, { url: '/api/get-full-screen-problem-list', token, query: { cid: contestID } });
    expectShape(
      bar[0],
      { pid: 'number', problemId: 'string', title: 'string', status: 'number', score: 'number?' },
      'ProblemFullScreenListVO',
    );
    expect(bar.map((r: { problemId: string; status: number }) => [r.problemId, r.status])).toEqual([
      ['A', JudgeStatus.ACCEPTED],
    ]);
    // "Use my last accepted code" inside the contest: getUserLastAccepetedCode(problem.id, contestID).
    const last = await ok(app, {
      url: '/api/get-last-ac-code',
      token,
      query: { pid: String(detail.problem.id), cid: contestID },
    });
    expect(last.code).toBe(CPP_AC);

    // Problem.vue's "my submissions" tab: getContestSubmissionList(limit, filterEmptyValue(params)) with
    // { onlyMine, currentPage, problemID (the display id), contestID, completeProblemID, limit,
    // beforeContestSubmit: false, containsEnd: true }.
    const mine = await ok(app, {
      url: '/api/contest-submissions',
      token,
      query: {
        onlyMine: 'true',
        currentPage: '1',
        problemID: problems[0].displayId,
        contestID,
        completeProblemID: 'true',
        limit: '10',
        beforeContestSubmit: 'false',
        containsEnd: 'true',
      },
    });
    expect(mine.total).toBe(2);
    expectShape(
      mine.records[0],
      {
        submitId: 'number',
        displayPid: 'string',
        status: 'number',
        username: 'string',
        submitTime: 'string',
      },
      'contest submission row',
    );
    expect(mine.records.map((r: { status: number }) => r.status).sort()).toEqual(
      [JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED].sort(),
    );

    // ACMContestRank.vue (contestRankMixin getContestRankData): the row for the user shows A solved after one
    // wrong try.
    const rank = await ok(app, {
      method: 'POST',
      url: '/api/get-contest-rank',
      token,
      body: {
        currentPage: 1,
        limit: 30,
        cid: contestID,
        forceRefresh: false,
        removeStar: false,
        concernedList: [],
        keyword: null,
        containsEnd: false,
      },
    });
    const mineRow = rank.records.find((r: { username: string }) => r.username === user.username);
    expect(mineRow.ac).toBe(1);
    expect(mineRow.submissionInfo.A.isAC).toBe(true);
    expect(mineRow.submissionInfo.A.errorNum).toBe(1);

    // The comment tab (ContestComment.vue mounts comment.vue with the contest's cid and no did):
    // getCommentList({ limit, currentPage, cid }), addComment({ content, cid, did: null }), then
    // toLikeComment(id, true, cid, 'Contest').
    const posted = await ok(app, {
      method: 'POST',
      url: '/api/comment',
      token,
      body: { content: 'Is the input one line or two?', cid, did: null },
    });
    await ok(app, {
      url: '/api/comment-like',
      token,
      query: { cid: String(posted.id), toLike: 'true', sourceId: contestID, sourceType: 'Contest' },
    });
    const thread = await ok(app, {
      url: '/api/comments',
      token,
      query: { limit: '10', currentPage: '1', cid: contestID },
    });
    expect(thread.commentList.records.map((c: { id: number }) => c.id)).toEqual([posted.id]);
    expect(thread.commentLikeMap[posted.id]).toBe(true);

    // The announcements tab: getContestAnnouncementList(currentPage, limit, cid); then the header's poll of
    // the ones not read yet with the read ids.
    const announcements = await ok(app, {
      url: '/api/get-contest-announcement',
      token,
      query: { currentPage: '1', limit: '10', cid: contestID },
    });
    expect(announcements.total).toBe(1);
    expectShape(
      announcements.records[0],
      { id: 'number', title: 'string', content: 'string', gmtCreate: 'string', username: 'string?' },
      'AnnouncementVO',
    );
    const unread = await ok(app, {
      method: 'POST',
      url: '/api/get-contest-not-read-announcement',
      token,
      body: { cid: contestID, readAnnouncementList: [] },
    });
    expect(unread.map((a: { id: number }) => a.id)).toEqual([announcements.records[0].id]);
    const allRead = await ok(app, {
      method: 'POST',
      url: '/api/get-contest-not-read-announcement',
      token,
      body: { cid: contestID, readAnnouncementList: [announcements.records[0].id] },
    });
    expect(allRead).toEqual([]);
  });
});
