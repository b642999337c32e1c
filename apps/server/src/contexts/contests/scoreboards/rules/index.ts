import { CONTEST_TYPE, type ScoreboardRow } from '@judge/contract';
import { acmRule } from './acm-rule.ts';
import { oiRule } from './oi-rule.ts';
import type { ScoreboardRule } from './rule.ts';

/** Every contest rule, by contest type. A new rule (IOI, Ledo, ...) is one object here. */
export const SCOREBOARD_RULES: Record<number, ScoreboardRule> = {
  [CONTEST_TYPE.ACM]: acmRule as unknown as ScoreboardRule,
  [CONTEST_TYPE.OI]: oiRule as unknown as ScoreboardRule,
};

export function ruleFor(type: number): ScoreboardRule<ScoreboardRow> {
  const rule = SCOREBOARD_RULES[type];
  if (!rule) throw new Error(`No scoreboard rule for contest type ${type}`);
  return rule;
}

export type { ScoreboardRule, UnrankedRow, BuiltRow } from './rule.ts';
