// The similarity engine: pure functions from source text to fingerprints, scores and matched regions. No
// database here; the check's operations feed it submissions and store what it finds.
import type { FingerprintSettings } from './fingerprints.ts';

export { scorePairs, type ScoredPair } from './pairwise.ts';
export { compareSources, flagScore, type PairSimilarity } from './similarity.ts';
export { matchedRegions, type MatchedRegion, type SourceRange } from './matched-regions.ts';
export {
  prepareSource,
  templateHashesOf,
  type PreparedSource,
  type TemplateHashes,
} from './prepared-source.ts';
export { languageTableFor } from './languages/registry.ts';
export type { FingerprintSettings } from './fingerprints.ts';

/** Chosen on the corpus (docs/similarity.md): runs of k tokens, one fingerprint per window of w. */
export const DEFAULT_FINGERPRINTS: FingerprintSettings = { k: 8, w: 4 };

/** A pair is a lead when its larger side reaches this share (the admin may set another per check). */
export const DEFAULT_THRESHOLD = 0.45;
