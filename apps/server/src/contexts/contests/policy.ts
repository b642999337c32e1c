// The context's policy face: who may do what. Other contexts import its rules from here only.
export { createContestGate, type ContestGate } from './contest-problems/contest-gate.ts';
export { createContestHall, type ContestHall } from './contest-hall/contest-hall.ts';
