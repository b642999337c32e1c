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

type BackOfficeBundle = typeof import('./bundle-admin.en-US');

/**
 * The back office's texts (its forms, settings, audit log, similarity checks, the contest's admin tabs), a
 * second chunk per language: most of the texts by weight, and a visitor of the site's pages reads none of
 * them (issue 15: /home under 300 KB of JavaScript). The pages that speak them await loadBackOfficeTexts
 * before they render (routes/back-office-texts.ts).
 */
const BACK_OFFICE_BUNDLES: Record<Language, () => Promise<BackOfficeBundle>> = {
  'en-US': () => import('./bundle-admin.en-US'),
  'zh-CN': () => import('./bundle-admin.zh-CN'),
};
const backOfficeLoads = new Map<Language, Promise<void>>();

function loadBackOfficeBundle(language: Language): Promise<void> {
  let loading = backOfficeLoads.get(language);
  if (!loading) {
    loading = BACK_OFFICE_BUNDLES[language]().then((bundle) => {
      i18n.addResourceBundle(language, 'translation', bundle.translation, true, true);
    });
    // A failed download is tried again by the next page that asks, not remembered as done.
    loading.catch(() => backOfficeLoads.delete(language));
    backOfficeLoads.set(language, loading);
  }
  return loading;
}

/** Loads the back office's texts in the language shown; resolves at once once they are in. */
export const loadBackOfficeTexts = (): Promise<void> => loadBackOfficeBundle(currentLanguage());

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
  // A reader who has opened a back-office page keeps it in the other language too: its texts come along.
  const withBackOffice = backOfficeLoads.size > 0;
  await Promise.all([loadBundle(language), withBackOffice ? loadBackOfficeBundle(language) : undefined]);
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
