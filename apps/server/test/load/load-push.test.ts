import { describe, expect, it } from 'vitest';
import { boardChangeAnswer, keepForReplay } from '../../../../load/push.mjs';
import { runLoad } from '../../../../load/run.mjs';

/**
 * `npm run load -- --push on` at its smallest: three contestants on the single topology for 15 s hold the push
 * stream and make the board and announcement calls when told (docs/live-updates.md), never on a timer; the verdicts
 * come with their events, so no status is asked.
 */
describe('load run with push: a few contestants on the single topology', () => {
  it('holds one stream per contestant, learns every verdict and board change from it', async () => {
    const report = await runLoad({
      topology: 'single',
      contestants: 3,
      minutes: 0.25,
      solveMinutes: 0.02,
      push: true,
    });
    const calls = new Map(report.calls.map((row) => [row.name, row]));
    expect(report.errors).toBe(0);
    expect(report.meta.push).toBe(true);
    expect(calls.get('GET /api/live')?.count).toBeGreaterThanOrEqual(3);
    expect(report.submissions).toBeGreaterThan(0);
    expect(report.wrongVerdicts).toBe(0);
    expect(report.unfinished).toBe(0);
    // Each verdict was read from its event, which carries the status: not one status check was needed.
    expect(calls.get('POST /api/check-contest-submissions-status')?.count ?? 0).toBe(0);
    // Every verdict that changes a cell showed on the board, the board fetched when it changed.
    expect(report.staleness.count).toBeGreaterThan(0);
    expect(report.stalenessUnseen).toBe(0);
  }, 180_000);
});

describe("the simulated board page's answer to a pushed event", () => {
  const shown = { version: 5, records: [{ uid: 1 }, { uid: 2 }], current: 1, pages: 3 };
  it('refetches on a resync (the stream came back, to another server after a kill), as the web does', () => {
    expect(boardChangeAnswer({ kind: 'resync' }, shown, 1)).toBe('refetch');
  });
  it('skips what it shows, refetches at once for its own row, soon for its rows, slowly for rows off the page', () => {
    expect(boardChangeAnswer({ kind: 'scoreboard', version: 6, changed: [1] }, shown, 1)).toBe('refetch-own');
    expect(boardChangeAnswer({ kind: 'scoreboard', version: 6, changed: [9, 1] }, shown, 1)).toBe(
      'refetch-own',
    );
    expect(boardChangeAnswer({ kind: 'scoreboard', version: 5, changed: [1] }, shown, 1)).toBe('skip');
    expect(boardChangeAnswer({ kind: 'scoreboard', version: 6, changed: [2] }, shown, 1)).toBe('refetch');
    expect(boardChangeAnswer({ kind: 'scoreboard', version: 6, changed: [9] }, shown, 1)).toBe(
      'refetch-slowly',
    );
  });
});

describe('the events a contestant keeps for a replay', () => {
  it("keeps its submissions' events and resyncs, not board changes, and at most 200", () => {
    let recent: { kind: string; [field: string]: unknown }[] = [];
    recent = keepForReplay(recent, { kind: 'scoreboard', version: 1, changed: [1] });
    recent = keepForReplay(recent, { kind: 'contest-announcement', cid: 1 });
    expect(recent).toEqual([]);
    for (let submitId = 1; submitId <= 201; submitId++)
      recent = keepForReplay(recent, { kind: 'submission', submitId });
    recent = keepForReplay(recent, { kind: 'resync' });
    expect(recent).toHaveLength(200);
    expect(recent[0]).toEqual({ kind: 'submission', submitId: 3 });
    expect(recent.at(-1)).toEqual({ kind: 'resync' });
  });
});
