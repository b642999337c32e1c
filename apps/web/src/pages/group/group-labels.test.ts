import { describe, expect, it } from 'vitest';
import { GROUP_AUTHS, GROUP_LEVEL } from '@judge/contract';
import { groupEnUS } from '../../i18n/group.en-US';
import { groupZhCN } from '../../i18n/group.zh-CN';
import { authLabelKey, authTipKey, levelLabelKey } from './group-labels';

/** Reads a dotted key out of one language's texts. */
const text = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('the texts of kinds and levels', () => {
  it('names a text in both languages for every kind and level the server answers', () => {
    const keys = [
      ...GROUP_AUTHS.flatMap((auth) => [authLabelKey(auth), authTipKey(auth)]),
      ...Object.values(GROUP_LEVEL).map(levelLabelKey),
    ];
    for (const messages of [groupEnUS, groupZhCN])
      for (const key of keys) expect(typeof text(messages, key), key).toBe('string');
  });
  it('keeps kinds and levels apart', () => {
    expect(authLabelKey(3)).toBe('group.auth.private');
    expect(levelLabelKey(GROUP_LEVEL.APPLYING)).toBe('group.level.applying');
  });
});
