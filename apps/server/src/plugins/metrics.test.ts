import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { loadConfig } from '../config.ts';
import { createContest } from '../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * /metrics, /livez and /readyz (issue 21 part 3, docs/deploy.md "Metrics"): who may read the metrics, every
 * family present, and the counts moving when the server works (a request, a judging, a board computed).
 */
let app: TestApp;
let rootToken: string;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  rootToken = (await signedInUser(app, Role.ROOT)).token;
});
afterAll(() => app.close());

async function scrape(): Promise<string> {
  const response = await app.app.inject({ url: '/metrics', headers: { authorization: rootToken } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one sample line (name with its labels as printed), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe(`metrics and probes (${TEST_DIALECT})`, () => {
  it('answers the probes: live, and ready while the database answers', async () => {
    const live = await app.request({ url: '/livez' });
    expect(live.body).toMatchObject({ status: 200, data: { live: true } });
    const ready = await app.request({ url: '/readyz' });
    expect(ready.body).toMatchObject({ status: 200, data: { ready: true } });
  });

  it('lets root read the metrics, and refuses a guest and a plain user in the envelope', async () => {
    const guest = await app.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const user = await signedInUser(app);
    const plain = await app.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: user.token },
    });
    expect(plain.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await scrape();
  });

  it('shows every family', async () => {
    const text = await scrape();
    const families = [
      'judge_http_request_duration_seconds',
      'judge_judgings_total',
      'judge_scoreboard_rebuilds_total',
      'judge_push_connections',
      'judge_queue_waiting',
      'judge_queue_oldest_age_seconds',
      'judge_judges_connected',
      'judge_judge_slots',
      'judge_process_cpu_seconds_total',
      'judge_process_resident_memory_bytes',
      ...(TEST_DIALECT === 'postgres' ? ['judge_db_pool_connections'] : []),
    ];
    for (const family of families) expect(text, family).toContain(`# TYPE ${family} `);
    // The embedded judge is connected, with its slots.
    expect(sample(text, 'judge_judges_connected{kind="embedded"}')).toBe(1);
    expect(sample(text, 'judge_judge_slots{state="total"}')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern, judgings by language and verdict, and boards computed', async () => {
    const before = await scrape();
    const health = 'judge_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}';
    await app.request({ url: '/api/health' });
    await app.request({ url: '/api/health' });

    const { pid } = await createProblem(app, rootToken, { languages: ['Python3'] });
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: rootToken,
      body: { pid, language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b)\n' },
    });
    expect(submitted.statusCode).toBe(200);
    await waitForVerdict(app, submitted.body.data.submitId as number);

    const cid = await createContest(app, rootToken);
    const rank = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: rootToken,
      body: { cid, currentPage: 1, limit: 30 },
    });
    expect(rank.statusCode).toBe(200);

    const after = await scrape();
    expect(sample(after, health) - sample(before, health)).toBe(2);
    const accepted = 'judge_judgings_total{language="Python3",verdict="AC"}';
    expect(sample(after, accepted) - sample(before, accepted)).toBe(1);
    const rebuilds = 'judge_scoreboard_rebuilds_total';
    expect(sample(after, rebuilds)).toBeGreaterThan(sample(before, rebuilds));
  });
});

describe(`metrics read from an allowed address (${TEST_DIALECT})`, () => {
  let allowing: TestApp;
  beforeAll(async () => {
    allowing = await createTestApp({ metricsAllow: ['10.1.0.0/16', '192.0.2.7'] });
  });
  afterAll(() => allowing.close());

  it('answers the addresses of METRICS_ALLOW without a token, and no other', async () => {
    for (const address of ['10.1.200.3', '192.0.2.7'])
      expect((await allowing.app.inject({ url: '/metrics', remoteAddress: address })).statusCode).toBe(200);
    for (const address of ['10.2.0.1', '192.0.2.8'])
      expect((await allowing.app.inject({ url: '/metrics', remoteAddress: address })).statusCode).toBe(401);
  });

  it('refuses a malformed METRICS_ALLOW at start, naming it', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.local' })).toThrow(/METRICS_ALLOW/);
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.0/8 , ::1 ' }).metricsAllow).toEqual(['10.0.0.0/8', '::1']);
  });
});
