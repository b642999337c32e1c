import { z } from 'zod';
import { integerField } from './fields.ts';

/**
 * How a contest scores (issue 25, docs/contest-rules.md): 'acm' for an ACM contest (type 0); for an OI contest
 * (type 1, problems scored out of 100) 'oi' (the default), 'ioi' (each subtask's best across submissions),
 * 'strict-ioi' (the best single submission), 'ledo' (OI with a cost per rejected try) or 'homework' (a due
 * time, a late penalty per period after it, the contest's end as the hard end).
 */
export const SCORING_RULES = ['acm', 'oi', 'ioi', 'strict-ioi', 'ledo', 'homework'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

/** The rules an OI contest (type 1) may use; an ACM contest uses 'acm' only. */
export const SCORED_RULES: readonly ScoringRule[] = ['oi', 'ioi', 'strict-ioi', 'ledo', 'homework'];

/** The rule a contest of a type has when none is named (every contest made before the rules). */
export const defaultRuleOf = (type: number): ScoringRule => (type === 0 ? 'acm' : 'oi');

/**
 * The rules whose board hides every result until the end from all but the contest's admins (spec 2 §6 for
 * OI; Ledo is OI scoring). IOI, strict IOI and homework show results as they come (a seal can still hide them).
 */
export const RULES_BLIND_UNTIL_END: readonly ScoringRule[] = ['oi', 'ledo'];

/** A late period of a homework: a submission made up to `hours` after the due time scores `percent`. */
export const latePeriodSchema = z.object({
  hours: integerField('hours', 1, 24 * 366),
  percent: integerField('percent', 0, 100),
});
export type LatePeriod = z.infer<typeof latePeriodSchema>;

/**
 * A rule's parameters when none are set. A literal, not the schema's parse of `{}`: the web's first page
 * carries the contract's constants, and a parse here would bring zod with them (contest-rules.test pins
 * that it equals the schema's defaults).
 */
export const DEFAULT_RULE_SETTINGS: {
  ledoTryPenaltyPercent: number;
  ledoFloorPercent: number;
  homeworkDueTime: string | null;
  homeworkLatePeriods: LatePeriod[];
} = frozenSettings({
  ledoTryPenaltyPercent: 5,
  ledoFloorPercent: 70,
  homeworkDueTime: null,
  homeworkLatePeriods: [],
});

/** A rule's parameters; each rule reads its own and the others are kept as sent. */
export const ruleSettingsSchema = z.object({
  /** Ledo: each counted try before a submission takes this percent off its score... */
  ledoTryPenaltyPercent: integerField('ruleSettings.ledoTryPenaltyPercent', 0, 100).default(
    DEFAULT_RULE_SETTINGS.ledoTryPenaltyPercent,
  ),
  /** ...down to this percent of it at the least. */
  ledoFloorPercent: integerField('ruleSettings.ledoFloorPercent', 0, 100).default(
    DEFAULT_RULE_SETTINGS.ledoFloorPercent,
  ),
  /** Homework: when it is due (ISO); the contest's end is the hard end. Null: at the end (nothing is late). */
  homeworkDueTime: z.string().trim().nullable().default(null),
  /** Homework: the late periods after the due time, shortest first; later than all of them scores the last one's percent. */
  homeworkLatePeriods: z
    .array(latePeriodSchema)
    .max(10, 'ruleSettings.homeworkLatePeriods: at most 10 periods')
    .default([]),
});
export type RuleSettings = z.infer<typeof ruleSettingsSchema>;
export type RuleSettingsInput = z.input<typeof ruleSettingsSchema>;

/** Settings read back, by their stored text: every contestant's page load reads its contest's. */
const readSettings = new Map<string, RuleSettings>();
const READ_SETTINGS_KEPT = 500;

/**
 * Stored settings (JSON text, or null before any) read back with every default filled in. The answer is
 * shared by every reader of the same text, so it is frozen: copy it to change it.
 */
export function readRuleSettings(stored: string | null): RuleSettings {
  if (!stored) return DEFAULT_RULE_SETTINGS;
  let settings = readSettings.get(stored);
  if (settings === undefined) {
    const parsed = ruleSettingsSchema.safeParse(JSON.parse(stored));
    settings = parsed.success ? frozenSettings(parsed.data) : DEFAULT_RULE_SETTINGS;
    if (readSettings.size >= READ_SETTINGS_KEPT) readSettings.clear();
    readSettings.set(stored, settings);
  }
  return settings;
}

function frozenSettings(settings: RuleSettings): RuleSettings {
  settings.homeworkLatePeriods.forEach((period) => Object.freeze(period));
  Object.freeze(settings.homeworkLatePeriods);
  return Object.freeze(settings);
}
