// The context's facts face: small read-only facts and pure helpers other contexts read (the engine is pure).
export { DEFAULT_FINGERPRINTS, DEFAULT_THRESHOLD, languageTableFor } from './engine/index.ts';
