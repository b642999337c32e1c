import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { problemEnUS } from '../../i18n/problem.en-US';
import { problemZhCN } from '../../i18n/problem.zh-CN';
import { difficultyName } from './DifficultyTag';

const tOf = (texts: typeof problemEnUS) =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)) as TFunction;

describe('difficulty names', () => {
  it('says the two worded levels in the page language (the back office showed UnKnown and Easy in zh-CN)', () => {
    expect([0, 1].map((level) => difficultyName(level, tOf(problemZhCN)))).toEqual(['暂无评定', '入门']);
    expect([0, 1].map((level) => difficultyName(level, tOf(problemEnUS)))).toEqual(['Unknown', 'Easy']);
  });

  it('keeps the contest-grade names, which read the same in both languages', () => {
    expect(difficultyName(4, tOf(problemZhCN))).toBe('CSP-J+/S');
  });
});
