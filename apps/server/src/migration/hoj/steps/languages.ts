import { languageTable } from '@judge/judge';
import type { StepContext } from '../step.ts';

/** Our language for a HOJ language name: the judge table's names and aliases (HOJ's names are ours). */
export function ourLanguageName(hojName: string): string | undefined {
  const wanted = hojName.trim().toLowerCase();
  return languageTable.find(
    (language) =>
      language.name.toLowerCase() === wanted ||
      language.aliases.some((alias) => alias.toLowerCase() === wanted),
  )?.name;
}

/** HOJ's `language` table (id -> name), read once per run: problem languages and templates point at it. */
export async function hojLanguageNames(context: StepContext): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for await (const batch of context.source.batches('language', 'id', 1000))
    for (const row of batch) names.set(String(row.id), String(row.name));
  return names;
}
