import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { LANGUAGE_COOKIE } from './language-cookie';
import { adminProblemEnUS } from './admin-problem.en-US';
import { adminProblemZhCN } from './admin-problem.zh-CN';
import { problemEnUS } from './problem.en-US';
import { problemZhCN } from './problem.zh-CN';
import { contestEnUS } from './contest.en-US';
import { contestZhCN } from './contest.zh-CN';
import { commentsEnUS } from './comments.en-US';
import { commentsZhCN } from './comments.zh-CN';
import { discussionEnUS } from './discussion.en-US';
import { discussionZhCN } from './discussion.zh-CN';
import { messageEnUS } from './message.en-US';
import { messageZhCN } from './message.zh-CN';
import { noticeEnUS } from './notice.en-US';
import { noticeZhCN } from './notice.zh-CN';
import { noteEnUS } from './note.en-US';
import { noteZhCN } from './note.zh-CN';
import { userHomeEnUS } from './user-home.en-US';
import { userHomeZhCN } from './user-home.zh-CN';
import { homeEnUS } from './home.en-US';
import { homeZhCN } from './home.zh-CN';
import { rankEnUS } from './rank.en-US';
import { rankZhCN } from './rank.zh-CN';
import { contestProblemEnUS } from './contest-problem.en-US';
import { contestProblemZhCN } from './contest-problem.zh-CN';
import { ideEnUS } from './ide.en-US';
import { ideZhCN } from './ide.zh-CN';
import { scoreboardEnUS } from './scoreboard.en-US';
import { scoreboardZhCN } from './scoreboard.zh-CN';
import { contestToolsEnUS } from './contest-tools.en-US';
import { contestToolsZhCN } from './contest-tools.zh-CN';
import { contestAdminEnUS } from './contest-admin.en-US';
import { contestAdminZhCN } from './contest-admin.zh-CN';
import { scrollBoardEnUS } from './scroll-board.en-US';
import { scrollBoardZhCN } from './scroll-board.zh-CN';
import { adminSystemEnUS } from './admin-system.en-US';
import { adminSystemZhCN } from './admin-system.zh-CN';
import { drawEnUS } from './draw.en-US';
import { drawZhCN } from './draw.zh-CN';
import { markdownEditorEnUS } from './markdown-editor.en-US';
import { markdownEditorZhCN } from './markdown-editor.zh-CN';
import { trainingEnUS } from './training.en-US';
import { trainingZhCN } from './training.zh-CN';
import { groupEnUS } from './group.en-US';
import { groupZhCN } from './group.zh-CN';
import { classEnUS } from './class.en-US';
import { classZhCN } from './class.zh-CN';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
// Its own module, so the drawing board's page reads it without loading i18next.
export { LANGUAGE_COOKIE } from './language-cookie';

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

function applyLanguageSideEffects(language: Language) {
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
}

// Initialised on import: the router runs its guards (which speak) as soon as it is created,
// before any component renders. The resources are bundled, so init completes synchronously.
const initialLanguage = storedLanguage();
applyLanguageSideEffects(initialLanguage);
void i18n.use(initReactI18next).init({
  resources: {
    'en-US': {
      translation: {
        ...enUS,
        ...adminProblemEnUS,
        ...problemEnUS,
        ...contestEnUS,
        ...commentsEnUS,
        ...discussionEnUS,
        ...messageEnUS,
        ...noticeEnUS,
        ...noteEnUS,
        ...userHomeEnUS,
        ...homeEnUS,
        ...rankEnUS,
        ...contestProblemEnUS,
        ...ideEnUS,
        ...scoreboardEnUS,
        ...contestToolsEnUS,
        ...contestAdminEnUS,
        ...scrollBoardEnUS,
        ...adminSystemEnUS,
        ...drawEnUS,
        ...markdownEditorEnUS,
        ...trainingEnUS,
        ...groupEnUS,
        ...classEnUS,
      },
    },
    'zh-CN': {
      translation: {
        ...zhCN,
        ...adminProblemZhCN,
        ...problemZhCN,
        ...contestZhCN,
        ...commentsZhCN,
        ...discussionZhCN,
        ...messageZhCN,
        ...noticeZhCN,
        ...noteZhCN,
        ...userHomeZhCN,
        ...homeZhCN,
        ...rankZhCN,
        ...contestProblemZhCN,
        ...ideZhCN,
        ...scoreboardZhCN,
        ...contestToolsZhCN,
        ...contestAdminZhCN,
        ...scrollBoardZhCN,
        ...adminSystemZhCN,
        ...drawZhCN,
        ...markdownEditorZhCN,
        ...trainingZhCN,
        ...groupZhCN,
        ...classZhCN,
      },
    },
  },
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export async function changeLanguage(language: Language) {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
  applyLanguageSideEffects(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
