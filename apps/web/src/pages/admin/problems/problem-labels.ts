import { type JudgeCaseMode, type JudgeMode } from '@judge/contract';
import type { TFunction } from 'i18next';

/** Labels shared by the list and the form, so both name a value the same way. */
export function authOptions(t: TFunction) {
  return [
    { value: 1 as const, label: t('adminProblem.authPublic') },
    { value: 2 as const, label: t('adminProblem.authPrivate') },
    { value: 3 as const, label: t('adminProblem.authContest') },
  ];
}

export const AUTH_COLORS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'blue' };

export const typeLabel = (t: TFunction, type: number) =>
  type === 1 ? t('adminProblem.typeOi') : t('adminProblem.typeAcm');

export function judgeModeLabel(t: TFunction, mode: JudgeMode) {
  if (mode === 'spj') return t('adminProblem.judgeModeSpj');
  if (mode === 'interactive') return t('adminProblem.judgeModeInteractive');
  return t('adminProblem.judgeModeDefault');
}

export function judgeCaseModeLabel(t: TFunction, mode: JudgeCaseMode) {
  switch (mode) {
    case 'subtask_lowest':
      return t('adminProblem.caseModeSubtaskLowest');
    case 'subtask_average':
      return t('adminProblem.caseModeSubtaskAverage');
    case 'ergodic_without_error':
      return t('adminProblem.caseModeErgodic');
    default:
      return t('adminProblem.caseModeDefault');
  }
}

/** A required text field's rule, with the form's '<field> is required' (spec 3 §5). */
export const requiredRules = (t: TFunction, field: string) => [
  { required: true, whitespace: true, message: t('adminProblem.required', { field }) },
];
