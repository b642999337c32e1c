import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { LANGUAGE_COOKIE } from './language-cookie';
import { registerServerMessages } from './server-messages';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
// Its own module, so the drawing board's page reads it without loading i18next.
export { LANGUAGE_COOKIE } from './language-cookie';

type Bundle = typeof import('./bundle.en-US');

/**
 * Each language's texts (with antd's and dayjs's locale) are a chunk of their own, imported here: the first
 * page downloads the active language only, the other one when the reader switches (bundled chunks, no fetch
 * of JSON from elsewhere).
 */
const BUNDLES: Record<Language, () => Promise<Bundle>> = {
  'en-US': () => import('./bundle.en-US'),
  'zh-CN': () => import('./bundle.zh-CN'),
};
const loaded = new Map<Language, Bundle>();

async function loadBundle(language: Language): Promise<Bundle> {
  const known = loaded.get(language);
  if (known) return known;
  const bundle = await BUNDLES[language]();
  loaded.set(language, bundle);
  if (bundle.serverMessages) registerServerMessages(language, bundle.serverMessages);
  if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', bundle.translation);
  return bundle;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

function applyLanguageSideEffects(language: Language) {
  dayjs.locale(loaded.get(language)!.dayjsLocale);
  document.documentElement.lang = language;
}

// Initialised on import: the router runs its guards (which speak) as soon as it is created, before any
// component renders. Every module that speaks imports this one, so the top-level await below holds them
// all until the active language's texts are in: no key is ever shown in their place.
const initialLanguage = storedLanguage();
const initialBundle = await loadBundle(initialLanguage);
applyLanguageSideEffects(initialLanguage);
await i18n.use(initReactI18next).init({
  resources: { [initialLanguage]: { translation: initialBundle.translation } },
  lng: initialLanguage,
  // Both languages hold every key (typed against the English texts), so nothing falls back.
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches once the language's texts are loaded, so the page changes at once, with no key in between. */
export async function changeLanguage(language: Language) {
  await loadBundle(language);
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
  applyLanguageSideEffects(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** antd's texts (pagination, date pickers, ...) for a language already loaded. */
export const antdLocale = (language: Language): Locale | undefined => loaded.get(language)?.antdLocale;

export { i18n };
