import { IDE_LANGUAGES } from '@judge/contract';
import type { LanguageView } from '../../api/problems';
import { defaultCodeFor } from '../../components/code-editor/source-files';

/** What the online IDE keeps in the browser: the language and the code, so a reload loses nothing. */
export interface IdeCode {
  language: string;
  code: string;
}

const STORAGE_KEY = 'ojideCode';

export function readIdeCode(): IdeCode | null {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null') as IdeCode | null;
    return parsed && typeof parsed.code === 'string' && typeof parsed.language === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeIdeCode(stored: IdeCode) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the code stays in the editor for this visit.
  }
}

/** The IDE's languages (spec 2 §9: C++, C++ With O2, Python3) as this judge lists them, in that order. */
export function ideLanguages(all: LanguageView[]): LanguageView[] {
  return IDE_LANGUAGES.flatMap((name) => all.filter((language) => language.name === name));
}

/** Spec 2 §9: C++ by default; else the first IDE language the judge runs, else the first listed. */
export function defaultIdeLanguage(languages: LanguageView[]): string | undefined {
  const usable = languages.filter((language) => language.enabled);
  return (usable.find((language) => language.name === 'C++') ?? usable[0] ?? languages[0])?.name;
}

/**
 * The code a fresh editor starts with (spec 2 §6): teachers, admins and users with the defCode setting
 * (the session's defCode says so for all of them) get the skeleton; others an empty editor.
 */
export function startingCode(language: LanguageView | undefined, defCode: boolean): string {
  return defCode ? defaultCodeFor(language?.editorLanguage) : '';
}
