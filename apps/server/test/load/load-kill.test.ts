import { describe, expect, it } from 'vitest';
import { callsAfter, exactlyOnce, killLines, shouldRetryWrite } from '../../../../load/kill.mjs';
import { createRecorder } from '../../../../load/stats.mjs';

/** The pure parts of `npm run load -- --kill-server` (docs/load.md "A server dying mid-contest"). */

describe('load run --kill-server: the retry rule of a submit', () => {
  it('retries after no answer: a transport failure or a proxy 502/503/504', () => {
    expect(shouldRetryWrite({})).toBe(true);
    expect(shouldRetryWrite({ status: 502 })).toBe(true);
    expect(shouldRetryWrite({ status: 503 })).toBe(true);
    expect(shouldRetryWrite({ status: 504 })).toBe(true);
  });

  it('does not retry an answer of the server', () => {
    for (const status of [200, 400, 401, 403, 429, 500]) expect(shouldRetryWrite({ status })).toBe(false);
  });
});

describe('load run --kill-server: the figures', () => {
  it('counts requests and errors per call from the kill on, not before', () => {
    let clock = 1_000_000;
    const recorder = createRecorder(() => clock);
    recorder.call('GET /a', 10, false, 'HTTP 502');
    clock += 5000;
    recorder.call('GET /a', 10, true);
    recorder.call('GET /a', 10, false, 'HTTP 502');
    recorder.call('POST /b', 10, true);
    expect(callsAfter(recorder, 5)).toEqual([
      { name: 'GET /a', count: 2, errors: 1 },
      { name: 'POST /b', count: 1, errors: 0 },
    ]);
    expect(callsAfter(recorder, 6)).toEqual([]);
  });

  it('holds exactly once when every answered key is stored with its id and nothing else is', () => {
    const once = exactlyOnce({
      sent: [
        { key: 'k1', submitId: 1 },
        { key: 'k2', submitId: 2, retried: true },
        { key: 'k3', submitId: null, retried: true },
      ],
      stored: [
        { key: 'k1', submitId: 1 },
        { key: 'k2', submitId: 2 },
      ],
      submissionsInContest: 2,
    });
    expect(once).toMatchObject({ attempts: 3, answered: 2, retried: 2, stored: 2, holds: true });
  });

  it('fails on a submission stored twice, one missing, or one written without its key', () => {
    const sent = [
      { key: 'k1', submitId: 1 },
      { key: 'k2', submitId: 2 },
    ];
    const twice = exactlyOnce({
      sent,
      stored: [
        { key: 'k1', submitId: 1 },
        { key: 'k2', submitId: 2 },
      ],
      submissionsInContest: 3,
    });
    expect(twice).toMatchObject({ unkeyed: 1, holds: false });
    const missing = exactlyOnce({ sent, stored: [{ key: 'k1', submitId: 1 }], submissionsInContest: 1 });
    expect(missing).toMatchObject({ missing: 1, holds: false });
    const otherId = exactlyOnce({
      sent,
      stored: [
        { key: 'k1', submitId: 1 },
        { key: 'k2', submitId: 9 },
      ],
      submissionsInContest: 2,
    });
    expect(otherId.holds).toBe(false);
    const keyTwice = exactlyOnce({
      sent,
      stored: [
        { key: 'k1', submitId: 1 },
        { key: 'k1', submitId: 1 },
        { key: 'k2', submitId: 2 },
      ],
      submissionsInContest: 3,
    });
    expect(keyTwice).toMatchObject({ duplicateKeys: 1, holds: false });
  });

  it('reports the kill time, the exactly-once check and the calls after the kill', () => {
    const lines = killLines({
      killedAtSecond: 60,
      exactlyOnce: exactlyOnce({
        sent: [{ key: 'k1', submitId: 1 }],
        stored: [{ key: 'k1', submitId: 1 }],
        submissionsInContest: 1,
      }),
      callsAfterKill: [{ name: 'GET /a', count: 4, errors: 1 }],
    }).join('\n');
    expect(lines).toContain('killed (SIGKILL) at 60 s');
    expect(lines).toContain('exactly once holds');
    expect(lines).toContain('after the kill: 4 requests, 1 errors');
    expect(killLines(undefined)).toEqual([]);
  });
});
