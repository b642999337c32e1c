import { RANK_TYPE } from '@judge/contract';
import { RankPage } from './RankPage';

/** /acm-rank (spec 2 §2.10): seq, user, nickname, AC, total, rating, signature. */
export function AcmRankPage() {
  return <RankPage type={RANK_TYPE.ACM} />;
}
