import {
  defaultRuleOf,
  isIsoTime,
  readRuleSettings,
  SCORED_RULES,
  type ContestSaveInput,
  type RuleSettings,
  type ScoringRule,
} from '@judge/contract';
import { invalidField } from '../../../errors.ts';

/** A contest row's rule columns (migration 047). */
export interface StoredRule {
  type: number;
  scoringRule: string | null;
  ruleSettings: string | null;
}

/** The contest's rule and parameters as every reader sees them: the type's own rule when none is stored. */
export function presentRule(row: StoredRule): { scoringRule: ScoringRule; ruleSettings: RuleSettings } {
  const allowed = row.type === 0 ? ['acm'] : SCORED_RULES;
  const stored = row.scoringRule as ScoringRule | null;
  return {
    scoringRule: stored && allowed.includes(stored) ? stored : defaultRuleOf(row.type),
    ruleSettings: readRuleSettings(row.ruleSettings),
  };
}

/** Homework's due time: inside the contest (its end, the hard end, is the latest), late periods growing. */
function checkHomework(settings: RuleSettings, startTime: string, endTime: string) {
  const due = settings.homeworkDueTime;
  if (due !== null) {
    if (!isIsoTime(due))
      throw invalidField('ruleSettings.homeworkDueTime', 'the due time must be an ISO-8601 time');
    const dueMs = Date.parse(due);
    if (dueMs <= Date.parse(startTime) || dueMs > Date.parse(endTime))
      throw invalidField('ruleSettings.homeworkDueTime', 'the due time must be after the start, by the end');
  }
  settings.homeworkLatePeriods.forEach((period, i) => {
    const before = settings.homeworkLatePeriods[i - 1];
    if (before && period.hours <= before.hours)
      throw invalidField(
        `ruleSettings.homeworkLatePeriods.${i}.hours`,
        'each period must end after the one before',
      );
  });
}

/**
 * The form's rule and parameters as stored. Omitted (the reference's client never sends them), an edit keeps
 * the stored ones while they fit the type, and a new contest takes its type's rule and the defaults.
 */
export function ruleValuesFrom(
  body: Pick<ContestSaveInput, 'type' | 'scoringRule' | 'ruleSettings'>,
  times: { startTime: string; endTime: string },
  stored: StoredRule | null,
): { scoringRule: string; ruleSettings: string | null } {
  const kept = stored ? presentRule({ ...stored, type: body.type }) : null;
  const rule = body.scoringRule ?? kept?.scoringRule ?? defaultRuleOf(body.type);
  const fits = body.type === 0 ? rule === 'acm' : SCORED_RULES.includes(rule);
  if (!fits)
    throw invalidField(
      'scoringRule',
      body.type === 0 ? 'an ACM contest scores by the ACM rule' : 'an OI contest scores by an OI rule',
    );
  const settings = body.ruleSettings ?? kept?.ruleSettings ?? readRuleSettings(null);
  if (rule === 'homework') checkHomework(settings, times.startTime, times.endTime);
  return { scoringRule: rule, ruleSettings: JSON.stringify(settings) };
}
