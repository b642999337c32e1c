import { describe, expect, it } from 'vitest';
import { DEFAULT_SWITCH_CONFIG, switchConfigSchema } from '@judge/contract';
import { changedSwitches, countMax, SWITCH_GROUPS } from './switch-items';

describe('the switch page', () => {
  it('shows every switch of the site once', () => {
    const shown = SWITCH_GROUPS.flatMap((group) => group.items.map((item) => item.key));
    expect([...shown].sort()).toEqual(Object.keys(DEFAULT_SWITCH_CONFIG).sort());
  });

  it('writes a unit after counts only', () => {
    for (const item of SWITCH_GROUPS.flatMap((group) => group.items))
      if (item.unit) expect(typeof DEFAULT_SWITCH_CONFIG[item.key], item.key).toBe('number');
  });

  it('takes the limits from the contract', () => {
    expect(countMax('defaultSubmitInterval')).toBe(3600);
    expect(countMax('defaultCreateGroupLimit')).toBe(1_000_000);
    for (const item of SWITCH_GROUPS.flatMap((group) => group.items)) {
      const field = switchConfigSchema.shape[item.key] as { maxValue?: number | null };
      if (typeof DEFAULT_SWITCH_CONFIG[item.key] === 'number')
        expect(countMax(item.key), item.key).toBe(field.maxValue);
    }
  });

  it('sends only what changed', () => {
    const edited = { ...DEFAULT_SWITCH_CONFIG, openPublicDiscussion: false, defaultSubmitInterval: 30 };
    expect(changedSwitches(DEFAULT_SWITCH_CONFIG, edited)).toEqual({
      openPublicDiscussion: false,
      defaultSubmitInterval: 30,
    });
    expect(changedSwitches(DEFAULT_SWITCH_CONFIG, { ...DEFAULT_SWITCH_CONFIG })).toEqual({});
  });
});
