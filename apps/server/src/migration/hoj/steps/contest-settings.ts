import { readTaggedAccountRule } from '@judge/contract';

/**
 * HOJ keeps three contest settings as text of its own: the account limit as tags
 * (`<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>a b</extra>`, its
 * ContestValidator), the starred accounts as `{"star_account": [...]}` and the awards as `{"config": [...]}`
 * (its AdminContestManager). Ours are JSON of the contract's shapes.
 */
export function accountLimitRuleOf(stored: string | null): string | null {
  return stored ? JSON.stringify(readTaggedAccountRule(stored)) : null;
}

function listIn(stored: string | null, key: string): unknown[] {
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as Record<string, unknown> | unknown[];
    const list = Array.isArray(parsed) ? parsed : parsed[key];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export const starAccountOf = (stored: string | null): string =>
  JSON.stringify(listIn(stored, 'star_account').filter((name) => typeof name === 'string'));

export const awardConfigOf = (stored: string | null): string =>
  JSON.stringify(
    listIn(stored, 'config')
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item) => ({
        priority: Number(item.priority ?? 1),
        name: String(item.name ?? ''),
        background: String(item.background ?? '#ffffff'),
        color: String(item.color ?? '#000000'),
        num: Number(item.num ?? 0),
      })),
  );
