import { LIMITS, type MedalCounts } from '@judge/contract';

/** What /scrollBoard is opened with (spec 2 §2.1: cid and three medals[] values, gold, silver, bronze). */
export interface ScrollBoardParams {
  cid: number;
  removeStar: boolean;
  medals: MedalCounts;
}

/** The address the setup opens, as the reference writes it (removeStar too, as its setup does). */
export function scrollBoardUrl({ cid, removeStar, medals }: ScrollBoardParams): string {
  const counts = [medals.gold, medals.silver, medals.bronze].map((n) => `medals[]=${n}`).join('&');
  return `/scrollBoard?cid=${cid}&removeStar=${removeStar}&${counts}`;
}

const count = (raw: string | undefined) => {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/** The page's parameters, or null when the contest id is not one (a missing medal count is 0). */
export function parseScrollBoardParams(search: string): ScrollBoardParams | null {
  const params = new URLSearchParams(search);
  const cid = Number(params.get('cid'));
  if (!Number.isInteger(cid) || cid <= 0 || cid > LIMITS.idMax) return null;
  const [gold, silver, bronze] = params.getAll('medals[]');
  return {
    cid,
    removeStar: params.get('removeStar') === 'true',
    medals: { gold: count(gold), silver: count(silver), bronze: count(bronze) },
  };
}
