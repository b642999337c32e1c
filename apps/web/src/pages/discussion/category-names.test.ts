import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { discussionEnUS } from '../../i18n/discussion.en-US';
import { discussionZhCN } from '../../i18n/discussion.zh-CN';
import { categoryLabel } from './category-names';

/** A t() over one language's texts, enough for the labels. */
const tOf = (texts: typeof discussionEnUS) =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)) as TFunction;

describe('discussion category names', () => {
  it('shows the seeded categories in the page language', () => {
    expect(['闲聊', '题解', '求助', '建议'].map((name) => categoryLabel(name, tOf(discussionEnUS)))).toEqual([
      'Chat',
      'Solutions',
      'Help',
      'Suggestions',
    ]);
    expect(categoryLabel('题解', tOf(discussionZhCN))).toBe('题解');
  });

  it('shows a name root gave as written', () => {
    expect(categoryLabel('Graph theory', tOf(discussionEnUS))).toBe('Graph theory');
  });
});
