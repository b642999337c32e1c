import { switchConfigSchema, type SwitchConfig } from '@judge/contract';

export type SwitchKey = keyof SwitchConfig;
type CountUnit = 'seconds' | 'acceptedProblems' | 'perDay';

export interface SwitchItem {
  key: SwitchKey;
  /** A count's unit, written after its box; none for an on/off switch. */
  unit?: CountUnit;
}

export interface SwitchGroup {
  group: 'judge' | 'discussion' | 'group';
  items: SwitchItem[];
}

/** Every switch of spec 3 ("Judge switches", "Discussion switches", "Group settings"), grouped as the page shows them. */
export const SWITCH_GROUPS: SwitchGroup[] = [
  {
    group: 'judge',
    items: [
      { key: 'openPublicJudge' },
      { key: 'openContestJudge' },
      { key: 'hideNonContestSubmissionCode' },
      { key: 'defaultSubmitInterval', unit: 'seconds' },
    ],
  },
  {
    group: 'discussion',
    items: [
      { key: 'openPublicDiscussion' },
      { key: 'openContestComment' },
      { key: 'defaultCreateDiscussionACInitValue', unit: 'acceptedProblems' },
      { key: 'defaultCreateDiscussionDailyLimit', unit: 'perDay' },
      { key: 'defaultCreateCommentACInitValue', unit: 'acceptedProblems' },
    ],
  },
  {
    group: 'group',
    items: [
      { key: 'openGroupJudge' },
      { key: 'openGroupDiscussion' },
      { key: 'defaultCreateGroupACInitValue', unit: 'acceptedProblems' },
      { key: 'defaultCreateGroupDailyLimit', unit: 'perDay' },
      { key: 'defaultCreateGroupLimit' },
      { key: 'defaultCreateGroupAdminLimit' },
    ],
  },
];

/** The largest value the server takes for a count (the contract's own limit). */
export function countMax(key: SwitchKey): number {
  const field = switchConfigSchema.shape[key] as { maxValue?: number | null };
  return field.maxValue ?? Number.MAX_SAFE_INTEGER;
}

/** The switches the form changed, as the partial update the server takes; empty when nothing changed. */
export function changedSwitches(saved: SwitchConfig, edited: SwitchConfig): Partial<SwitchConfig> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(saved) as SwitchKey[])
    if (edited[key] !== saved[key]) patch[key] = edited[key];
  return patch as Partial<SwitchConfig>;
}
