import { Avatar, Empty, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RANK_PERIODS, RANK_TYPE, type RankPeriod, type RankRow, type RankType } from '@judge/contract';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { nicknameColor } from '../user-home/profile';
import { acRate } from './rank-query';

/** The period buttons' text keys, by period value (spec 2 §9). */
export const PERIOD_KEYS = {
  0: 'rank.period.all',
  1: 'rank.period.week',
  2: 'rank.period.month',
  3: 'rank.period.threeMonths',
  4: 'rank.period.halfYear',
  5: 'rank.period.year',
} as const satisfies Record<RankPeriod, string>;

/** The period buttons (spec 2 §2.10: last week, month, three months, half year, year, all). */
export function RankPeriodSwitch({
  value,
  onChange,
}: {
  value: RankPeriod;
  onChange: (period: RankPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<RankPeriod>
      value={value}
      options={RANK_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
      onChange={onChange}
      data-testid="rank-period"
    />
  );
}

/**
 * The rank list's table (spec 2 §2.10; the group rank reads the same rows): place (ACM), user with avatar and
 * title, nickname, AC and total or score, rating, signature; under 768 px the less important columns hide.
 */
export function RankTable({
  type,
  rows,
  total,
  currentPage,
  pageSize,
  loading,
  onPage,
}: {
  type: RankType;
  rows: RankRow[];
  total: number;
  currentPage: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const oi = type === RANK_TYPE.OI;
  const offset = (currentPage - 1) * pageSize;
  const columns: ColumnsType<RankRow> = [
    ...(oi
      ? []
      : [
          {
            key: 'seq',
            title: '#',
            width: 56,
            align: 'center' as const,
            render: (_: unknown, __: RankRow, index: number) => offset + index + 1,
          },
        ]),
    {
      key: 'user',
      title: t('rank.user'),
      render: (_, row) => (
        <Flex align="center" gap={8} className="rank-user">
          <Avatar size={mobile ? 'small' : 'default'} src={row.avatar || undefined} icon={<UserOutlined />} />
          <Flex vertical className="rank-user__text">
            <Link
              to={`/user-home?username=${encodeURIComponent(row.username)}`}
              className="rank-user__name"
              data-testid="rank-user"
            >
              {row.username}
            </Link>
            {row.titleName && (
              <span>
                <Tag color={row.titleColor || undefined} className="rank-user__title">
                  {row.titleName}
                </Tag>
              </span>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'nickname',
      title: t('rank.nickname'),
      responsive: ['md'],
      render: (_, row) => row.nickname && <Tag color={nicknameColor(row.nickname)}>{row.nickname}</Tag>,
    },
    ...(oi
      ? [
          {
            key: 'score',
            title: t('rank.score'),
            align: 'center' as const,
            render: (_: unknown, row: RankRow) => <strong data-testid="rank-score">{row.score}</strong>,
          },
          {
            key: 'acTotal',
            title: t('rank.acTotal'),
            align: 'center' as const,
            render: (_: unknown, row: RankRow) => (
              <span data-testid="rank-ac-total">
                {row.ac} / {row.total}
              </span>
            ),
          },
        ]
      : [
          {
            key: 'ac',
            title: t('rank.ac'),
            align: 'center' as const,
            render: (_: unknown, row: RankRow) => <span data-testid="rank-ac">{row.ac}</span>,
          },
          {
            key: 'total',
            title: t('rank.total'),
            align: 'center' as const,
            responsive: ['sm' as const],
            render: (_: unknown, row: RankRow) => <span data-testid="rank-total">{row.total}</span>,
          },
        ]),
    {
      key: 'acRate',
      title: t('rank.acRate'),
      align: 'center',
      responsive: oi ? ['md'] : undefined,
      render: (_, row) => <span data-testid="rank-rating">{acRate(row)}</span>,
    },
    {
      key: 'signature',
      title: t('rank.signature'),
      responsive: ['md'],
      ellipsis: true,
      render: (_, row) =>
        row.signature && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.signature }}>
            {row.signature}
          </Typography.Text>
        ),
    },
  ];

  return (
    <Table<RankRow>
      rowKey="uid"
      size={mobile ? 'small' : 'middle'}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rank.empty')} /> }}
      onRow={(row) => ({ 'data-testid': `rank-row-${row.username}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: currentPage,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        simple: mobile,
        showTotal: mobile ? undefined : (total) => t('rank.totalUsers', { count: total }),
        onChange: onPage,
      }}
      data-testid="rank-table"
    />
  );
}
