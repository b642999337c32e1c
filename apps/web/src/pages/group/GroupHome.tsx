import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_ANNOUNCEMENT_PREVIEW_SIZE, GROUP_LEVEL } from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { AnnouncementPanel } from '../../components/announcements/AnnouncementPanel';
import { Markdown } from '../../components/markdown/Markdown';
import { useGroup } from './GroupShell';

/** The group's home (spec 3 "Group details"): its description, and its announcements for its members. */
export function GroupHome() {
  const { t } = useTranslation();
  const { group, level } = useGroup();
  const member = level >= GROUP_LEVEL.MEMBER;
  const description = group.description ? (
    <Markdown className="group-home__description">{group.description}</Markdown>
  ) : (
    <Typography.Text type="secondary">{t('group.noDescription')}</Typography.Text>
  );
  if (!member) return <div data-testid="group-home">{description}</div>;
  return (
    <Row gutter={[24, 16]} data-testid="group-home">
      <Col xs={24} lg={12}>
        {description}
      </Col>
      <Col xs={24} lg={12}>
        <AnnouncementPanel
          title={t('group.announcements')}
          queryKey={[...groupKey(group.id), 'announcements']}
          load={(currentPage, limit) => groupsApi.announcements(group.id, currentPage, limit)}
          pageSize={GROUP_ANNOUNCEMENT_PREVIEW_SIZE}
          testId="group-announcement-panel"
        />
      </Col>
    </Row>
  );
}
