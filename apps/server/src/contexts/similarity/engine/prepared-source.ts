import { kGramHashes, kindIdsOf, sortedDistinct, winnow, type FingerprintSettings } from './fingerprints.ts';
import { languageTableFor } from './languages/registry.ts';
import { tokenize } from './lexer.ts';
import type { SourceToken } from './tokens.ts';

/** A program read once and kept for every comparison it takes part in. */
export interface PreparedSource {
  tokens: SourceToken[];
  /** The tokens' kinds as numbers. */
  ids: Uint32Array;
  /** The hash of every k-token run, by position. */
  hashes: Uint32Array;
  /** Winnowed fingerprints not found in the template, sorted and distinct: what this side's similarity counts. */
  fingerprints: Uint32Array;
  /** Every k-token run's hash not found in the template, sorted and distinct: what the other side is looked up in. */
  allHashes: Uint32Array;
}

/** The hashes of code every contestant was given (the problem's template, an uploaded base file). */
export type TemplateHashes = ReadonlySet<number>;

export function templateHashesOf(
  sources: readonly string[],
  languageName: string,
  settings: FingerprintSettings,
): TemplateHashes {
  const table = languageTableFor(languageName);
  const hashes = new Set<number>();
  for (const source of sources)
    for (const hash of kGramHashes(kindIdsOf(tokenize(source, table)), settings.k)) hashes.add(hash);
  return hashes;
}

export function prepareSource(
  source: string,
  languageName: string,
  settings: FingerprintSettings,
  template: TemplateHashes = new Set(),
): PreparedSource {
  const tokens = tokenize(source, languageTableFor(languageName));
  const ids = kindIdsOf(tokens);
  const hashes = kGramHashes(ids, settings.k);
  const own = (hash: number) => !template.has(hash);
  const chosen = winnow(hashes, settings.w).map((position) => hashes[position]);
  return {
    tokens,
    ids,
    hashes,
    fingerprints: sortedDistinct(chosen.filter(own)),
    allHashes: sortedDistinct([...hashes].filter(own)),
  };
}
