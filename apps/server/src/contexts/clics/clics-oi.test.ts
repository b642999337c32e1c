import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, clicsSchemas } from '../../../test/clics-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { judgedOiContest, moveContestBack } from './clics-contest.test-kit.ts';
import { readEverything } from './clics-endpoints.test-kit.ts';

/**
 * The Contest API on an OI contest (a `score` scoreboard) judged by the real judge: every endpoint valid
 * against the spec's schemas; the public sees no result before the end (the site's rule), then all of them.
 */
let app: TestApp;
let contest: Awaited<ReturnType<typeof judgedOiContest>>;
const check = clicsSchemas();

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  contest = await judgedOiContest(app);
}, 600_000);
afterAll(() => app.close());

describe(`the Contest API on an OI contest (${TEST_DIALECT})`, () => {
  it('answers scores to the admin, hides every result from the public until the end, then shows them', async () => {
    const admin = basicAuth(contest.owner.username, contest.owner.password);
    const asAdmin = await readEverything(app, check, contest.cid, admin);
    expect(asAdmin.errors).toEqual([]);
    expect(asAdmin.contest.scoreboard_type).toBe('score');
    const first = String(contest.teams.first.uid);
    const row = asAdmin.scoreboard.rows.find((r: { team_id: string }) => r.team_id === first);
    expect(row).toMatchObject({ rank: 1, score: { score: 100 }, problems: [{ score: 100 }] });
    expect(
      asAdmin.collections.judgements.map((j) => (j as unknown as { score: number }).score).sort(),
    ).toEqual([0, 100]);

    const running = await readEverything(app, check, contest.cid);
    expect(running.errors).toEqual([]);
    expect(running.collections.judgements).toEqual([]);

    contest = await moveContestBack(app, contest, 4 * 3_600_000);
    const ended = await readEverything(app, check, contest.cid);
    expect(ended.errors).toEqual([]);
    expect(ended.collections.judgements).toHaveLength(2);
    expect(ended.state).toMatchObject({ ended: expect.any(String), finalized: expect.any(String) });
  });

  it("shows an IOI contest's results to the public while it runs, as its board does (the seal policy's rule)", async () => {
    const ioi = await judgedOiContest(app, { scoringRule: 'ioi' });
    const running = await readEverything(app, check, ioi.cid);
    expect(running.errors).toEqual([]);
    expect(running.collections.judgements).toHaveLength(2);
  });
});
