import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { translation as siteTexts } from './bundle.en-US';
import { translation as backOfficeTexts } from './bundle-admin.en-US';

// The site's texts and the back office's (two chunks, index.ts), read together.
const translation = { ...siteTexts, ...backOfficeTexts };

/** Every English text of the site, with its key. */
function texts(node: unknown, key = ''): [string, string][] {
  if (typeof node === 'string') return [[key, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, child]) => texts(child, key ? `${key}.${name}` : name));
}

/**
 * Wording that reads as translated, found when the site was tried in English (issue 24): a bare verb before
 * "successfully", "login" as a verb, literal renderings of Chinese idioms and of HOJ's labels.
 */
const TRANSLATED = [
  /\b(Add|Cancel|Comment|Create|Delete|Like|Post|Register|Rejudge|Reply|Save|Send|Update|Upload)\w* successfully/i,
  /\b[Ll]ogin (first|again|now)|\bcan login\b|\bto login\b|^Login$/,
  /irrigation/i,
  /^Check It$/,
  /^Own$/,
  /not compile success|testcase success|number of content|wait patiently/i,
];

describe('the English texts', () => {
  it('read as a native speaker writes them: none of the translated phrasings found in use', () => {
    const offending = texts(translation).filter(([, text]) =>
      TRANSLATED.some((pattern) => pattern.test(text)),
    );
    expect(offending).toEqual([]);
  });

  it('count with plurals: 1 member, 2 members', async () => {
    const english = i18next.createInstance();
    await english.init({ lng: 'en-US', resources: { 'en-US': { translation } } });
    expect(english.t('group.members', { count: 1 })).toBe('1 member');
    expect(english.t('group.members', { count: 2 })).toBe('2 members');
  });
});
