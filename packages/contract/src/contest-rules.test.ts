import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_SETTINGS, readRuleSettings, ruleSettingsSchema } from './contest-rules.ts';

describe('contest rule settings', () => {
  it('the literal defaults are the schema defaults', () => {
    expect(DEFAULT_RULE_SETTINGS).toEqual(ruleSettingsSchema.parse({}));
  });

  it('stored settings are read back with every default filled in', () => {
    expect(readRuleSettings(null)).toEqual(DEFAULT_RULE_SETTINGS);
    expect(readRuleSettings('{"ledoFloorPercent":50}')).toEqual({
      ...DEFAULT_RULE_SETTINGS,
      ledoFloorPercent: 50,
    });
  });
});

describe('rule settings read back', () => {
  it('are shared by readers of the same text and cannot be changed in place', () => {
    const stored = '{"homeworkLatePeriods":[{"hours":2,"percent":50}]}';
    const first = readRuleSettings(stored);
    expect(readRuleSettings(stored)).toBe(first);
    expect(() => first.homeworkLatePeriods.push({ hours: 1, percent: 1 })).toThrow();
    expect(() => (DEFAULT_RULE_SETTINGS.ledoFloorPercent = 1)).toThrow();
    expect(readRuleSettings(stored).homeworkLatePeriods).toEqual([{ hours: 2, percent: 50 }]);
  });
});
