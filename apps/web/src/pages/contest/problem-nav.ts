/**
 * Previous / next problem inside a contest (spec 2 §2.4, spec 1-core §2.7): the contest problem list
 * stores the display ids it showed, in order; the problem page moves along that stored list and warns
 * when it cannot. Kept in localStorage per contest, so a reload or a new tab still finds it.
 */

const keyOf = (contestId: number) => `contestProblemList:${contestId}`;

/** Keeps a problem set's ids under `key` (a contest's here, a training's in pages/training). */
export function storeIdList(key: string, problemIds: string[]) {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(problemIds));
  } catch {
    // Storage full or refused: previous / next will say the list is unknown.
  }
}

export function readIdList(key: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export const storeProblemList = (contestId: number, problemIds: string[]) =>
  storeIdList(keyOf(contestId), problemIds);

export const readProblemList = (contestId: number): string[] | null => readIdList(keyOf(contestId));

/** The four warnings of spec 2 §2.4, as i18n keys under `contestProblem.nav`. */
export type ProblemNavWarning = 'first' | 'last' | 'notFound' | 'unknownList';

export type ProblemNavResult = { to: string } | { warning: ProblemNavWarning };

/**
 * Where previous (-1) or next (+1) leads from `current` in the stored `list`: no list -> the problem
 * set cannot be determined; the current problem not in it (or an empty list) -> no more problems found;
 * at an end -> already the first / last problem.
 */
export function neighbourProblem(list: string[] | null, current: string, step: -1 | 1): ProblemNavResult {
  if (list === null) return { warning: 'unknownList' };
  const index = list.indexOf(current);
  if (index === -1) return { warning: 'notFound' };
  const target = index + step;
  if (target < 0) return { warning: 'first' };
  if (target >= list.length) return { warning: 'last' };
  return { to: list[target] };
}
