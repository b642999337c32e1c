import { JudgeStatus, type CaseResult, type IcpcGroup, type JudgeStatusCode } from '@judge/contract';
import { describe, expect, it } from 'vitest';
import { judgeIcpcGroup } from './icpc-grading.ts';

const group = (overrides: Partial<IcpcGroup> & Pick<IcpcGroup, 'items'>): IcpcGroup => ({
  name: 'g',
  onReject: 'continue',
  verdictMode: 'worst_error',
  acceptIfAnyAccepted: false,
  ignoreSample: false,
  aggregation: 'sum',
  acceptScore: 1,
  rejectScore: 0,
  ...overrides,
});
const cases = (...indexes: number[]) => indexes.map((index) => ({ case: index }));

/** Grades a tree whose case i gets outcomes[i]; returns the grade and the cases that ran. */
async function grade(tree: IcpcGroup, outcomes: [JudgeStatusCode, number?][]) {
  const ran: number[] = [];
  const result = await judgeIcpcGroup(
    tree,
    async (index) => {
      ran.push(index);
      const [status, validatorScore] = outcomes[index];
      const result: CaseResult = { index, status, timeMs: 1, memoryKb: 1, score: 0, validatorScore };
      return { result, scoreRatio: status === JudgeStatus.ACCEPTED ? 1 : 0 };
    },
    { onSkipped: () => undefined },
  );
  return { ...result, ran };
}

const AC = JudgeStatus.ACCEPTED;
const WA = JudgeStatus.WRONG_ANSWER;
const TLE = JudgeStatus.TIME_LIMIT_EXCEEDED;

describe("problemtools' default grader", () => {
  it('gives every accepted case accept_score and sums them', async () => {
    const tree = group({ items: cases(0, 1, 2), acceptScore: 10 });
    expect(await grade(tree, [[AC], [AC], [WA]])).toMatchObject({ status: WA, score: 20 });
  });

  it('stops a breaking group at its first rejection, the worst error first', async () => {
    const tree = group({ items: cases(0, 1, 2), onReject: 'break' });
    expect(await grade(tree, [[AC], [WA], [TLE]])).toMatchObject({ status: WA, score: 1, ran: [0, 1] });
    const going = group({ items: cases(0, 1, 2) });
    expect(await grade(going, [[AC], [WA], [TLE]])).toMatchObject({ status: TLE, ran: [0, 1, 2] });
  });

  it('reads the verdict as first_error or worst_error, and accept_if_any_accepted', async () => {
    const items = cases(0, 1, 2);
    const outcomes: [JudgeStatusCode][] = [[WA], [TLE], [AC]];
    expect((await grade(group({ items, verdictMode: 'first_error' }), outcomes)).status).toBe(WA);
    expect((await grade(group({ items, verdictMode: 'worst_error' }), outcomes)).status).toBe(TLE);
    expect((await grade(group({ items, acceptIfAnyAccepted: true }), outcomes)).status).toBe(AC);
  });

  it('scores a rejected case reject_score, and aggregates by sum, min, max or avg', async () => {
    const scored = (aggregation: IcpcGroup['aggregation']) =>
      grade(group({ items: cases(0, 1), acceptScore: 10, rejectScore: 3, aggregation }), [[AC], [WA]]);
    expect((await scored('sum')).score).toBe(13);
    expect((await scored('min')).score).toBe(3);
    expect((await scored('max')).score).toBe(10);
    expect((await scored('avg')).score).toBe(6.5);
  });
});

describe("DOMjudge's reading: groups scored as a whole", () => {
  const leaf = (items: number[], acceptScore: number) =>
    group({ items: cases(...items), acceptScore, scoredAsGroup: true, verdictMode: 'first_error' });

  it('gives a group of cases its accept_score once, when every case is accepted', async () => {
    const tree = group({
      items: [{ group: leaf([0, 1], 10) }, { group: leaf([2, 3], 30) }],
      scoredAsGroup: true,
      verdictMode: 'first_error',
    });
    expect(await grade(tree, [[AC], [AC], [AC], [AC]])).toMatchObject({ status: AC, score: 40 });
    expect(await grade(tree, [[AC], [AC], [TLE], [WA]])).toMatchObject({ status: TLE, score: 10 });
  });

  it("aggregates its subgroups' scores as grader_flags say (avg, min)", async () => {
    const average = group({
      items: [{ group: leaf([0], 15) }, { group: leaf([1], 30) }, { group: leaf([2], 45) }],
      aggregation: 'avg',
      scoredAsGroup: true,
    });
    expect((await grade(average, [[AC], [AC], [AC]])).score).toBe(30);
    const lowest = group({ items: [{ group: leaf([0], 50) }, { group: leaf([1], 50) }], aggregation: 'min' });
    expect((await grade(lowest, [[AC], [WA]])).score).toBe(0);
  });

  it("sums a validator's scores instead, a wrong answer's included, a time-out's not", async () => {
    expect(
      await grade(leaf([0, 1], 10), [
        [AC, 40],
        [WA, 5],
      ]),
    ).toMatchObject({ status: WA, score: 45 });
    expect(
      (
        await grade(leaf([0, 1], 10), [
          [AC, 40],
          [TLE, 5],
        ])
      ).score,
    ).toBe(40);
  });
});

describe('groups that require earlier groups (Polygon dependencies)', () => {
  const tree = group({
    name: 'root',
    verdictMode: 'first_error',
    items: [
      { group: group({ name: 'a', items: cases(0, 1), acceptScore: 10 }) },
      { group: group({ name: 'b', items: cases(2), acceptScore: 30, requires: ['a'] }) },
      { group: group({ name: 'c', items: cases(3), acceptScore: 60, requires: ['b'] }) },
    ],
  });

  it('judges and scores a group whose requirements were all accepted', async () => {
    expect(await grade(tree, [[AC], [AC], [AC], [AC]])).toMatchObject({ status: AC, score: 110 });
  });

  it('runs no case of a group whose requirement failed, scores it 0, and so every group requiring it', async () => {
    expect(await grade(tree, [[AC], [WA], [AC], [AC]])).toMatchObject({ status: WA, score: 10, ran: [0, 1] });
    expect(await grade(tree, [[AC], [AC], [TLE], [AC]])).toMatchObject({
      status: TLE,
      score: 20,
      ran: [0, 1, 2],
    });
  });
});
