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
  checkDependencies(testset);
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
  const requires = declared?.dependencies.length ? { requires: declared.dependencies } : {};
  if (declared?.pointsPolicy === 'each-test')
    return group(
      name,
      members.map(({ test, index }) => scoredTest(index, test.points ?? 0)),
      { maxScore: testPoints, ...requires },
    );
  const points = declared?.points ?? testPoints;
  return group(
    name,
    members.map(({ index }) => ({ case: index })),
    { onReject: 'break', aggregation: 'pass-fail', maxScore: points, ...requires },
  );
}

/** Where a group's first test is: groups are judged in the order of their first tests. */
const firstTestOf = (testset: PolygonTestset, name: string) =>
  testset.tests.findIndex((test) => test.group === name);

/**
 * A group may depend only on groups judged before it (a group is judged whole where its first test is, and
 * Codeforces judges in test order, so a dependency is decided first); anything else is refused with one line.
 */
function checkDependencies(testset: PolygonTestset): void {
  for (const declared of testset.groups)
    for (const dependency of declared.dependencies) {
      const at = firstTestOf(testset, dependency);
      if (at < 0)
        throw new PolygonPackageError(
          `problem.xml: group "${declared.name}" depends on "${dependency}", which has no tests`,
        );
      if (at >= firstTestOf(testset, declared.name))
        throw new PolygonPackageError(
          `problem.xml: group "${declared.name}" depends on "${dependency}", whose tests come after its own: a dependency must be judged first`,
        );
    }
}

function sumOfItems(items: IcpcGroup['items']): number {
  return items.reduce(
    (total, item) => total + ('case' in item ? 0 : (item.group.maxScore ?? item.group.acceptScore)),
    0,
  );
}
