import { APPLY_PUBLIC, type ApplyPublicProgress } from '@judge/contract';

/**
 * The four states of a group problem's application to go public (spec 3 §4 "Problem apply-public"): none, applying,
 * public, refused; with the text key and colour each shows, and what the group may do in it.
 */
export type ProgressName = 'none' | 'applying' | 'public' | 'refused';

export function progressName(progress: ApplyPublicProgress | null | undefined): ProgressName {
  if (progress === APPLY_PUBLIC.APPLYING) return 'applying';
  if (progress === APPLY_PUBLIC.PUBLIC) return 'public';
  if (progress === APPLY_PUBLIC.REFUSED) return 'refused';
  return 'none';
}

export const PROGRESS_COLORS: Record<ProgressName, string> = {
  none: 'default',
  applying: 'processing',
  public: 'success',
  refused: 'error',
};

/** Text keys, typed: a key cannot be built from the state's name. */
export const PROGRESS_KEYS = {
  none: 'group.problem.progress.none',
  applying: 'group.problem.progress.applying',
  public: 'group.problem.progress.public',
  refused: 'group.problem.progress.refused',
} as const;

/** Applying and public freeze the problem for the group (the server refuses edits, deletion and auth changes). */
export const isFrozen = (progress: ApplyPublicProgress | null | undefined) =>
  progress === APPLY_PUBLIC.APPLYING || progress === APPLY_PUBLIC.PUBLIC;

/** What the apply button does: apply from none or refused, withdraw while applying, nothing once public. */
export function applyAction(progress: ApplyPublicProgress | null | undefined): 'apply' | 'withdraw' | null {
  if (progress === APPLY_PUBLIC.PUBLIC) return null;
  return progress === APPLY_PUBLIC.APPLYING ? 'withdraw' : 'apply';
}
