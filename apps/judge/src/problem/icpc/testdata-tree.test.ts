import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { IcpcGroup } from '@judge/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readIcpcConfig } from './package-config.ts';
import { readTestData } from './testdata-tree.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tree(files: Record<string, string>): IcpcGroup {
  const dir = mkdtempSync(join(tmpdir(), 'testdata-tree-'));
  made.push(dir);
  for (const [path, content] of Object.entries({ 'problem.yaml': 'type: scoring\n', ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return readTestData(dir, readIcpcConfig(dir)).tree;
}
const pair = (path: string) => ({ [`${path}.in`]: '1\n', [`${path}.ans`]: '1\n' });
const child = (group: IcpcGroup, name: string): IcpcGroup => {
  const found = group.items.find((item) => 'group' in item && item.group.name === name);
  if (!found || !('group' in found)) throw new Error(`no group ${name} in ${group.name}`);
  return found.group;
};

describe('legacy testdata.yaml as problemtools reads it', () => {
  it("inherits every key a folder's file leaves out, grader_flags as a whole, but not ignore_sample", () => {
    const root = tree({
      'data/testdata.yaml': 'on_reject: continue\ngrader_flags: ignore_sample min\naccept_score: 5\n',
      ...pair('data/sample/1'),
      'data/secret/g/testdata.yaml': 'accept_score: 10\n',
      ...pair('data/secret/g/1'),
    });
    expect(root.ignoreSample).toBe(true);
    const g = child(child(root, 'secret'), 'secret/g');
    expect(g).toMatchObject({
      onReject: 'continue',
      aggregation: 'min',
      acceptScore: 10,
      ignoreSample: false,
    });
    expect(child(root, 'sample').ignoreSample).toBe(false);
  });

  it("lets problem.yaml's legacy grading keys set every group's, as problemtools' LegacyGrading does", () => {
    const root = tree({
      'problem.yaml': 'type: scoring\ngrading:\n  accept_score: 3\n  on_reject: grade\n  range: 0 9\n',
      'data/secret/g/testdata.yaml': 'accept_score: 10\non_reject: break\n',
      ...pair('data/secret/g/1'),
    });
    expect(child(child(root, 'secret'), 'secret/g')).toMatchObject({
      acceptScore: 3,
      onReject: 'continue',
      range: [0, 9],
    });
    expect(root.maxScore).toBe(9);
  });

  it("takes the problem's maximum from the top level's range, else from every case accepted", () => {
    expect(tree({ 'data/testdata.yaml': 'range: 0 50\n', ...pair('data/secret/1') }).maxScore).toBe(50);
    expect(tree({ 'data/testdata.yaml': 'accept_score: 2\n', ...pair('data/secret/1') }).maxScore).toBe(2);
  });
});

describe('a 2023-07-draft package grading with legacy keys (problemtools oddecho)', () => {
  it('is read the legacy way, as problemtools reads it', () => {
    const root = tree({
      'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: scoring\n',
      'data/testdata.yaml': 'on_reject: continue\nrange: 0 100\n',
      'data/secret/testdata.yaml': 'grader_flags: first_error accept_if_any_accepted\n',
      'data/secret/one/testdata.yaml': 'on_reject: break\naccept_score: 50\ngrader_flags: min\n',
      ...pair('data/secret/one/1'),
    });
    expect(root.maxScore).toBe(100);
    const one = child(child(root, 'secret'), 'secret/one');
    expect(one).toMatchObject({ acceptScore: 50, aggregation: 'min', onReject: 'break' });
    expect(child(root, 'secret')).toMatchObject({ verdictMode: 'first_error', acceptIfAnyAccepted: true });
  });
});

describe('legacy testdata.yaml as DOMjudge reads it (a package annotated with @EXPECTED_SCORE@)', () => {
  const domjudge = {
    'submissions/accepted/a.py': '# @EXPECTED_SCORE@: 30\n',
    'data/testdata.yaml': 'on_reject: continue\n',
    ...pair('data/sample/1'),
    'data/secret/testdata.yaml': 'grader_flags: sum\n',
    'data/secret/small/testdata.yaml': 'accept_score: 10\n',
    ...pair('data/secret/small/1'),
    ...pair('data/secret/small/2'),
    'data/secret/large/testdata.yaml': 'accept_score: 20\n',
    ...pair('data/secret/large/1'),
    ...pair('data/secret/loose/1'),
  };

  it('counts only folders with their own testdata.yaml; the rest is judged first and counts for nothing', () => {
    const root = tree(domjudge);
    expect(root.ignoreSample).toBe(true);
    expect(root.items[0]).toEqual({ group: expect.objectContaining({ name: 'not counted' }) });
    const notCounted = (root.items[0] as { group: IcpcGroup }).group.items;
    // Cases in name order: sample/1, secret/large/1, secret/loose/1, secret/small/1, secret/small/2.
    expect(notCounted).toEqual([{ case: 0 }, { case: 2 }]);
    const secret = child(child(root, 'data (counted)'), 'secret');
    expect(child(secret, 'secret/small')).toMatchObject({ acceptScore: 10, scoredAsGroup: true });
    expect(child(secret, 'secret/small').items).toEqual([{ case: 3 }, { case: 4 }]);
  });

  it('goes on after a rejection below a group that goes on, and the maximum sums the groups once each', () => {
    const root = tree(domjudge);
    const secret = child(child(root, 'data (counted)'), 'secret');
    expect(child(secret, 'secret/large').onReject).toBe('continue');
    expect(root.maxScore).toBe(30);
    expect(root.scoresOnReject).toBe(true);
  });
});
