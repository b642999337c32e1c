import { useParams } from 'react-router';
import { SubmissionDetailView } from './SubmissionDetailView';

/** /submission-detail/:submitID (and the contest's and group's): the submission on a page of its own. */
export function SubmissionDetailPage() {
  const { submitID = '' } = useParams();
  return <SubmissionDetailView submitId={Number(submitID)} />;
}
