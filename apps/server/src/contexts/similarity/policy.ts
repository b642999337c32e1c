// The context's policy face: who may do what. Other contexts import its rules from here only.
export { requireScopeAdmin, type ScopeGates } from './scope-access.ts';
