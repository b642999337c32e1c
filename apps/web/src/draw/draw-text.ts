import { drawEnUS, type DrawMessages } from '../i18n/draw.en-US';
import { drawZhCN } from '../i18n/draw.zh-CN';
import { LANGUAGE_COOKIE } from '../i18n/language-cookie';

export type DrawText = DrawMessages['drawBoard'];

/**
 * The board's texts in the site's language, read from the language cookie the site sets (the board is a page
 * of its own, without the site's i18next); Chinese by default, as the site.
 */
export function drawText(cookie: string): DrawText {
  const language = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return (language === 'en-US' ? drawEnUS : drawZhCN).drawBoard;
}

export const pageLanguage = (text: DrawText) => (text === drawEnUS.drawBoard ? 'en-US' : 'zh-CN');
