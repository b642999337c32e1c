// A Polygon testset's points as the judge's grading tree (the IcpcGroup the ICPC packages use): a test's points
// when it passes; a `complete-group` group's points only when every test of it passes (judging stops at its
// first failure, as Codeforces does); an `each-test` group the sum of its passing tests. A testset without points
// is judged pass-fail (no tree: the first failed test decides).
import type { IcpcGroup } from '@judge/contract';
import { PolygonPackageError, type PolygonTestset } from './problem-xml.ts';

function group(name: string, items: IcpcGroup['items'], overrides: Partial<IcpcGroup> = {}): IcpcGroup {
  return {
    name,
    items,
    onReject: 'continue',
    verdictMode: 'first_error',
    acceptIfAnyAccepted: false,
    ignoreSample: false,
    aggregation: 'sum',
    acceptScore: 0,
    rejectScore: 0,
    ...overrides,
  };
}

/** One test worth its points when accepted. */
const scoredTest = (index: number, points: number): IcpcGroup['items'][number] => ({
  group: group(`test ${index + 1}`, [{ case: index }], { acceptScore: points }),
});

export function hasPoints(testset: PolygonTestset): boolean {
  return (
    testset.tests.some((test) => (test.points ?? 0) > 0) ||
    testset.groups.some((candidate) => (candidate.points ?? 0) > 0)
  );
}

/** The grading tree over case indexes 0..n-1 (test i+1 is case i), or undefined for a pass-fail testset. */
export function gradingTree(testset: PolygonTestset): IcpcGroup | undefined {
  if (!hasPoints(testset)) return undefined;
  const withDependencies = testset.groups.filter((candidate) => candidate.dependencies.length > 0);
  if (withDependencies.length > 0)
    throw new PolygonPackageError(
      `problem.xml: group dependencies (${withDependencies.map((candidate) => `"${candidate.name}"`).join(', ')}) are not supported yet: a group's points would not wait for the groups it depends on`,
    );
  const items: IcpcGroup['items'] = [];
  const placed = new Set<string>();
  testset.tests.forEach((test, index) => {
    if (!test.group) {
      items.push(scoredTest(index, test.points ?? 0));
      return;
    }
    if (placed.has(test.group)) return;
    placed.add(test.group);
    items.push({ group: testGroup(testset, test.group) });
  });
  const maxScore = sumOfItems(items);
  return group(testset.name, items, { maxScore });
}

function testGroup(testset: PolygonTestset, name: string): IcpcGroup {
  const members = testset.tests.flatMap((test, index) => (test.group === name ? [{ test, index }] : []));
  const declared = testset.groups.find((candidate) => candidate.name === name);
  const testPoints = members.reduce((total, { test }) => total + (test.points ?? 0), 0);
  if (declared?.pointsPolicy === 'each-test')
    return group(
      name,
      members.map(({ test, index }) => scoredTest(index, test.points ?? 0)),
      { maxScore: testPoints },
    );
  const points = declared?.points ?? testPoints;
  return group(
    name,
    members.map(({ index }) => ({ case: index })),
    { onReject: 'break', aggregation: 'pass-fail', maxScore: points },
  );
}

function sumOfItems(items: IcpcGroup['items']): number {
  return items.reduce(
    (total, item) => total + ('case' in item ? 0 : (item.group.maxScore ?? item.group.acceptScore)),
    0,
  );
}
