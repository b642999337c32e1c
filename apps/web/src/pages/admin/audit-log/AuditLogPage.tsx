import { useState } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_KINDS, type AuditEntry, type RoleId } from '@judge/contract';
import { auditLogApi, type AuditLogFilter } from '../../../api/audit-log';
import { downloadBlob } from '../../../components/code-editor/clipboard';
import { roleLabelKey } from '../../../i18n/roles';
import { RECORD_PAGE_SIZES, useTablePaging } from '../../../components/table-paging';
import { changeRows, type ChangeRow } from './change-rows';

interface FilterForm {
  actor?: string;
  action?: string;
  entityKind?: string;
  cid?: number;
  gid?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The part of the log a page reads: root's whole log, or one contest's or one group's. */
interface LogScope {
  contestId?: number;
  groupId?: number;
}

function filterOf(form: FilterForm, scope: LogScope): AuditLogFilter {
  const scoped = scope.contestId !== undefined || scope.groupId !== undefined;
  return {
    actor: form.actor?.trim() || undefined,
    action: form.action?.trim() || undefined,
    entityKind: form.entityKind || undefined,
    cid: scoped ? scope.contestId : (form.cid ?? undefined),
    gid: scoped ? scope.groupId : (form.gid ?? undefined),
    from: form.range?.[0]?.toISOString(),
    to: form.range?.[1]?.toISOString(),
  };
}

/** An entry's fields with their values before and after; a secret says only that it changed. */
function ChangeTable({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = changeRows(entry.changes);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('auditLog.noFields')}</Typography.Text>;
  return (
    <Table<ChangeRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 480 }}
      data-testid={`audit-changes-${entry.id}`}
      columns={[
        { title: t('auditLog.field'), dataIndex: 'field', width: 140 },
        {
          title: t('auditLog.before'),
          key: 'before',
          render: (_, row) =>
            row.secret ? (
              <Tag>{t('auditLog.secretChanged')}</Tag>
            ) : (
              <span className="audit-value">{row.before}</span>
            ),
        },
        {
          title: t('auditLog.after'),
          key: 'after',
          render: (_, row) =>
            row.secret ? (
              <Tag>{t('auditLog.secretChanged')}</Tag>
            ) : (
              <span className="audit-value">{row.after}</span>
            ),
        },
      ]}
    />
  );
}

/**
 * The audit log (issue 25): root reads all of it in the back office; under /admin/contest/:contestID/audit-log a
 * contest's admins read their contest's part, under /group/:groupID/audit-log a group's admins their group's (the
 * server decides who may read what).
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { contestID, groupID } = useParams();
  const scope: LogScope = {
    contestId: contestID ? Number(contestID) : undefined,
    groupId: groupID ? Number(groupID) : undefined,
  };
  const { contestId, groupId } = scope;
  const [form] = Form.useForm<FilterForm>();
  const [filter, setFilter] = useState<AuditLogFilter>(filterOf({}, scope));
  const paging = useTablePaging(RECORD_PAGE_SIZES);
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: ['admin-audit-log', filter, paging.page],
    queryFn: () => auditLogApi.page(filter, paging.page),
  });

  const apply = (values: FilterForm) => {
    setFilter(filterOf(values, scope));
    paging.firstPage();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await auditLogApi.csv(filter);
      downloadBlob(blob, fileName);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={
        contestId
          ? t('auditLog.contestTitle', { id: contestId })
          : groupId
            ? t('auditLog.groupTitle', { id: groupId })
            : t('auditLog.title')
      }
      data-testid="audit-log-page"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={exportCsv}
          data-testid="audit-log-csv"
        >
          {t('auditLog.exportCsv')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('auditLog.hint')}</Typography.Paragraph>
      <Form<FilterForm> form={form} layout="inline" onFinish={apply} className="audit-log-filters">
        <Space wrap size="small">
          <Form.Item name="actor">
            <Input placeholder={t('auditLog.actor')} allowClear data-testid="audit-filter-actor" />
          </Form.Item>
          <Form.Item name="action">
            <Input
              placeholder={t('auditLog.actionPlaceholder')}
              allowClear
              data-testid="audit-filter-action"
            />
          </Form.Item>
          <Form.Item name="entityKind">
            <Select
              placeholder={t('auditLog.entityKind')}
              allowClear
              style={{ minWidth: 160 }}
              options={AUDIT_ENTITY_KINDS.map((kind) => ({ value: kind, label: kind }))}
              data-testid="audit-filter-kind"
            />
          </Form.Item>
          {contestId === undefined && groupId === undefined && (
            <>
              <Form.Item name="cid">
                <InputNumber
                  placeholder={t('auditLog.contest')}
                  min={1}
                  style={{ width: 120 }}
                  data-testid="audit-filter-cid"
                />
              </Form.Item>
              <Form.Item name="gid">
                <InputNumber placeholder={t('auditLog.group')} min={1} style={{ width: 120 }} />
              </Form.Item>
            </>
          )}
          <Form.Item name="range">
            <DatePicker.RangePicker showTime />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="audit-filter-apply">
            {t('auditLog.apply')}
          </Button>
        </Space>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.records ?? []}
        scroll={{ x: 900 }}
        style={{ marginTop: 16 }}
        expandable={{ expandedRowRender: (entry) => <ChangeTable entry={entry} /> }}
        pagination={paging.pagination(data?.total ?? 0)}
        columns={[
          {
            title: t('auditLog.at'),
            dataIndex: 'at',
            width: 170,
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('auditLog.actor'),
            key: 'actor',
            width: 180,
            render: (_, entry) => (
              <Space size={4} wrap>
                <span>{entry.actorName}</span>
                <Tag>{t(roleLabelKey(entry.actorRole as RoleId))}</Tag>
              </Space>
            ),
          },
          { title: t('auditLog.address'), dataIndex: 'remoteAddress', width: 130 },
          {
            title: t('auditLog.action'),
            dataIndex: 'action',
            width: 200,
            render: (value: string) => <code data-testid="audit-row-action">{value}</code>,
          },
          {
            title: t('auditLog.entity'),
            key: 'entity',
            width: 170,
            render: (_, entry) => `${entry.entityKind}${entry.entityId ? ` #${entry.entityId}` : ''}`,
          },
          {
            title: t('auditLog.scope'),
            key: 'scope',
            width: 140,
            render: (_, entry) =>
              [
                entry.contestId ? t('auditLog.contestN', { id: entry.contestId }) : null,
                entry.groupId ? t('auditLog.groupN', { id: entry.groupId }) : null,
              ]
                .filter(Boolean)
                .join(' · ') || '—',
          },
        ]}
      />
    </Card>
  );
}
