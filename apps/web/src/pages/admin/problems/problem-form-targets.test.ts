import { describe, expect, it } from 'vitest';
import type { ContestProblemView } from '@judge/contract';
import { emptyProblemForm } from './problem-form';
import { contestTarget, inContest } from './problem-form-targets';

const contest = { cid: 4, title: 'Cup', type: 1 as const, usedDisplayIds: ['A', 'B'] };

describe('the problem form in a contest', () => {
  it('starts a new problem as a contest problem of the contest’s rule, under the next free display id', () => {
    const values = inContest(emptyProblemForm(['C++']), { contest, link: null, isNew: true });
    expect(values).toMatchObject({ auth: 3, type: 1, contestDisplayId: 'C', contestDisplayTitle: '' });
    // OI: the one case holds the 100 points.
    expect(values.typedCases.map((c) => c.score)).toEqual([100]);
  });

  it('edits a stored problem under its link, keeping its cases’ scores', () => {
    const link = { displayId: 'B', displayTitle: 'Second' } as ContestProblemView;
    const stored = { ...emptyProblemForm(['C++']), typedCases: [{ input: '1', output: '1', score: 30 }] };
    const values = inContest(stored, { contest: { ...contest, type: 0 }, link, isNew: false });
    expect(values).toMatchObject({ auth: 3, type: 0, contestDisplayId: 'B', contestDisplayTitle: 'Second' });
    expect(values.typedCases.map((c) => c.score)).toEqual([30]);
  });

  it('returns to the contest’s problem list and fixes auth and type', () => {
    expect(contestTarget(contest)).toMatchObject({
      listPath: '/admin/contest/4/problems',
      locked: { auth: 3, type: 1 },
    });
  });
});
