import { Card, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeServiceInfo } from '@judge/contract';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { judgeLoad } from './dashboard-format';

/** A judge runs thirty-odd languages: the first few are shown, the rest on hover, so a row stays a row. */
function LanguageTags({ languages, shown }: { languages: string[]; shown: number }) {
  const { t } = useTranslation();
  const rest = languages.slice(shown);
  return (
    <Space size={[4, 4]} wrap>
      {languages.slice(0, shown).map((language) => (
        <Tag key={language}>{language}</Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Tag color="blue" data-testid="judge-more-languages">
            {t('adminDashboard.moreLanguages', { count: rest.length })}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** Each connected judge: its languages, the tasks it holds and when it was last heard from. */
export function JudgesCard({ judges }: { judges: JudgeServiceInfo[] | undefined }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Card
      title={t('adminDashboard.judgesTitle', { count: judges?.length ?? 0 })}
      data-testid="dashboard-judges"
    >
      <Table<JudgeServiceInfo>
        rowKey="name"
        size="small"
        loading={!judges}
        dataSource={judges ?? []}
        pagination={false}
        scroll={{ x: mobile ? 720 : 900 }}
        locale={{ emptyText: t('adminJudges.none') }}
        columns={[
          { title: t('adminJudges.name'), dataIndex: 'name', width: mobile ? 150 : 240, ellipsis: true },
          {
            title: t('adminJudges.kind'),
            dataIndex: 'kind',
            width: 100,
            render: (kind: JudgeServiceInfo['kind']) => (
              <Tag color={kind === 'embedded' ? 'blue' : 'purple'}>{t(`adminJudges.kinds.${kind}`)}</Tag>
            ),
          },
          {
            title: t('adminJudges.languages'),
            dataIndex: 'languages',
            width: mobile ? 160 : undefined,
            render: (languages: string[]) => <LanguageTags languages={languages} shown={mobile ? 3 : 10} />,
          },
          {
            title: t('adminJudges.load'),
            key: 'load',
            width: 140,
            render: (_, judge) => <span data-testid={`judge-load-${judge.name}`}>{judgeLoad(judge)}</span>,
          },
          {
            title: t('adminJudges.lastSeen'),
            dataIndex: 'lastSeenAt',
            width: 170,
            render: (value: string) => <LocalTime value={value} />,
          },
        ]}
      />
    </Card>
  );
}
