// The context's policy face: who may do what. Other contexts import its rules from here only.
export { createGroupGate, type GroupGate } from './group-gate.ts';
export { createGroupProblemAccess, type GroupProblemAccess } from './group-problem-access.ts';
