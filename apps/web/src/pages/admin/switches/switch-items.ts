import type { SwitchConfig } from '@judge/contract';

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
      { key: 'submitCaptcha' },
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

/**
 * The largest value the server takes for each count: the contract schema's limits, written out here
 * (switch-items.test.ts checks each against the schema). Reading the schema itself would keep it in the
 * contract module every page loads for the site's defaults, and zod with it on the first page (issue 15).
 */
const COUNT_MAX: Partial<Record<SwitchKey, number>> = { defaultSubmitInterval: 3600 };
const DEFAULT_COUNT_MAX = 1_000_000;

/** The largest value the server takes for a count (the contract's own limit). */
export function countMax(key: SwitchKey): number {
  return COUNT_MAX[key] ?? DEFAULT_COUNT_MAX;
}

/** The switches the form changed, as the partial update the server takes; empty when nothing changed. */
export function changedSwitches(saved: SwitchConfig, edited: SwitchConfig): Partial<SwitchConfig> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(saved) as SwitchKey[])
    if (edited[key] !== saved[key]) patch[key] = edited[key];
  return patch as Partial<SwitchConfig>;
}
