import type { ScoreboardRow, ScoringRule } from '@judge/contract';
import { acmRule } from './acm-rule.ts';
import { homeworkRule } from './homework-rule.ts';
import { ioiRule } from './ioi-rule.ts';
import { ledoRule } from './ledo-rule.ts';
import { oiRule } from './oi-rule.ts';
import { strictIoiRule } from './strict-ioi-rule.ts';
import type { ScoreboardRule } from './rule.ts';

/** Every contest rule, by the contest's scoring rule (docs/contest-rules.md). A new rule is one object here. */
export const SCOREBOARD_RULES: Record<ScoringRule, ScoreboardRule> = {
  acm: acmRule as unknown as ScoreboardRule,
  oi: oiRule as unknown as ScoreboardRule,
  ioi: ioiRule as unknown as ScoreboardRule,
  'strict-ioi': strictIoiRule as unknown as ScoreboardRule,
  ledo: ledoRule as unknown as ScoreboardRule,
  homework: homeworkRule as unknown as ScoreboardRule,
};

/** Whether the rule reads each submission's subtask scores (the board loads them only then). */
export const readsSubtasks = (rule: ScoringRule) => rule === 'ioi';

export function ruleFor(settings: { scoringRule: ScoringRule }): ScoreboardRule<ScoreboardRow> {
  const rule = SCOREBOARD_RULES[settings.scoringRule];
  if (!rule) throw new Error(`No scoreboard rule named ${settings.scoringRule}`);
  return rule;
}

export type { ScoreboardRule, UnrankedRow, BuiltRow } from './rule.ts';
