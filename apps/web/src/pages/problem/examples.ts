/** One example of a statement: what the program reads and what it should print. */
export interface ProblemExample {
  input: string;
  output: string;
}

const EXAMPLE_PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/**
 * The examples are stored as one string of `<input>…</input><output>…</output>` pairs (the
 * reference system's format, spec 1-core §3). Text outside the pairs is ignored.
 */
export function parseExamples(examples: string | null | undefined): ProblemExample[] {
  if (!examples) return [];
  return [...examples.matchAll(EXAMPLE_PAIR)].map(([, input, output]) => ({ input, output }));
}

/**
 * The answer a test run of an example checks against. Examples are stored without the final
 * newline that every judged answer file ends with, and the judge calls a missing final newline a
 * presentation error, so one is added.
 */
export const expectedOutputOf = (example: ProblemExample) =>
  example.output.endsWith('\n') ? example.output : `${example.output}\n`;
