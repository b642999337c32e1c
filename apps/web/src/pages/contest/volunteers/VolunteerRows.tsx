import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ContestVolunteer } from '@judge/contract';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { PlainList } from '../../../components/plain-list/PlainList';
import { useIsMobile } from '../../../hooks/useMediaQuery';

/**
 * The contest's volunteers, each with its rooms and a Remove button: a table on a wide screen, one stacked item a
 * volunteer on a phone. At 375 px the table scrolled sideways inside its card and Remove sat off-screen until
 * scrolled (issue 25); stacked, the name and Remove share the first line and the rooms take the full width below.
 */
export function VolunteerRows({
  volunteers,
  loading,
  rooms,
  onRemove,
}: {
  volunteers: ContestVolunteer[];
  loading: boolean;
  /** The rooms picker of one volunteer's duty (changing it saves it). */
  rooms: (volunteer: ContestVolunteer) => ReactNode;
  onRemove: (volunteer: ContestVolunteer) => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const removeButton = (volunteer: ContestVolunteer) => (
    <Button
      danger
      size="small"
      onClick={() => onRemove(volunteer)}
      data-testid={`volunteer-remove-${volunteer.username}`}
    >
      {t('contestVolunteers.remove')}
    </Button>
  );

  if (mobile) {
    if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (volunteers.length === 0)
      return <Typography.Text type="secondary">{t('contestVolunteers.empty')}</Typography.Text>;
    return (
      <div data-testid="volunteer-list">
        <PlainList
          dataSource={volunteers}
          renderItem={(volunteer) => (
            <PlainList.Item key={volunteer.uid} data-testid={`volunteer-item-${volunteer.username}`}>
              <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {volunteer.username}
                    </Typography.Text>
                    {volunteer.realname && (
                      <Typography.Text type="secondary" ellipsis>
                        {volunteer.realname}
                      </Typography.Text>
                    )}
                  </Flex>
                  {removeButton(volunteer)}
                </Flex>
                <Typography.Text type="secondary">{t('contestVolunteers.rooms')}</Typography.Text>
                {rooms(volunteer)}
              </Flex>
            </PlainList.Item>
          )}
        />
      </div>
    );
  }

  const columns: ColumnsType<ContestVolunteer> = [
    { title: t('contestVolunteers.username'), dataIndex: 'username' },
    { title: t('contestVolunteers.realname'), dataIndex: 'realname', responsive: ['sm'] },
    {
      title: t('contestVolunteers.since'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      title: t('contestVolunteers.rooms'),
      dataIndex: 'rooms',
      render: (_: string[], volunteer) => rooms(volunteer),
    },
    { key: 'remove', render: (_: unknown, volunteer) => removeButton(volunteer) },
  ];
  return (
    <Table
      rowKey="uid"
      size="small"
      columns={columns}
      dataSource={volunteers}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('contestVolunteers.empty') }}
      data-testid="volunteer-table"
    />
  );
}
