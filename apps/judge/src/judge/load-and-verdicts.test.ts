// Load never changes a verdict: the interactor's room follows the program's limits, a System Error names the side
// that ran out, and a later case's System Error does not replace the verdict an earlier case decided.
import { JudgeStatus } from '@judge/contract';
import { describe, expect, it } from 'vitest';
import { languageTable } from '../languages/index.ts';
import { decidedStatus } from './decided-verdict.ts';
import { interactionVerdict, type InteractionEnd } from './interactive-verdict.ts';
import { interactorRoom } from './interactive.ts';

const language = (name: string) => languageTable.find((entry) => entry.name === name)!;

describe("the interactor's room", () => {
  it("outlasts the program's whole wall time twice over, the program's language factor included", () => {
    const python = interactorRoom(1000, undefined, { language: language('Python3') });
    // Twice its CPU time plus a second, and 5 s more to wait for an interactor slow to start.
    expect(python.programWallMs).toBe(2000 * 2 + 1000 + 5000);
    expect(python.interactorCpuMs).toBe(4000);
    expect(python.interactorWallMs).toBeGreaterThan(python.programWallMs * 2);
    // The demo's Python program under load: the interactor's wall limit was 10 s, now it is 30 s.
    expect(python.interactorWallMs).toBeGreaterThanOrEqual(30_000);
  });

  it('takes the limits as they are where the problem applies no factors (ICPC packages)', () => {
    const room = interactorRoom(1000, false, { language: language('Python3') });
    expect(room.programWallMs).toBe(8000);
    expect(room.interactorCpuMs).toBe(2000);
  });
});

describe('a System Error says which side ran out', () => {
  const end = (
    program: Partial<InteractionEnd['program']>,
    interactor: Partial<InteractionEnd['interactor']>,
    programAliveAtInteractorEnd?: boolean,
  ): InteractionEnd => ({
    program: { outcome: 'ok', detail: '', signal: null, endedAtUs: 1, aborted: false, ...program },
    interactor: { outcome: 'ok', detail: '', signal: null, endedAtUs: 2, ...interactor },
    judgement: null,
    programAliveAtInteractorEnd,
  });

  it('the interactor out of time while the program still ran', () => {
    const verdict = interactionVerdict(
      end(
        { aborted: true, endedAtUs: 3 },
        { outcome: 'time-limit', detail: 'wall time limit 20000 ms', endedAtUs: 2 },
        true,
      ),
    );
    expect(verdict.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(verdict.detail).toBe(
      'the interactor ran out of time (wall time limit 20000 ms) while the program was still running within its own limits',
    );
  });

  it('the interactor crashing after the program had ended normally', () => {
    const verdict = interactionVerdict(
      end({}, { outcome: 'runtime-error', detail: 'signal 11 (SIGSEGV)', signal: 11 }, false),
    );
    expect(verdict.detail).toBe(
      'the interactor failed (runtime-error: signal 11 (SIGSEGV)) after the program had ended (normally)',
    );
  });

  it('the program out of its own time first is its TLE, not a System Error', () => {
    const verdict = interactionVerdict(
      end(
        { outcome: 'time-limit', detail: 'wall time limit 5000 ms' },
        { outcome: 'time-limit', detail: 'wall time limit 20000 ms' },
        false,
      ),
    );
    expect(verdict.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
  });
});

describe('a verdict an earlier case decided stands', () => {
  const { ACCEPTED: AC, WRONG_ANSWER: WA, SYSTEM_ERROR: SE, CANCELLED } = JudgeStatus;
  const cases = (...statuses: number[]) =>
    statuses.map((status, index) => ({ index, status: status as (typeof JudgeStatus)['ACCEPTED'] }));

  it("a pass-fail submission's case 2 WA is not replaced by case 3's System Error", () => {
    expect(decidedStatus(0, cases(AC, WA, SE), SE)).toBe(WA);
  });

  it('a System Error before any failure stays one', () => {
    expect(decidedStatus(0, cases(AC, SE, WA), SE)).toBe(SE);
    expect(decidedStatus(0, cases(CANCELLED, SE), SE)).toBe(SE);
  });

  it('a scored (OI) submission keeps it: its score needs every case', () => {
    expect(decidedStatus(1, cases(WA, SE), SE)).toBe(SE);
  });

  it('any other summary is left as the judge mode gave it', () => {
    expect(decidedStatus(0, cases(WA, AC), WA)).toBe(WA);
    expect(decidedStatus(0, cases(AC, AC), AC)).toBe(AC);
  });
});
