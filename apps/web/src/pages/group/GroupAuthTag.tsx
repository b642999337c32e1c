import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupAuth } from '@judge/contract';
import { authLabelKey, authTipKey } from './group-labels';

const COLORS: Record<GroupAuth, string> = { 1: 'green', 2: 'orange', 3: 'red' };

/** The group's kind with what it means for joining (spec 3 §4). */
export function GroupAuthTag({ auth, onClick }: { auth: GroupAuth; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(authTipKey(auth))}>
      <Tag
        color={COLORS[auth]}
        onClick={onClick}
        className={onClick ? 'group-auth-tag--clickable' : undefined}
      >
        {t(authLabelKey(auth))}
      </Tag>
    </Tooltip>
  );
}
