import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemDetailPage } from '../problem/ProblemDetailPage';
import { parseGroupId } from './GroupShell';

/** /group/:groupID/problem/:problemID: the bank's problem page in its group variant (GroupProblemDetails). */
export function GroupProblemPage() {
  const { t } = useTranslation();
  const gid = parseGroupId(useParams().groupID);
  if (gid === null)
    return (
      <Result
        status="404"
        title={t('group.notFound')}
        extra={
          <Link to="/group">
            <Button type="primary">{t('group.backToList')}</Button>
          </Link>
        }
      />
    );
  // A new page per group: nothing of one group's page is kept for another.
  return <ProblemDetailPage key={gid} group={{ gid }} />;
}
