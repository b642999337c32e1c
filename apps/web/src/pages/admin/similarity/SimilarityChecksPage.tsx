import { Alert, Button, Card, Form, Input, InputNumber, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  SIMILARITY_DEFAULT_THRESHOLD,
  type SimilarityCheckView,
  type StartSimilarityCheckBody,
} from '@judge/contract';
import { similarityApi, similarityKeys } from '../../../api/similarity';
import { toast } from '../../../components/feedback';
import { CheckStatus } from './CheckStatus';
import { scopeFromPath, useSimilarityPaths } from './similarity-scope';

type StartForm = Pick<StartSimilarityCheckBody, 'threshold' | 'allSubmissions' | 'baseCode'>;

/** A scope's checks and the form that starts one (/admin/similarity/:scope/:scopeId). */
export function SimilarityChecksPage() {
  const { t } = useTranslation();
  const params = useParams();
  const scope = scopeFromPath(params.scope, params.scopeId);
  const navigate = useNavigate();
  const paths = useSimilarityPaths();
  const queryClient = useQueryClient();
  const checks = useQuery({
    queryKey: similarityKeys.checks(scope?.scope ?? 'contest', scope?.scopeId ?? 0),
    queryFn: () => similarityApi.checks(scope!.scope, scope!.scopeId),
    enabled: scope !== null,
  });
  const start = useMutation({
    mutationFn: (form: StartForm) => similarityApi.start({ ...form, ...scope! }),
    onSuccess: ({ id }) => {
      toast.success(t('similarity.started'));
      void queryClient.invalidateQueries({ queryKey: similarityKeys.checks(scope!.scope, scope!.scopeId) });
      navigate(paths.report(id));
    },
  });
  if (!scope) return <Alert type="error" title={t('similarity.badAddress')} />;

  const columns: ColumnsType<SimilarityCheckView> = [
    { title: '#', dataIndex: 'id', width: 64 },
    { title: t('similarity.status'), key: 'status', render: (_, check) => <CheckStatus check={check} /> },
    { title: t('similarity.pairsFound'), dataIndex: 'pairCount', width: 110 },
    { title: t('similarity.createdBy'), dataIndex: 'createdBy', responsive: ['md'] },
    {
      title: t('similarity.created'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'open',
      render: (_, check) => (
        <Link to={paths.report(check.id)} data-testid={`similarity-open-${check.id}`}>
          {t('similarity.open')}
        </Link>
      ),
    },
  ];

  return (
    <Card
      title={`${t('similarity.title')} · ${t(`similarity.scopes.${scope.scope}`, { id: scope.scopeId })}`}
    >
      <Alert type="info" showIcon title={t('similarity.lead')} style={{ marginBottom: 16 }} />
      <Form<StartForm>
        layout="vertical"
        initialValues={{ threshold: SIMILARITY_DEFAULT_THRESHOLD, allSubmissions: false, baseCode: '' }}
        onFinish={(form) => start.mutate(form)}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="threshold" label={t('similarity.threshold')} extra={t('similarity.thresholdHint')}>
          <InputNumber
            min={0.05}
            max={1}
            step={0.05}
            style={{ width: 120 }}
            data-testid="similarity-threshold"
          />
        </Form.Item>
        <Form.Item
          name="allSubmissions"
          label={t('similarity.allSubmissions')}
          extra={t('similarity.allSubmissionsHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="baseCode" label={t('similarity.baseCode')} extra={t('similarity.baseCodeHint')}>
          <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={start.isPending} data-testid="similarity-start">
          {t('similarity.start')}
        </Button>
      </Form>
      <h3 style={{ marginTop: 24 }}>{t('similarity.checks')}</h3>
      <Table<SimilarityCheckView>
        rowKey="id"
        size="small"
        loading={checks.isLoading}
        dataSource={checks.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('similarity.none') }}
      />
    </Card>
  );
}
