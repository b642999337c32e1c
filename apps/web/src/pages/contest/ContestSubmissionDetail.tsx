import { SubmissionDetailPage } from '../submission/SubmissionDetailPage';
import { ContestAccessGate } from './ContestAccessGate';

/** /contest/:contestID/problem/:problemID/submission-detail/:submitID: the submission page inside the contest. */
export function ContestSubmissionDetail() {
  return (
    <ContestAccessGate>
      <SubmissionDetailPage />
    </ContestAccessGate>
  );
}
