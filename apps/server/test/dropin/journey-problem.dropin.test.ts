import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createContest } from '../contests-kit.ts';
import { addTrainingProblems, createTraining } from '../trainings-kit.ts';
import { codeIn, startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher.ts';
import { expectShape } from './shape.ts';
import { CPP_AC, ok, pollSubmission } from './journey-kit.ts';

/**
 * Journeys through the reference client's public pages (HimitZH/HOJ hoj-vue): App.vue and the store's
 * getWebsiteConfig, Home.vue, Register.vue, Login.vue and NavBar.vue's unread count, problem/ProblemList.vue,
 * problem/Problem.vue (submit, follow the verdict, last accepted code), status/SubmissionList.vue and
 * SubmissionDetails.vue. Each page's calls in the view's order, fed from the answers before them; the single
 * calls' shapes are pinned in site.dropin.test.ts and problems.dropin.test.ts.
 */

let app: TestApp;
let smtp: SmtpCatcher;
let problemId: string;
let tid: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await createTestApp({
    embeddedJudge: true,
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Judge <judge@test.local>' },
  });
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  const root = await signedInUser(app, Role.ROOT);
  problemId = (
    await createProblem(app, root.token, {
      languages: ['C++', 'Python3'],
      codeTemplates: [{ language: 'C++', code: '// start here\n', status: true }],
      tags: [{ name: 'math' }],
    })
  ).problemId;
  await createContest(app, root.token, { title: 'Home Cup', description: 'On the **home** page' });
  tid = await createTraining(app, root.token, { title: 'Warm-up' });
  const bankPid = (await ok(app, { url: '/api/get-problem-detail', query: { problemId } })).problem.id;
  await addTrainingProblems(app, root.token, tid, [bankPid]);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe(`reference client journeys: public pages (${TEST_DIALECT})`, () => {
  it('a visitor: website config, Home.vue, then Register.vue and Login.vue, then the nav bar', async () => {
    // store getWebsiteConfig (App.vue): Login.vue shows the register link on websiteConfig.register,
    // NavBar.vue the discussion entry on openPublicDiscussion, the title uses shortName.
    const config = await ok(app, { url: '/api/get-website-config' });
    expectShape(
      config,
      {
        register: 'boolean',
        shortName: 'string',
        openPublicDiscussion: 'boolean',
        openGroupDiscussion: 'boolean',
      },
      'WebConfig',
    );
    expect(config.register).toBe(true);

    // Home.vue mounted: getRecentContests (the carousel renders description as markdown, reads status for
    // CONTEST_STATUS_REVERSE and goes to contests[index].id), getRecent7ACRank.
    const contests = await ok(app, { url: '/api/get-recent-contest' });
    expect(contests.length).toBeGreaterThan(0);
    expectShape(
      contests[0],
      {
        id: 'number',
        title: 'string',
        status: 'number',
        type: 'number',
        startTime: 'string',
        endTime: 'string',
        description: 'string',
        // The newer home page's contest cards: the auth tag and the registered count (shown when not null).
        auth: 'number',
        count: 'number?',
      },
      'recent contest',
    );
    expect([-1, 0, 1]).toContain(contests[0].status);
    expect(Array.isArray(await ok(app, { url: '/api/get-recent-seven-ac-rank' }))).toBe(true);
    // getHomeCarousel: the images' url when any (none here: the view keeps its own two).
    expect(await ok(app, { url: '/api/home-carousel' })).toEqual([]);
    // getRecentUpdatedProblemList: the "latest problems" table reads problemId, title, gmtModified and opens
    // ProblemDetails with row.problemId.
    const latest = await ok(app, { url: '/api/get-recent-updated-problem' });
    expectShape(latest[0], { problemId: 'string', title: 'string', gmtModified: 'string' }, 'latest problem');
    expect(latest[0].problemId).toBe(problemId);
    // SubmissionStatistics.vue: getLastWeekSubmissionStatistics(false) feeds the chart's x axis and two series.
    const week = await ok(app, {
      url: '/api/get-last-week-submission-statistics',
      query: { forceRefresh: 'false' },
    });
    expectShape(
      week,
      { dateStrList: 'array', acCountList: 'array', totalCountList: 'array' },
      'SubmissionStatisticsVO',
    );
    expect(week.dateStrList).toHaveLength(7);
    expect(week.dateStrList[6]).toBe(new Date().toISOString().slice(5, 10));
    expect(week.totalCountList).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Announcements.vue: getAnnouncementList(currentPage, limit).
    const announcements = await ok(app, {
      url: '/api/get-common-announcement',
      query: { currentPage: '1', limit: '10' },
    });
    expectShape(announcements, { records: 'array', total: 'number' }, 'announcements page');

    // Register.vue: each field's blur asks checkUsernameOrEmail(username, undefined) / (undefined, email);
    // axios leaves out the undefined one. The view reads data.username / data.email === true as taken.
    const username = 'journey_user';
    const email = 'journey.user@example.org';
    const free = await ok(app, { method: 'POST', url: '/api/check-username-or-email', body: { username } });
    expect(free.username).toBe(false);
    const freeEmail = await ok(app, { method: 'POST', url: '/api/check-username-or-email', body: { email } });
    expect(freeEmail.email).toBe(false);
    // sendRegisterEmail: getRegisterEmail(email); success when res.data.msg != null.
    const sent = await app.request({ url: '/api/get-register-code', query: { email } });
    expect(sent.statusCode).toBe(200);
    expect(typeof sent.body.msg).toBe('string');
    // handleRegister: the form without passwordAgain.
    await ok(app, {
      method: 'POST',
      url: '/api/register',
      body: { username, password: 'goodpass1', email, code: codeIn(await smtp.nextMail(email)) },
    });
    const taken = await ok(app, { method: 'POST', url: '/api/check-username-or-email', body: { username } });
    expect(taken.username).toBe(true);

    // Login.vue: the token from the Authorization header, res.data.data into the store (roleList for the menu).
    const login = await app.request({
      method: 'POST',
      url: '/api/login',
      body: { username, password: 'goodpass1' },
    });
    expect(login.statusCode).toBe(200);
    const token = String(login.headers.authorization);
    expect(login.body.data.username).toBe(username);
    expect(login.body.data.roleList).toEqual(['default_user']);

    // NavBar.vue (isAuthenticated): getUnreadMsgCount sums comment + reply + like + mine + sys.
    const unread = await ok(app, { url: '/api/msg/unread', token });
    expectShape(
      unread,
      { comment: 'number', reply: 'number', like: 'number', mine: 'number', sys: 'number' },
      'UserUnreadMsgCountVO',
    );
    // Logout.vue: api.logout(), then the store drops the token; the token no longer signs calls.
    await ok(app, { url: '/api/logout', token });
    const after = await app.request({ url: '/api/msg/unread', token });
    expect(after.statusCode).toBe(401);
  });

  it('ProblemList.vue -> Problem.vue -> submit -> the verdict -> SubmissionList.vue -> SubmissionDetails.vue', async () => {
    const user = await signedInUser(app);
    const token = user.token;
    // ProblemList.vue init: getTagList('Mine') asks the 'ME' tags by classification, then getProblemList with
    // oj 'Mine' (its default) and the signed-in user's status of each row's pid.
    const tags = await ok(app, { url: '/api/get-problem-tags-and-classification', query: { oj: 'ME' } });
    expectShape(tags[0], { tagList: 'array' }, 'ProblemTagVO');
    expect(tags.flatMap((t: { tagList: { name: string }[] }) => t.tagList.map((tag) => tag.name))).toContain(
      'math',
    );
    const list = await ok(app, {
      url: '/api/get-problem-list',
      token,
      query: { limit: '30', currentPage: '1', oj: 'Mine' },
    });
    const row = list.records.find((r: { problemId: string }) => r.problemId === problemId);
    const statuses = await ok(app, {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token,
      body: { pidList: [row.pid], isContestProblemList: false },
    });
    expect(statuses[row.pid].status).toBe(JudgeStatus.NOT_SUBMITTED);

    // pickone(): getRandomProblem, then the route to ProblemDetails with res.data.data.problemId.
    const picked = await ok(app, { url: '/api/get-random-problem', token });
    expect(picked.problemId).toBe(problemId);
    // The row's link: /problem/:problemID with the text problemId. Problem.vue init: getProblem(problemID),
    // then getUserProblemStatus([result.problem.id], false); the editor takes codeTemplate[languages[0]].
    const detail = await ok(app, {
      url: '/api/get-problem-detail',
      token,
      query: { problemId: row.problemId },
    });
    expect(detail.problem.id).toBe(row.pid);
    expect(detail.languages).toContain('C++');
    expect(detail.codeTemplate['C++']).toBe('// start here\n');
    const mine = await ok(app, {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token,
      body: { pidList: [detail.problem.id], isContestProblemList: false },
    });
    expect(mine[detail.problem.id].status).toBe(JudgeStatus.NOT_SUBMITTED);

    // getUserLastAccepetedCode(problem.id): nothing accepted yet.
    const none = await ok(app, {
      url: '/api/get-last-ac-code',
      token,
      query: { pid: String(detail.problem.id) },
    });
    expect(none.code).toBe('');

    // The editor's online test (CodeMirror.vue submitTestJudge): { pid: problem.id, language, code, type: 'public',
    // userInput, expectedOutput (the chosen example's), mode, isRemoteJudge }; data is the key, polled each second
    // through getTestJudgeResult until the status is not Pending; the result tab reads TestJudgeVO.
    const testKey = await ok(app, {
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token,
      body: {
        pid: detail.problem.id,
        language: 'C++',
        code: CPP_AC,
        type: 'public',
        userInput: '1 2\n',
        expectedOutput: '3\n',
        mode: 'text/x-c++src',
        isRemoteJudge: false,
      },
    });
    expect(typeof testKey).toBe('string');
    let testRun;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      testRun = await ok(app, { url: '/api/get-test-judge-result', token, query: { testJudgeKey: testKey } });
      if (testRun.status !== JudgeStatus.PENDING) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expectShape(
      testRun,
      {
        status: 'number',
        time: 'number?',
        memory: 'number?',
        userInput: 'string',
        userOutput: 'string?',
        expectedOutput: 'string?',
        stderr: 'string?',
        problemJudgeMode: 'string',
      },
      'TestJudgeVO',
    );
    expect(testRun.status).toBe(JudgeStatus.ACCEPTED);
    expect(testRun.userOutput).toBe('3\n');

    // submitCode: { pid: problemID (the route's text id), language, code, cid, tid, gid, isRemote } with the
    // route's undefined ids left out; then checkSubmissionStatus polls getSubmission(submitId).
    const submitted = await ok(app, {
      method: 'POST',
      url: '/api/submit-problem-judge',
      token,
      body: { pid: row.problemId, language: 'C++', code: CPP_AC, isRemote: false },
    });
    const final = await pollSubmission(app, token, submitted.submitId);
    expect(final.submission.status).toBe(JudgeStatus.ACCEPTED);
    // When final, init() again: the status map now answers Accepted, and the last accepted code is there.
    const after = await ok(app, {
      method: 'POST',
      url: '/api/get-user-problem-status',
      token,
      body: { pidList: [detail.problem.id], isContestProblemList: false },
    });
    expect(after[detail.problem.id].status).toBe(JudgeStatus.ACCEPTED);
    const last = await ok(app, {
      url: '/api/get-last-ac-code',
      token,
      query: { pid: String(detail.problem.id) },
    });
    expectShape(last, { submitId: 'number', language: 'string', code: 'string' }, 'LastAcceptedCodeVO');
    expect(last.submitId).toBe(submitted.submitId);
    expect(last.language).toBe('C++');
    expect(last.code).toContain('std::cin>>a>>b');
    // Outside its contest the contest's accepted code is not this one: cid names the contest asked.
    const inContest = await ok(app, {
      url: '/api/get-last-ac-code',
      token,
      query: { pid: String(detail.problem.id), cid: '999' },
    });
    expect(inContest.code).toBe('');

    // Focus mode inside a training that holds the problem: getFullScreenProblemList(tid) lists it solved.
    const bar = await ok(app, {
      url: '/api/get-full-screen-problem-list',
      token,
      query: { tid: String(tid) },
    });
    expect(bar).toEqual([
      {
        pid: detail.problem.id,
        problemId: row.problemId,
        title: row.title,
        status: JudgeStatus.ACCEPTED,
        score: null,
      },
    ]);
    // Neither a training nor a contest: a 400 naming tid.
    const neither = await app.request({ url: '/api/get-full-screen-problem-list', token });
    expect(neither.statusCode).toBe(400);
    expect(neither.body.data.field).toBe('tid');

    // The home page's chart again: kept for anyone, read anew on root's refresh (today: one accepted).
    const kept = await ok(app, { url: '/api/get-last-week-submission-statistics', token });
    expect(kept.totalCountList[6]).toBe(0);
    const root = await signedInUser(app, Role.ROOT);
    const fresh = await ok(app, {
      url: '/api/get-last-week-submission-statistics',
      token: root.token,
      query: { forceRefresh: 'true' },
    });
    expect(fresh.totalCountList[6]).toBe(1);
    expect(fresh.acCountList[6]).toBe(1);

    // Problem.vue's "my submissions" link: SubmissionList.vue with { problemID, completeProblemID: true };
    // onlyMine from the switch. The row links to SubmissionDetails by submitId.
    const submissions = await ok(app, {
      url: '/api/get-submission-list',
      token,
      query: {
        onlyMine: 'true',
        currentPage: '1',
        limit: '15',
        problemID: row.problemId,
        completeProblemID: 'true',
      },
    });
    expect(submissions.total).toBe(1);
    const listed = submissions.records[0];
    expect(listed.submitId).toBe(submitted.submitId);
    expect(listed.displayPid).toBe(row.problemId);
    // SubmissionDetails.vue: getSubmission(route's submitID), then getAllCaseResult when the cases are open.
    const details = await ok(app, {
      url: '/api/get-submission-detail',
      token,
      query: { submitId: String(listed.submitId) },
    });
    expect(details.submission.code).toBe(CPP_AC);
    const cases = await ok(app, {
      url: '/api/get-all-case-result',
      token,
      query: { submitId: String(listed.submitId) },
    });
    expect(cases.judgeCaseList.length).toBe(2);
    expect(cases.judgeCaseList.every((c: { status: number }) => c.status === JudgeStatus.ACCEPTED)).toBe(
      true,
    );
  });
});
