import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { neighbourProblem, readProblemList, storeProblemList } from './problem-nav';

describe('neighbourProblem', () => {
  const list = ['A', 'B', 'C'];
  it('moves along the stored list', () => {
    expect(neighbourProblem(list, 'B', -1)).toEqual({ to: 'A' });
    expect(neighbourProblem(list, 'B', 1)).toEqual({ to: 'C' });
  });
  it('warns at the first and the last problem', () => {
    expect(neighbourProblem(list, 'A', -1)).toEqual({ warning: 'first' });
    expect(neighbourProblem(list, 'C', 1)).toEqual({ warning: 'last' });
  });
  it('warns when the current problem is not in the list', () => {
    expect(neighbourProblem(list, 'Z', 1)).toEqual({ warning: 'notFound' });
    expect(neighbourProblem([], 'A', -1)).toEqual({ warning: 'notFound' });
  });
  it('warns when there is no stored list', () => {
    expect(neighbourProblem(null, 'A', 1)).toEqual({ warning: 'unknownList' });
  });
});

describe('stored problem list', () => {
  // The unit tests run in Node: a Map stands in for the browser's storage.
  const original = globalThis.localStorage;
  beforeEach(() => {
    const items = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
  });
  afterEach(() => {
    globalThis.localStorage = original;
  });
  it('round-trips per contest and ignores what is not a list of ids', () => {
    storeProblemList(7, ['A', 'B']);
    expect(readProblemList(7)).toEqual(['A', 'B']);
    expect(readProblemList(8)).toBeNull();
    localStorage.setItem('contestProblemList:9', '{"x":1}');
    expect(readProblemList(9)).toBeNull();
    localStorage.setItem('contestProblemList:10', 'not json');
    expect(readProblemList(10)).toBeNull();
  });
});
