/** The code a person is writing for a problem, kept in the browser so a reload loses nothing (spec 1-core §3). */
export interface StoredCode {
  language: string;
  code: string;
}

const keyOf = (problemId: string) => `problemCode:${problemId}`;

export function readStoredCode(problemId: string): StoredCode | null {
  try {
    const parsed = JSON.parse(
      globalThis.localStorage?.getItem(keyOf(problemId)) ?? 'null',
    ) as StoredCode | null;
    return parsed && typeof parsed.code === 'string' && typeof parsed.language === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredCode(problemId: string, stored: StoredCode) {
  try {
    globalThis.localStorage?.setItem(keyOf(problemId), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the code stays in the editor for this visit.
  }
}

/** Spec 1-core §9 "Default languages: C++ and Python3": C++ first, then Python3, then the first usable one. */
export function defaultLanguage(languages: { name: string; enabled: boolean }[]): string | undefined {
  const usable = languages.filter((language) => language.enabled);
  return (
    usable.find((language) => language.name === 'C++')?.name ??
    usable.find((language) => language.name === 'Python3')?.name ??
    usable[0]?.name ??
    languages[0]?.name
  );
}
