export interface ExamplePair {
  input: string;
  output: string;
}

const PAIR_PATTERN = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/**
 * Examples are stored as one string of `<input>…</input><output>…</output>` pairs, the reference
 * system's format that exported problems carry; the form edits them as a list.
 */
export function parseExamples(stored: string | null | undefined): ExamplePair[] {
  if (!stored) return [];
  return [...stored.matchAll(PAIR_PATTERN)].map(([, input, output]) => ({ input, output }));
}

/** Pairs left entirely empty are dropped: an added-but-unused row is not an example. */
export function serializeExamples(pairs: readonly Partial<ExamplePair>[] | undefined): string {
  return (pairs ?? [])
    .map((pair) => ({ input: pair.input ?? '', output: pair.output ?? '' }))
    .filter((pair) => pair.input !== '' || pair.output !== '')
    .map((pair) => `<input>${pair.input}</input><output>${pair.output}</output>`)
    .join('');
}

/** "At most 2 examples are advised" (spec 3 §5): more are allowed, with a warning. */
export const ADVISED_EXAMPLE_COUNT = 2;
