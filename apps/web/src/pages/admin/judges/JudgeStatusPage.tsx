import { Alert, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JudgeServerStatus } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/request';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useLiveEvent } from '../../../live/useLive';

type Judge = JudgeServerStatus['judges'][number];
type Waiting = JudgeServerStatus['queue'][number];

/** How often the page asks again: judges heartbeat every few seconds and the queue moves fast. */
const REFRESH_MS = 5_000;
/** With the queue's changes pushed, only the judges' heartbeats are polled for, this seldom. */
const PUSHED_REFRESH_MS = 30_000;

/**
 * The judges (super admin): every judge a server heard from within the window, with the languages it runs,
 * and the waiting work per language, flagging languages no connected judge can run (docs/judge.md).
 */
export function JudgeStatusPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pushed = useLiveEvent(
    (event) => event.kind === 'queue',
    () => void queryClient.invalidateQueries({ queryKey: ['admin-judge-status'] }),
  );
  const { data, isFetching } = useQuery({
    queryKey: ['admin-judge-status'],
    queryFn: () => request<JudgeServerStatus>('/api/admin/judge/status'),
    refetchInterval: pushed ? PUSHED_REFRESH_MS : REFRESH_MS,
  });
  return (
    <Flex vertical gap={16} data-testid="judge-status-page">
      <Card title={t('adminJudges.title')}>
        <Typography.Paragraph type="secondary">
          {t('adminJudges.hint', { seconds: data?.seenWindowSeconds ?? 0 })}
        </Typography.Paragraph>
        {data && data.unservedLanguages.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="unserved-languages"
            title={t('adminJudges.unserved', { languages: data.unservedLanguages.join(', ') })}
          />
        )}
        <Table<Judge>
          rowKey="name"
          size="small"
          loading={isFetching && !data}
          dataSource={data?.judges ?? []}
          pagination={false}
          scroll={{ x: 720 }}
          data-testid="judge-table"
          locale={{ emptyText: t('adminJudges.none') }}
          columns={[
            { title: t('adminJudges.name'), dataIndex: 'name', width: 260 },
            {
              title: t('adminJudges.kind'),
              dataIndex: 'kind',
              width: 110,
              render: (kind: Judge['kind']) => (
                <Tag color={kind === 'embedded' ? 'blue' : 'purple'}>{t(`adminJudges.kinds.${kind}`)}</Tag>
              ),
            },
            {
              title: t('adminJudges.languages'),
              dataIndex: 'languages',
              render: (languages: string[]) => (
                <Space size={[4, 4]} wrap>
                  {languages.map((language) => (
                    <Tag key={language}>{language}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('adminJudges.load'),
              key: 'load',
              width: 110,
              render: (_, judge) =>
                judge.capacity === null ? '-' : `${judge.runningTasks ?? '-'} / ${judge.capacity}`,
            },
            {
              title: t('adminJudges.lastSeen'),
              dataIndex: 'lastSeenAt',
              width: 180,
              render: (value: string) => <LocalTime value={value} />,
            },
          ]}
        />
      </Card>
      <Card title={t('adminJudges.queue')}>
        <Table<Waiting>
          rowKey="language"
          size="small"
          dataSource={data?.queue ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          data-testid="judge-queue"
          locale={{ emptyText: t('adminJudges.queueEmpty') }}
          columns={[
            { title: t('adminJudges.language'), dataIndex: 'language', width: 160 },
            { title: t('adminJudges.waiting'), dataIndex: 'waiting', width: 100, align: 'right' },
            {
              title: t('adminJudges.oldest'),
              dataIndex: 'oldestCreatedAt',
              width: 180,
              render: (value: string) => <LocalTime value={value} />,
            },
            {
              title: t('adminJudges.runnable'),
              dataIndex: 'runnable',
              render: (runnable: boolean) =>
                runnable ? (
                  <Tag color="green">{t('adminJudges.served')}</Tag>
                ) : (
                  <Tag color="orange">{t('adminJudges.noJudge')}</Tag>
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
