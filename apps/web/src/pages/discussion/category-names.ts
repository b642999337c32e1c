import type { TFunction } from 'i18next';

/**
 * The categories a new site starts with are stored in Chinese (migration 007); issue 13 found them Chinese on
 * English pages. Those names are shown in the page's language; names root gave are shown as written.
 */
const SEEDED = { 闲聊: 'chat', 题解: 'solutions', 求助: 'help', 建议: 'suggestions' } as const;

export function categoryLabel(name: string, t: TFunction): string {
  const key = SEEDED[name as keyof typeof SEEDED];
  return key ? t(`discussion.seededCategory.${key}`) : name;
}
