import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  REMOTE_JUDGE_PREFIX,
  Role,
  type DashboardInfo,
  type JudgeResult,
  type ParsedJudgeTask,
} from '@judge/contract';
import {
  createProblem,
  createTestApp,
  createUser,
  login,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { createContest, isoFromNow } from '../../../../test/contests-kit.ts';
import { dayStartUtc } from './dashboard.service.ts';
import { busyPercent } from './service-info.ts';

const CPP = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b;}\n';
const DAY = 86_400_000;

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = await signedInUser(app, Role.ROOT);
  problem = await createProblem(app, root.token);
});
afterAll(() => app.close());

const info = async (query: Record<string, string> = {}) => {
  const response = await app.request({
    url: '/api/admin/dashboard/get-dashboard-info',
    token: root.token,
    query,
  });
  expect(response.statusCode).toBe(200);
  return response.body.data as DashboardInfo;
};

/** The tests play a remote judge through the judge protocol, so "judged" and "online" are the real paths. */
const judgeCall = (path: string, body: unknown) =>
  app.request({
    method: 'POST',
    url: `${REMOTE_JUDGE_PREFIX}/${path}`,
    body,
    headers: { 'x-judge-key': app.services.remoteJudges.keyInfo().key },
  });

async function submit(): Promise<number> {
  const user = await signedInUser(app);
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: user.token,
    body: { pid: problem.pid, language: 'C++', code: CPP },
  });
  expect(response.statusCode).toBe(200);
  return response.body.data.submitId;
}

function accepted(task: ParsedJudgeTask, judger: string): JudgeResult {
  return {
    type: 'result',
    taskId: task.taskId,
    status: JudgeStatus.ACCEPTED,
    score: 0,
    oiRankScore: 0,
    timeMs: 1,
    memoryKb: 1000,
    judgeCaseMode: 'default',
    cases: task.testCases.map((c) => ({
      index: c.index,
      status: JudgeStatus.ACCEPTED,
      timeMs: 1,
      memoryKb: 1000,
      score: 0,
    })),
    subtasks: [],
    unsafe: false,
    judger,
  };
}

describe(`dashboard (${TEST_DIALECT})`, () => {
  it('counts users, today’s submissions and the judged ones, and the judges as they change', async () => {
    const before = await info();
    expect(before.userNum).toBe(
      Number(
        (
          await app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(before.judgeNum).toBe(0);

    const submitId = await submit();
    const queued = await info();
    expect(queued.userNum).toBe(before.userNum + 1);
    expect(queued.todayJudgeNum).toBe(before.todayJudgeNum + 1);
    expect(queued.todayJudgedNum).toBe(before.todayJudgedNum);

    // A remote judge claims it: it is online and holds one task.
    const claim = await judgeCall('claim', { judger: 'judge-a', languages: ['C++'], waitMs: 0 });
    const task = claim.body.data.task as ParsedJudgeTask;
    expect(task.submissionId).toBe(submitId);
    expect((await info()).judgeNum).toBe(1);
    const judges = await app.request({ url: '/api/admin/config/get-judge-service-info', token: root.token });
    expect(judges.body.data).toEqual([
      expect.objectContaining({
        name: 'judge-a',
        kind: 'remote',
        languages: ['C++'],
        running: 1,
        // HOJ's Dashboard.vue shows a judge as healthy by this tag.
        service: { serviceId: 'judge-a', metadata: { judgeName: 'judge-a', 'nacos.healthy': 'true' } },
      }),
    ]);

    await judgeCall('result', { judger: 'judge-a', result: accepted(task, 'judge-a') });
    const judged = await info();
    expect(judged.todayJudgedNum).toBe(queued.todayJudgedNum + 1);
    const after = await app.request({ url: '/api/admin/config/get-judge-service-info', token: root.token });
    expect(after.body.data[0].running).toBe(0);
  });

  it('starts "today" at the viewer’s midnight when given the time zone', async () => {
    // Tokyo's midnight is 15:00 UTC, Honolulu's 10:00 UTC; either began less than a day ago.
    const tokyo = await info({ tzOffset: '-540' });
    const honolulu = await info({ tzOffset: '600' });
    expect(new Date(tokyo.dayStart).getUTCHours()).toBe(15);
    expect(new Date(honolulu.dayStart).getUTCHours()).toBe(10);
    expect(Date.now() - Date.parse(tokyo.dayStart)).toBeLessThan(DAY);
    expect(Date.now() - Date.parse(honolulu.dayStart)).toBeLessThan(DAY);
  });

  it('lists the contests of the last and next 14 days and counts the running and coming ones', async () => {
    const before = await info();
    const running = await createContest(app, root.token, { title: 'Running now' });
    const soon = await createContest(app, root.token, {
      title: 'Next week',
      startTime: isoFromNow(7 * DAY),
      endTime: isoFromNow(7 * DAY + 3_600_000),
    });
    const lastWeek = await createContest(app, root.token, {
      title: 'Last week',
      startTime: isoFromNow(-7 * DAY),
      endTime: isoFromNow(-7 * DAY + 3_600_000),
    });
    const longAgo = await createContest(app, root.token, {
      title: 'Last month',
      startTime: isoFromNow(-30 * DAY),
      endTime: isoFromNow(-30 * DAY + 3_600_000),
    });
    const now = await info();
    expect(now.runningContestNum).toBe(before.runningContestNum + 1);
    expect(now.recentContestNum).toBe(before.recentContestNum + 2);
    const ids = now.recentContests.map((contest) => contest.id);
    expect(ids).toEqual(expect.arrayContaining([running, soon, lastWeek]));
    expect(ids).not.toContain(longAgo);
    // Newest start first, with the clock's status.
    expect(ids.indexOf(soon)).toBeLessThan(ids.indexOf(running));
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(lastWeek));
    expect(now.recentContests.find((c) => c.id === soon)).toMatchObject({ status: -1, visible: true });
    expect(now.recentContests.find((c) => c.id === lastWeek)).toMatchObject({ status: 1 });
  });

  it('answers the previous sign-in the reference’s way, with the latest ones beside it', async () => {
    const admin = await createUser(app, { role: Role.ADMIN });
    const first = await login(app, admin.username, admin.password);
    const firstOnly = await app.request({
      method: 'POST',
      url: '/api/admin/dashboard/get-sessions',
      token: first,
    });
    expect(firstOnly.body.data).toMatchObject({ current: true, active: true });
    expect(firstOnly.body.data.recent).toHaveLength(1);

    const second = await login(app, admin.username, admin.password);
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/dashboard/get-sessions',
      token: second,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    const data = response.body.data;
    // The reference shows the previous sign-in: the first one, not this call's.
    expect(data).toMatchObject({ current: false, active: true });
    expect(data.recent.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['ip', 'userAgent', 'gmtCreate', 'gmtModified', 'recent']),
    );
    expect(JSON.stringify(data)).not.toMatch(/"id"/);
  });

  it('reports this server: version, uptime, memory, CPU and the database', async () => {
    const response = await app.request({ url: '/api/admin/config/get-service-info', token: root.token });
    const service = response.body.data;
    expect(service.version).toBe('0.1.0');
    expect(service.backupCores).toBeGreaterThan(0);
    expect(service.backupPercentCpuLoad).toMatch(/^\d+\.\d\d%$/);
    expect(service.backupPercentMemoryLoad).toMatch(/^\d+\.\d\d%$/);
    expect(service.backupService).toHaveLength(1);
    expect(service.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(service.memory.totalBytes).toBeGreaterThan(service.memory.freeBytes);
    expect(service.processMemory.rssBytes).toBeGreaterThan(0);
    expect(service.loadAverage).toHaveLength(3);
    expect(service.database).toEqual({ kind: TEST_DIALECT, sizeBytes: expect.any(Number) });
    expect(service.database.sizeBytes).toBeGreaterThan(0);
  });
});

describe('dashboard arithmetic', () => {
  it('finds the day start in any time zone', () => {
    const noonUtc = Date.parse('2024-03-10T12:00:00Z');
    expect(dayStartUtc(noonUtc, 0)).toBe('2024-03-10T00:00:00.000Z');
    // UTC+8: 20:00 local, the day began at 16:00 UTC the day before.
    expect(dayStartUtc(noonUtc, -480)).toBe('2024-03-09T16:00:00.000Z');
    // UTC-10: 02:00 local.
    expect(dayStartUtc(noonUtc, 600)).toBe('2024-03-10T10:00:00.000Z');
    // Before 1970 in local time still floors down.
    expect(dayStartUtc(Date.parse('1970-01-01T01:00:00Z'), 120)).toBe('1969-12-31T02:00:00.000Z');
  });

  it('measures the busy share between two readings', () => {
    expect(busyPercent({ idle: 100, total: 200 }, { idle: 150, total: 400 })).toBe(75);
    expect(busyPercent({ idle: 0, total: 0 }, { idle: 0, total: 0 })).toBe(0);
    expect(busyPercent({ idle: 10, total: 10 }, { idle: 40, total: 40 })).toBe(0);
  });
});
