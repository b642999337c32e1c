import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContest } from './ContestShell';

/**
 * The tabs other than the overview need access (spec 2 §2.2); their tabs are disabled without it,
 * and an address typed by hand lands here instead of a refused call.
 */
export function ContestAccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { info } = useContest();
  // A hall contest refuses every tab from outside its networks while it runs; the shell's alert says why.
  if (info.access && info.hall.addressAllowed) return children;
  return (
    <Result
      icon={<LockOutlined />}
      title={info.hall.addressAllowed ? t('contestProblem.noAccessTab') : t('contestHall.refusedTitle')}
      extra={
        <Link to={`/contest/${info.id}`}>
          <Button type="primary">{t('contest.overview')}</Button>
        </Link>
      }
      data-testid="contest-no-access"
    />
  );
}
