import { Alert, Button, Card, List, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SimilarityPairRow, SimilaritySide } from '@judge/contract';
import { similarityApi, similarityKeys } from '../../../api/similarity';
import { downloadBlob } from '../../../components/code-editor/clipboard';
import { toast } from '../../../components/feedback';
import { CheckStatus } from './CheckStatus';
import { percent } from './highlight';
import { MARK_COLOURS } from './PairMarkForm';
import { useSimilarityPaths } from './similarity-scope';

/** Re-reads a check while it is queued or running, to show its progress. */
const REFRESH_MS = 1000;

function Side({ side }: { side: SimilaritySide }) {
  const { t } = useTranslation();
  return (
    <span>
      <b>{side.username}</b>{' '}
      <span title={t('similarity.share', { percent: percent(side.similarity) })}>
        {percent(side.similarity)}%
      </span>
    </span>
  );
}

/** One check's report: progress, clusters, the pairs to look at, rerun and CSV (/admin/similarity/check/:checkId). */
export function SimilarityReportPage() {
  const { t } = useTranslation();
  const checkId = Number(useParams().checkId);
  const queryClient = useQueryClient();
  const paths = useSimilarityPaths();
  const report = useQuery({
    queryKey: similarityKeys.report(checkId),
    queryFn: () => similarityApi.report(checkId),
    refetchInterval: (query) =>
      ['queued', 'running'].includes(query.state.data?.check.status ?? 'queued') ? REFRESH_MS : false,
  });
  const rerun = useMutation({
    mutationFn: () => similarityApi.rerun(checkId),
    onSuccess: () => {
      toast.success(t('similarity.rerunDone'));
      void queryClient.invalidateQueries({ queryKey: similarityKeys.report(checkId) });
    },
  });
  const download = async () => {
    const { blob, fileName } = await similarityApi.csv(checkId);
    downloadBlob(blob, fileName);
  };
  const data = report.data;
  const busy = data ? ['queued', 'running'].includes(data.check.status) : true;

  const columns: ColumnsType<SimilarityPairRow> = [
    { title: t('similarity.problem'), dataIndex: 'problem', width: 80 },
    { title: t('similarity.sideA'), key: 'left', render: (_, pair) => <Side side={pair.left} /> },
    { title: t('similarity.sideB'), key: 'right', render: (_, pair) => <Side side={pair.right} /> },
    {
      title: t('similarity.score'),
      dataIndex: 'score',
      width: 80,
      render: (score: number) => `${percent(score)}%`,
    },
    {
      title: t('similarity.mark'),
      dataIndex: 'status',
      render: (status: SimilarityPairRow['status']) => (
        <Tag color={MARK_COLOURS[status]}>{t(`similarity.marks.${status}`)}</Tag>
      ),
    },
    { title: t('similarity.note'), dataIndex: 'note', responsive: ['md'], ellipsis: true },
    {
      key: 'open',
      render: (_, pair) => (
        <Link to={paths.pair(pair.id)} data-testid={`similarity-pair-${pair.id}`}>
          {t('similarity.open')}
        </Link>
      ),
    },
  ];

  return (
    <Card
      loading={!data}
      title={`${t('similarity.title')} #${checkId}`}
      extra={
        data && <Link to={paths.checks(data.check.scope, data.check.scopeId)}>{t('similarity.back')}</Link>
      }
    >
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('similarity.lead')} />
          <Space wrap>
            <CheckStatus check={data.check} />
            <Button
              onClick={() => rerun.mutate()}
              disabled={busy}
              loading={rerun.isPending}
              data-testid="similarity-rerun"
            >
              {t('similarity.rerun')}
            </Button>
            <Button onClick={() => void download()} disabled={busy} data-testid="similarity-csv">
              {t('similarity.csv')}
            </Button>
          </Space>
          {data.clusters.length > 0 && (
            <List
              size="small"
              header={<b>{t('similarity.clusters')}</b>}
              dataSource={data.clusters}
              renderItem={(cluster) => (
                <List.Item>
                  {t('similarity.clusterOf', {
                    problem: cluster.problem,
                    users: cluster.usernames.join(', '),
                  })}
                </List.Item>
              )}
            />
          )}
          <h3>{t('similarity.pairs')}</h3>
          <Table<SimilarityPairRow>
            rowKey="id"
            size="small"
            dataSource={data.pairs}
            columns={columns}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            locale={{ emptyText: busy ? t('similarity.statuses.running') : t('similarity.noPairs') }}
          />
        </Space>
      )}
    </Card>
  );
}
