import type { LanguageTable } from '../tokens.ts';

/** The words of a table, given as one space-separated string (tables read better that way). */
export const words = (text: string): Set<string> => new Set(text.split(/\s+/).filter(Boolean));

/** Every word of `text` folded into `kind`. */
export const foldInto = (kind: string, text: string): Record<string, string> =>
  Object.fromEntries([...words(text)].map((word) => [word, kind]));

/** Operators of the C family, longest first so `>>=` is read before `>>` and `>`. */
export const C_OPERATORS = [
  '>>>=',
  '<<=',
  '>>=',
  '>>>',
  '...',
  '->*',
  '<=>',
  '++',
  '--',
  '->',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '::',
  '=>',
  '?.',
  '??',
  '!!',
  ':=',
  '..',
];

/** Braces and semicolons move with formatting and style (`if (x) y;` or `if (x) { y; }`); commas too, in lists. */
export const C_DROPPED_SYMBOLS = words('{ } ; ,');

type LanguageInput = Omit<
  LanguageTable,
  'keywords' | 'droppedWords' | 'droppedSymbols' | 'operators' | 'quotes'
> & {
  keywords: string;
  droppedWords?: string;
  droppedSymbols?: Set<string>;
  operators?: string[];
  quotes?: string[];
};

/** A table from its words as strings, with the C family's operators, symbols and quotes unless told otherwise. */
export function defineLanguage(input: LanguageInput): LanguageTable {
  return {
    ...input,
    keywords: words(input.keywords),
    droppedWords: words(input.droppedWords ?? ''),
    droppedSymbols: input.droppedSymbols ?? C_DROPPED_SYMBOLS,
    operators: input.operators ?? C_OPERATORS,
    quotes: input.quotes ?? ['"', "'"],
  };
}
