import { describe, expect, it } from 'vitest';
import { ERRORS, SERVER_MESSAGES } from '@judge/contract';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { localizeServerMessage, registerServerMessages } from './server-messages';
import { serverMessagesZhCN } from './server-messages.zh-CN';

/** The values a sentence names (an English plural choice names its number again). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]))].sort();
const translateCode = (code: string) => `code:${code}`;
// As i18n/index.ts does when the Chinese texts load.
registerServerMessages('zh-CN', serverMessagesZhCN);

describe('server messages in the user language', () => {
  it('has a Chinese sentence for every sentence of the catalogue, with the same values', () => {
    for (const text of SERVER_MESSAGES) {
      expect(serverMessagesZhCN[text], text).toBeTruthy();
      expect(placeholders(serverMessagesZhCN[text]), text).toEqual(placeholders(text));
    }
  });

  it('has both languages for every error code of the catalogue', () => {
    for (const code of Object.keys(ERRORS)) {
      expect(enUS.serverErrors[code as keyof typeof enUS.serverErrors], code).toBeTruthy();
      expect(zhCN.serverErrors[code as keyof typeof zhCN.serverErrors], code).toBeTruthy();
    }
  });

  it('shows the named sentence with its values in the page language', () => {
    const said = {
      code: 'COOLDOWN',
      msg: 'Submitting too fast: wait 5 seconds',
      msgKey: 'Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}',
      msgParams: { seconds: 5 },
    };
    expect(localizeServerMessage(said, 'zh-CN', translateCode)).toBe('提交过快，请等待 5 秒');
    expect(localizeServerMessage(said, 'en-US', translateCode)).toBe('Submitting too fast: wait 5 seconds');
  });

  it('translates a code default, and leaves other text as sent', () => {
    expect(
      localizeServerMessage(
        { code: 'FORBIDDEN', msg: 'You do not have permission to do this' },
        'zh-CN',
        translateCode,
      ),
    ).toBe('code:FORBIDDEN');
    expect(
      localizeServerMessage({ code: 'VALIDATION_FAILED', msg: 'title: too long' }, 'zh-CN', translateCode),
    ).toBe('title: too long');
    expect(localizeServerMessage({ msg: 'x', msgKey: 'not in the catalogue' }, 'zh-CN', translateCode)).toBe(
      'x',
    );
  });
});
