import { progressColor } from '../contest/contest-time';

/**
 * A training's progress (spec 2 §2.11, spec 3 §9): solved over the problems it shows, as a percent with two
 * decimals, coloured in the spec's steps (up to 20, 40, 60, 80 %; the contest slider's colours) and green when
 * complete.
 */
export function progressPercent(ac: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((ac / total) * 10_000) / 100);
}

/** A training with every problem solved is a success: green, not the red the contest slider ends in. */
export const TRAINING_COMPLETE_COLOR = '#52c41a';

export const trainingProgressColor = (ac: number, total: number) => {
  const percent = progressPercent(ac, total);
  return percent >= 100 ? TRAINING_COMPLETE_COLOR : progressColor(percent);
};
