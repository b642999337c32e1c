// Reading a Polygon package's problem.xml, its source types and its points, without a sandbox.
import { describe, expect, it } from 'vitest';
import { gradingTree } from './grading.ts';
import { PolygonPackageError, parseProblemXml, testPath, type PolygonTestset } from './problem-xml.ts';
import { languageOfSourceType } from './source-types.ts';

const xml = (testset: string, assets = '') => `<?xml version="1.0" encoding="utf-8"?>
<problem short-name="p"><names><name language="english" value="P"/></names>
<judging input-file="" output-file="">${testset}</judging><assets>${assets}</assets></problem>`;

const testset = (
  tests: string,
  groups = '',
  limits = '<time-limit>2000</time-limit><memory-limit>268435456</memory-limit>',
) =>
  `<testset name="tests">${limits}<input-path-pattern>tests/%02d</input-path-pattern>
   <answer-path-pattern>tests/%02d.a</answer-path-pattern><tests>${tests}</tests><groups>${groups}</groups></testset>`;

function set(tests: PolygonTestset['tests'], groups: PolygonTestset['groups'] = []): PolygonTestset {
  return {
    name: 'tests',
    timeLimitMs: 1000,
    memoryLimitBytes: 1 << 28,
    inputPathPattern: 'tests/%02d',
    answerPathPattern: 'tests/%02d.a',
    tests,
    groups,
  };
}

describe('problem.xml', () => {
  it('reads limits, tests, groups, checker, interactor, resources and solutions', () => {
    const problem = parseProblemXml(
      xml(
        testset(
          '<test method="manual" sample="true" group="s" points="0"/><test method="generated" cmd="gen 5" group="g" points="7.5"/>',
          '<group name="g" points-policy="each-test"><dependencies><dependency group="s"/></dependencies></group>',
        ),
        '<checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>' +
          '<interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor>' +
          '<solutions><solution tag="main"><source path="solutions/a.cpp" type="cpp.g++17"/></solution></solutions>',
      ),
    );
    expect(problem.shortName).toBe('p');
    expect(problem.testset).toMatchObject({ timeLimitMs: 2000, memoryLimitBytes: 268435456 });
    expect(problem.testset.tests).toEqual([
      { method: 'manual', sample: true, points: 0, group: 's', cmd: undefined },
      { method: 'generated', sample: false, points: 7.5, group: 'g', cmd: 'gen 5' },
    ]);
    expect(problem.testset.groups).toEqual([
      { name: 'g', points: undefined, pointsPolicy: 'each-test', dependencies: ['s'] },
    ]);
    expect(problem.checker).toEqual({ path: 'files/check.cpp', type: 'cpp.g++17', name: 'std::ncmp.cpp' });
    expect(problem.interactor).toEqual({ path: 'files/interactor.cpp', type: 'cpp.g++17' });
    expect(problem.solutions).toEqual([{ path: 'solutions/a.cpp', type: 'cpp.g++17', tag: 'main' }]);
  });

  it('chooses the testset named tests among several', () => {
    const problem = parseProblemXml(
      xml(
        testset('<test method="manual"/>').replace('name="tests"', 'name="pretests"') +
          testset('<test method="manual"/><test method="manual"/>'),
      ),
    );
    expect(problem.testset.name).toBe('tests');
    expect(problem.testset.tests).toHaveLength(2);
  });

  it('refuses what it cannot read, naming the element', () => {
    expect(() => parseProblemXml('<problem><judging>')).toThrow(PolygonPackageError);
    expect(() => parseProblemXml('<contest/>')).toThrow(/root element is not <problem>/);
    expect(() => parseProblemXml(xml(''))).toThrow(/no <testset>/);
    expect(() => parseProblemXml(xml(testset('', '', '<time-limit>fast</time-limit>')))).toThrow(
      /testset "tests"'s time-limit must be a positive number, found "fast"/,
    );
    expect(() => parseProblemXml(xml(testset('', '<group name="g" points-policy="best-test"/>')))).toThrow(
      /group "g": unknown points-policy "best-test"/,
    );
  });

  it('fills printf-style path patterns', () => {
    expect(testPath('tests/%02d', 3)).toBe('tests/03');
    expect(testPath('tests/%02d.a', 12)).toBe('tests/12.a');
    expect(testPath('tests/%03d.in', 7)).toBe('tests/007.in');
    expect(testPath('tests/%d', 7)).toBe('tests/7');
  });
});

describe('source types', () => {
  it.each([
    ['cpp.g++17', 'C++ 17 With O2'],
    ['cpp.gcc13-64-winlibs-g++20', 'C++ 20 With O2'],
    ['cpp.g++11', 'C++ With O2'],
    ['cpp.msys2-mingw64-9-g++17', 'C++ 17 With O2'],
    ['c.gcc', 'C With O2'],
    ['java21', 'Java'],
    ['kotlin19', 'Kotlin'],
    ['python.3', 'Python3'],
    ['python.pypy3', 'PyPy3'],
    ['pascal.fpc', 'Pascal'],
    ['csharp.mono', 'C#'],
    ['go', 'Golang'],
    ['rust', 'Rust'],
    ['d', 'D'],
  ])('%s runs as %s', (type, language) => expect(languageOfSourceType(type)).toBe(language));

  it('Python 2, unknown and empty types name no language', () => {
    expect(languageOfSourceType('python.2')).toBeUndefined();
    expect(languageOfSourceType('python.pypy2')).toBeUndefined();
    expect(languageOfSourceType('befunge')).toBeUndefined();
    expect(languageOfSourceType('')).toBeUndefined();
  });
});

describe('points', () => {
  it('a testset without points is pass-fail', () => {
    expect(
      gradingTree(
        set([
          { method: 'manual', sample: true },
          { method: 'manual', sample: false },
        ]),
      ),
    ).toBeUndefined();
  });

  it('tests without groups are each worth their points', () => {
    const tree = gradingTree(
      set([
        { method: 'manual', sample: false, points: 30 },
        { method: 'manual', sample: false, points: 70 },
      ]),
    );
    expect(tree?.maxScore).toBe(100);
    expect(tree?.items.map((item) => ('group' in item ? item.group.acceptScore : -1))).toEqual([30, 70]);
  });

  it('a complete-group group is pass-fail over its tests and stops at its first failure', () => {
    const tree = gradingTree(
      set(
        [
          { method: 'manual', sample: false, group: 'a', points: 0 },
          { method: 'manual', sample: false, group: 'a', points: 25 },
          { method: 'manual', sample: false, group: 'b', points: 5 },
          { method: 'manual', sample: false, group: 'b', points: 10 },
        ],
        [
          { name: 'a', pointsPolicy: 'complete-group', dependencies: [] },
          { name: 'b', points: 40, pointsPolicy: 'complete-group', dependencies: [] },
        ],
      ),
    );
    const [a, b] = tree!.items.map((item) => ('group' in item ? item.group : undefined));
    expect(a).toMatchObject({
      aggregation: 'pass-fail',
      onReject: 'break',
      maxScore: 25,
      items: [{ case: 0 }, { case: 1 }],
    });
    expect(b).toMatchObject({ aggregation: 'pass-fail', maxScore: 40, items: [{ case: 2 }, { case: 3 }] });
    expect(tree!.maxScore).toBe(65);
  });

  it('an each-test group sums its passing tests', () => {
    const tree = gradingTree(
      set(
        [
          { method: 'manual', sample: false, group: 'e', points: 10 },
          { method: 'manual', sample: false, group: 'e', points: 20 },
        ],
        [{ name: 'e', pointsPolicy: 'each-test', dependencies: [] }],
      ),
    );
    const group = 'group' in tree!.items[0] ? tree!.items[0].group : undefined;
    expect(group).toMatchObject({ aggregation: 'sum', onReject: 'continue', maxScore: 30 });
    expect(tree!.maxScore).toBe(30);
  });

  it('reads group dependencies into the tree, and refuses one on a group without tests or judged later', () => {
    const tree = gradingTree(
      set(
        [
          { method: 'manual', sample: false, group: 'a', points: 10 },
          { method: 'manual', sample: false, group: 'b', points: 10 },
        ],
        [
          { name: 'a', pointsPolicy: 'each-test', dependencies: [] },
          { name: 'b', pointsPolicy: 'complete-group', dependencies: ['a'] },
        ],
      ),
    );
    const groups = tree!.items.map((item) => ('group' in item ? item.group : undefined));
    expect(groups[0]?.requires).toBeUndefined();
    expect(groups[1]).toMatchObject({ name: 'b', requires: ['a'] });
    const refused = (dependencies: string[]) => () =>
      gradingTree(
        set(
          [
            { method: 'manual', sample: false, group: 'b', points: 10 },
            { method: 'manual', sample: false, group: 'a', points: 10 },
          ],
          [
            { name: 'a', pointsPolicy: 'complete-group', dependencies: [] },
            { name: 'b', pointsPolicy: 'complete-group', dependencies },
          ],
        ),
      );
    expect(refused(['a'])).toThrow(/group "b" depends on "a", whose tests come after its own/);
    expect(refused(['none'])).toThrow(/group "b" depends on "none", which has no tests/);
  });
});
