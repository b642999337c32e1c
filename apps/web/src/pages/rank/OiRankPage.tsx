import { RANK_TYPE } from '@judge/contract';
import { RankPage } from './RankPage';

/** /oi-rank (spec 2 §2.10): user, nickname, score, AC/total, rating, signature. */
export function OiRankPage() {
  return <RankPage type={RANK_TYPE.OI} />;
}
