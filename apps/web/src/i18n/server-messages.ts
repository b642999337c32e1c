import {
  ERRORS,
  fillMessage,
  SERVER_MESSAGES,
  type PostingCheck,
  type ServerMessageText,
} from '@judge/contract';

const known = new Set<string>(SERVER_MESSAGES);

/**
 * The catalogue's sentences in each language other than English (whose sentence is the text itself), set as a
 * language's texts load (i18n/index.ts): the Chinese ones travel in the Chinese texts' chunk, not the first page.
 */
const translations = new Map<string, Record<ServerMessageText, string>>();
export function registerServerMessages(language: string, sentences: Record<ServerMessageText, string>) {
  translations.set(language, sentences);
}

/** A posting check's refusal (PostingCheck) as a sentence in the page's language. */
export const refusalText = (refusal: NonNullable<PostingCheck['refusal']>, language: string) =>
  localizeServerMessage(
    { msg: fillMessage(refusal.msgKey, refusal.msgParams), ...refusal },
    language,
    String,
  );

/** What the server said, as the request layer read it from the envelope. */
export interface SaidByServer {
  code?: string;
  msg: string;
  msgKey?: string;
  msgParams?: Record<string, string | number>;
}

/**
 * The server's message in the user's language (issue 13.6): the catalogue's sentence it names, filled with its
 * values (English is the sentence itself); else the default of its error code, translated; else the text as sent.
 */
export function localizeServerMessage(
  said: SaidByServer,
  language: string,
  translateCode: (code: keyof typeof ERRORS) => string,
): string {
  if (said.msgKey && known.has(said.msgKey)) {
    const text = said.msgKey as ServerMessageText;
    return fillMessage(translations.get(language)?.[text] ?? text, said.msgParams);
  }
  const code = said.code as keyof typeof ERRORS | undefined;
  if (code && ERRORS[code]?.msg === said.msg) return translateCode(code);
  return said.msg;
}
