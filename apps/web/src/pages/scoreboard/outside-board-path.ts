import { CONTEST_TYPE } from '@judge/contract';

/** Spec 2 §2.1: the outside board of an ACM or OI contest (anyone may open it when the contest opens its rank). */
export const outsideBoardPath = (contestId: number, type: number) =>
  `/contest/${type === CONTEST_TYPE.OI ? 'oi' : 'acm'}-scoreboard/${contestId}`;
