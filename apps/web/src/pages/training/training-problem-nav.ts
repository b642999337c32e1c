import { readIdList, storeIdList } from '../contest/problem-nav';

/**
 * Previous / next inside a training (spec 1-core §2.7): its problem list stores the problem ids it showed,
 * in the training's order, per training; the problem page moves along them with the contest's rules
 * (`neighbourProblem`) and warnings.
 */
const keyOf = (tid: number) => `trainingProblemList:${tid}`;

export const storeTrainingProblemList = (tid: number, problemIds: string[]) =>
  storeIdList(keyOf(tid), problemIds);

export const readTrainingProblemList = (tid: number): string[] | null => readIdList(keyOf(tid));
