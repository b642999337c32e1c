import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommentArea } from '../../components/comments/CommentArea';
import { useSession } from '../../state/session';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';
import { contestCommentRules } from './contest-comment-rules';
import { ContestJuryMessages } from './ContestJuryMessages';
import './ContestTools.css';

/**
 * The Q&A tab (spec 2 §2.2, spec 1-core §2.12): the jury's messages to the reader's team (signed in), then the
 * comment area of the contest, under its three tips.
 */
export function ContestComment() {
  const { t } = useTranslation();
  const { info } = useContest();
  const session = useSession();
  const notice = (
    <Alert
      type="info"
      showIcon
      className="contest-qa-notice"
      title={t('contestTools.qa.noticeTitle')}
      description={
        <ol className="contest-qa-notice__tips">
          <li>{t('contestTools.qa.tip1')}</li>
          <li>{t('contestTools.qa.tip2')}</li>
          <li>{t('contestTools.qa.tip3')}</li>
        </ol>
      }
      data-testid="contest-qa-notice"
    />
  );
  return (
    <ContestAccessGate>
      {session.user && <ContestJuryMessages cid={info.id} />}
      <CommentArea
        sourceType="Contest"
        sourceId={info.id}
        rules={contestCommentRules(info, session.user?.uid ?? null)}
        notice={notice}
      />
    </ContestAccessGate>
  );
}
