import { describe, expect, it } from 'vitest';
import { runLoad } from '../../../../load/run.mjs';

/**
 * `npm run load` end to end at its smallest (docs/load.md): the single topology (one server on SQLite with
 * its embedded judge, in a process of its own), three contestants for 15 s, each thinking ~1 s per problem.
 */
describe('load run: a few contestants on the single topology', () => {
  it('plays the contest over HTTP and reports every call, every verdict and the processes', async () => {
    const report = await runLoad({ topology: 'single', contestants: 3, minutes: 0.25, solveMinutes: 0.02 });
    const calls = new Map(report.calls.map((row) => [row.name, row]));
    expect(report.errors).toBe(0);
    expect(calls.get('POST /api/login')?.count).toBe(3);
    expect(calls.get('GET /api/get-contest-problem')?.count).toBe(3);
    expect(calls.get('POST /api/submit-problem-judge')?.count).toBeGreaterThan(0);
    expect(calls.get('POST /api/check-contest-submissions-status')?.count).toBeGreaterThan(0);
    expect(report.submissions).toBeGreaterThan(0);
    expect(report.wrongVerdicts).toBe(0);
    expect(report.unfinished).toBe(0);
    // The server's own submit-to-verdict, from the database: every judged submission, each a positive time.
    expect(report.judgedAtServer?.count).toBe(report.submissions);
    expect(report.judgedAtServer?.p50).toBeGreaterThan(0);
    // Each verdict that changes a cell was looked for on the board, and every one showed there.
    expect(report.staleness.count).toBeGreaterThan(0);
    expect(report.stalenessUnseen).toBe(0);
    expect(report.processes.map((row) => row.name)).toEqual(['server (+judge)', 'load generator']);
    // The contestants played in threads of their own (one each here), whose event loops were sampled.
    expect(report.generatorDelay.count).toBeGreaterThan(0);
  }, 180_000);

  it('with --arrival-minutes, signs everyone in before the start and opens the problems only once it passed', async () => {
    const report = await runLoad({
      topology: 'single',
      contestants: 3,
      minutes: 0.1,
      solveMinutes: 0.02,
      arrivalMinutes: 0.1,
    });
    const calls = new Map(report.calls.map((row) => [row.name, row]));
    // The problems before the start would be refused (an error): none was asked for too early.
    expect(report.errors).toBe(0);
    expect(report.meta.arrivalMinutes).toBe(0.1);
    // The contest's page before the start, and its refresh after it (within the page's spread).
    expect(calls.get('GET /api/get-contest-info')?.count).toBe(6);
    expect(calls.get('GET /api/get-contest-problem')?.count).toBe(3);
  }, 180_000);
});
