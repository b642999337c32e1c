import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProblemDetailPage } from '../problem/ProblemDetailPage';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';
import { ContestStatus } from './contest-time';

/**
 * /contest/:contestID/problem/:problemID (spec 2 §2.4): the bank's problem page in its contest form;
 * `ended` follows the shell's clock, so the page turns to 'Contest has ended' the second it ends.
 */
export function ContestProblemPage() {
  const { t } = useTranslation();
  const { info, status } = useContest();
  // Nothing to ask before the start (the server refuses); the page loads when the clock turns.
  if (status === ContestStatus.SCHEDULED)
    return <Empty description={t('contestProblem.notStarted')} data-testid="contest-not-started" />;
  return (
    <ContestAccessGate>
      <ProblemDetailPage contest={{ cid: info.id, ended: status === ContestStatus.ENDED }} />
    </ContestAccessGate>
  );
}
