import { isRoot, TRAINING_AUTH, type RoleId } from '@judge/contract';

interface Viewer {
  uid: number;
  role: RoleId;
}

interface TrainingFacts {
  uid: number;
  auth: string;
}

/**
 * A training's admins (spec 2 §6, spec 3 §6): root and its author. They manage it in the back office,
 * enter a private one without its password, see real names in its rank and stay off that rank.
 * (A group's root joins them when groups come.)
 */
export const isTrainingAdmin = (viewer: Viewer | null, training: TrainingFacts): boolean =>
  viewer !== null && (isRoot(viewer.role) || viewer.uid === training.uid);

/**
 * Who may read a training's problems and rank and submit through it: anyone signed in for a public
 * training; for a private one its admins and those who registered with its password.
 */
export const hasTrainingAccess = (
  training: TrainingFacts,
  viewer: { admin: boolean; registered: boolean },
): boolean => training.auth === TRAINING_AUTH.PUBLIC || viewer.admin || viewer.registered;
