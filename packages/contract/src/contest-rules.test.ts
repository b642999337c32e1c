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
