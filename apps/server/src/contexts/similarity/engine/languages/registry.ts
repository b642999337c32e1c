import type { LanguageTable } from '../tokens.ts';
import { c, cpp, csharp, go, java, javascript, kotlin, rust } from './c-family.ts';
import { generic } from './generic.ts';
import { pascal } from './pascal.ts';
import { python } from './python.ts';

/** Every language read on its own terms, in the order they are tried; the generic one takes the rest. */
export const languageTables: readonly LanguageTable[] = [
  c,
  cpp,
  java,
  csharp,
  javascript,
  go,
  rust,
  kotlin,
  python,
  pascal,
];

/** The table for a judge language name ('C++ 17 With O2', 'Python3', 'Golang', ...). */
export function languageTableFor(languageName: string): LanguageTable {
  const name = languageName.trim().toLowerCase();
  return languageTables.find((table) => table.matches(name)) ?? generic;
}
