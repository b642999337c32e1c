// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { clicsId, relativeTime } from './clics-format.ts';
export { JUDGEMENT_TYPES, judgementTypeOf } from './judgement-types.ts';
