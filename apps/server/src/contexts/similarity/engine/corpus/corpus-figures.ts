import { compareSources, flagScore, prepareSource, type FingerprintSettings } from '../index.ts';
import { corpusPairs, judgeNameOf, type CorpusPair } from './corpus.ts';

export interface LanguageFigures {
  language: string;
  copiedPairs: number;
  independentPairs: number;
  /** Share of copied pairs at or above the threshold. */
  recall: number;
  /** Share of independent pairs at or above the threshold. */
  falsePositiveRate: number;
  /** The copied pairs missed and the independent pairs flagged, with their scores, to say which ones. */
  misses: string[];
}

function scoreOf(pair: CorpusPair, settings: FingerprintSettings) {
  const language = judgeNameOf(pair.language);
  return flagScore(
    compareSources(
      prepareSource(pair.left.source, language, settings),
      prepareSource(pair.right.source, language, settings),
    ),
  );
}

/** Recall and false-positive rate per language (and 'all') on the corpus, at one threshold. */
export function corpusFigures(settings: FingerprintSettings, threshold: number): LanguageFigures[] {
  const pairs = corpusPairs();
  const languages = [...new Set(pairs.map((pair) => pair.language)), 'all'];
  return languages.map((language) => {
    const mine = pairs.filter((pair) => language === 'all' || pair.language === language);
    const scored = mine.map((pair) => ({ pair, score: scoreOf(pair, settings) }));
    const copied = scored.filter(({ pair }) => pair.copied);
    const independent = scored.filter(({ pair }) => !pair.copied);
    const missed = copied.filter(({ score }) => score < threshold);
    const flagged = independent.filter(({ score }) => score >= threshold);
    return {
      language,
      copiedPairs: copied.length,
      independentPairs: independent.length,
      recall: copied.length === 0 ? 1 : (copied.length - missed.length) / copied.length,
      falsePositiveRate: independent.length === 0 ? 0 : flagged.length / independent.length,
      misses: [...missed, ...flagged].map(
        ({ pair, score }) => `${pair.left.name} ~ ${pair.right.name}: ${score.toFixed(2)}`,
      ),
    };
  });
}
