import type { MigrationStep } from '../step.ts';
import { usersStep } from './users.ts';

/**
 * HOJ's tables in the order they are carried over: a step runs after every step whose rows it points at.
 * Each call makes fresh steps (they keep what `prepare` read for one run).
 */
export function hojSteps(): MigrationStep[] {
  return [usersStep() as MigrationStep];
}
