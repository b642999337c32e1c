import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JudgeStatus, type LiveEvent, type SubmissionStatus } from '@judge/contract';
import { isInProgress } from './polling';
import { startPushedChecks } from './pushed-checks';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const status = (submitId: number, code: number, progressDone = 0): SubmissionStatus => ({
  submitId,
  status: code,
  score: null,
  time: null,
  memory: null,
  oiRankScore: null,
  progressDone,
  progressTotal: 3,
});
const event = (shown: SubmissionStatus | null, final: boolean): LiveEvent => ({
  kind: 'submission',
  submitId: 7,
  cid: 0,
  final,
  shown,
});

describe('startPushedChecks', () => {
  it('shows each pushed status without a request, and ends at the verdict', async () => {
    const check = vi.fn(async () => true);
    const onEnd = vi.fn();
    const shown: SubmissionStatus[] = [];
    const apply = (pushed: SubmissionStatus) => {
      shown.push(pushed);
      return isInProgress(pushed.status);
    };
    const checks = startPushedChecks({ check, onEnd, apply, minGapMs: 2000, safetyMs: 30_000 });
    checks.onEvent(event(status(7, JudgeStatus.COMPILING), false));
    checks.onEvent(event(status(7, JudgeStatus.JUDGING, 2), false));
    checks.onEvent(event({ ...status(7, JudgeStatus.ACCEPTED, 3), score: 100, time: 5, memory: 6 }, true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).not.toHaveBeenCalled();
    expect(shown.map((pushed) => pushed.status)).toEqual([
      JudgeStatus.COMPILING,
      JudgeStatus.JUDGING,
      JudgeStatus.ACCEPTED,
    ]);
    expect(onEnd).toHaveBeenCalledWith('done');
  });

  it('asks when the event withholds the status (a contest hiding results) or after a resync', async () => {
    const check = vi.fn(async () => true);
    const apply = vi.fn(() => true);
    const checks = startPushedChecks({ check, apply, minGapMs: 2000, safetyMs: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).not.toHaveBeenCalled();
    checks.onEvent(event(null, true));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    checks.onEvent({ kind: 'resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    expect(apply).not.toHaveBeenCalled();
    checks.stop();
  });

  it('checks at once and on each event when the page cannot show a pushed status', async () => {
    const check = vi.fn(async () => true);
    const checks = startPushedChecks({ check, minGapMs: 2000, safetyMs: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    checks.onEvent(event(status(7, JudgeStatus.ACCEPTED), true));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    checks.stop();
  });

  it('still checks now and then while no event comes (one lost on its way)', async () => {
    const check = vi.fn(async () => true);
    const checks = startPushedChecks({ check, apply: () => true, minGapMs: 2000, safetyMs: 30_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(1);
    checks.stop();
  });
});
