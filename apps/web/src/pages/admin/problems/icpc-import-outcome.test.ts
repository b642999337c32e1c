import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { IcpcImportReport } from '@judge/contract';
import { adminProblemEnUS } from '../../../i18n/admin-problem.en-US';
import { adminProblemZhCN } from '../../../i18n/admin-problem.zh-CN';
import { icpcOutcome } from './icpc-import-outcome';

const report = (submissions: IcpcImportReport['submissions']): IcpcImportReport => ({
  problemId: 'rules',
  title: 'Rules',
  timeLimitMs: 1000,
  timeLimitSource: 'given by the package',
  submissions,
  mismatches: submissions.filter((line) => !line.ok).length,
});

describe('the ICPC import outcome', () => {
  it("lists a verdict other than the folder's, and a 2023-07 rule broken with the right verdict", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en-US',
      interpolation: { escapeValue: false },
      resources: { 'en-US': { translation: adminProblemEnUS } },
    });
    const outcome = icpcOutcome(
      report([
        { path: 'accepted/a.py', expected: ['AC'], verdict: 'AC', score: 0, ok: true, unmet: [] },
        { path: 'wrong_answer/w.py', expected: ['WA'], verdict: 'AC', score: 0, ok: false },
        {
          path: 'time_limit_exceeded/t.c',
          expected: ['TLE'],
          verdict: 'TLE',
          score: 0,
          ok: false,
          unmet: ['time_limit_exceeded: no time-out under 1500 ms'],
        },
      ]),
      i18n.t,
    );
    expect(adminProblemZhCN.adminProblem.icpcRulesBroken).toContain('{{rules}}');
    expect(outcome.kind).toBe('warning');
    expect(outcome.detail).toBe(
      'wrong_answer/w.py: AC, expected WA\n' +
        'time_limit_exceeded/t.c: TLE, but submissions.yaml is not met: time_limit_exceeded: no time-out under 1500 ms',
    );
  });
});
