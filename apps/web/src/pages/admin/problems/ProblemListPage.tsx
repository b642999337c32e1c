import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Upload,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, Role, type AdminProblemRow } from '@judge/contract';
import {
  adminProblemsApi,
  PROBLEM_IMPORT_FORMATS,
  type ProblemImportFormat,
} from '../../../api/admin-problems';
import { ApiError } from '../../../api/request';
import { downloadBlob } from '../../../components/code-editor/clipboard';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { importIcpcFolder } from '../../../api/icpc-import';
import { icpcOutcome, type ImportOutcome } from './icpc-import-outcome';
import { PackageReport } from './PackageReport';
import { DifficultyTag } from '../../problem/DifficultyTag';
import { useSession } from '../../../state/session';
import { backOfficeSimilarity } from '../similarity/similarity-scope';
import { AUTH_COLORS, authOptions, typeLabel } from './problem-labels';

export const adminProblemListKey = ['admin', 'problems'] as const;

/** The back office problem list (spec 3 "Admin area": problems). */
/**
 * The back office's problem list; `batch` is its "Export / import" entry (spec 3's problem/batch-operation):
 * the same list, its import and export controls, and a note saying how to use them.
 */
export function ProblemListPage({ batch = false }: { batch?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<number>(15);
  const [keyword, setKeyword] = useState('');
  const [auth, setAuth] = useState<number | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [importFormat, setImportFormat] = useState<ProblemImportFormat>('hoj');
  const [exporting, setExporting] = useState(false);
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  const mobile = useIsMobile();
  // A problem across the whole site is checked by the site's admins only (the server refuses problem admins).
  const role = useSession().user?.role;
  const checksProblems = role === Role.ROOT || role === Role.ADMIN;

  const query = { currentPage, limit, keyword, auth };
  const { data, isFetching } = useQuery({
    queryKey: [...adminProblemListKey, query],
    queryFn: () => adminProblemsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminProblemListKey });

  const remove = async (pid: number) => {
    try {
      await adminProblemsApi.remove(pid);
      toast.success(t('common.deleteSuccess'));
      setSelected((ids) => ids.filter((id) => id !== pid));
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const changeAuth = async (pid: number, value: 1 | 2 | 3) => {
    try {
      await adminProblemsApi.changeAuth(pid, value);
      toast.success(t('adminProblem.authChanged'));
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const downloadCases = async (pid: number) => {
    try {
      const { blob, fileName } = await adminProblemsApi.downloadTestcases(pid);
      downloadBlob(blob, fileName);
    } catch {
      // Shown by the central handler.
    }
  };

  const exportSelected = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await adminProblemsApi.exportProblems(selected);
      downloadBlob(blob, fileName);
      toast.success(t('adminProblem.exported', { count: selected.length }));
    } catch {
      // Shown by the central handler.
    } finally {
      setExporting(false);
    }
  };

  // An ICPC package may also be picked as its folder: every file goes in one request, once antd has them all.
  const importFolder = async (files: File[]) => {
    setImporting(true);
    setImportOutcome(null);
    try {
      setImportOutcome(icpcOutcome(await importIcpcFolder(files), t));
      setCurrentPage(1);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setImportOutcome({ kind: 'error', text: error.message });
    } finally {
      setImporting(false);
    }
  };

  const importFile = async (file: File) => {
    setImporting(true);
    setImportOutcome(null);
    try {
      if (importFormat === 'icpc') {
        const report = await adminProblemsApi.importIcpc(file, file.name);
        setImportOutcome(icpcOutcome(report, t));
        setCurrentPage(1);
        await refresh();
        return;
      }
      const result = await adminProblemsApi.importProblems(file, file.name, importFormat);
      const text = t('adminProblem.imported', { count: result.count, ids: result.problemIds.join(', ') });
      setImportOutcome({ kind: 'success', text });
      toast.success(text);
      setCurrentPage(1);
      await refresh();
    } catch (error) {
      // The import is all or nothing; the server says which problem or file stopped it.
      if (error instanceof ApiError) setImportOutcome({ kind: 'error', text: error.message });
    } finally {
      setImporting(false);
    }
  };

  const columns: ColumnsType<AdminProblemRow> = [
    { title: t('adminProblem.id'), dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminProblem.problemId'),
      dataIndex: 'problemId',
      render: (problemId: string, row) => <Link to={`/admin/problem/edit/${row.id}`}>{problemId}</Link>,
    },
    { title: t('adminProblem.title'), dataIndex: 'title', ellipsis: true },
    { title: t('adminProblem.author'), dataIndex: 'author', responsive: ['lg'] },
    {
      title: t('adminProblem.auth'),
      dataIndex: 'auth',
      width: 110,
      render: (value: number, row) => (
        <Select<1 | 2 | 3>
          size="small"
          value={value as 1 | 2 | 3}
          options={authOptions(t)}
          onChange={(next) => void changeAuth(row.id, next)}
          style={{ width: 96 }}
          aria-label={t('adminProblem.auth')}
          data-testid={`problem-auth-${row.problemId}`}
          labelRender={({ label }) => <Tag color={AUTH_COLORS[value]}>{label}</Tag>}
        />
      ),
    },
    {
      title: t('adminProblem.type'),
      dataIndex: 'type',
      responsive: ['md'],
      render: (type: number) => <Tag>{typeLabel(t, type)}</Tag>,
    },
    {
      title: t('adminProblem.difficulty'),
      dataIndex: 'difficulty',
      responsive: ['md'],
      render: (level: number) => <DifficultyTag level={level} />,
    },
    {
      title: t('adminProblem.modified'),
      dataIndex: 'gmtModified',
      responsive: ['xl'],
      render: (value: string, row) => (
        <Space orientation="vertical" size={0}>
          <span>{dayjs(value).format('YYYY-MM-DD HH:mm')}</span>
          {row.modifiedUser && (
            <span className="problem-list__muted">
              {t('adminProblem.modifiedBy', { user: row.modifiedUser })}
            </span>
          )}
        </Space>
      ),
    },
    {
      title: t('adminProblem.actions'),
      key: 'actions',
      // Pinned on wide screens only: on a phone it would cover the display id and title.
      fixed: mobile ? undefined : 'right',
      width: checksProblems ? 200 : 168,
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('adminProblem.edit')}>
            <Button
              type="link"
              icon={<EditOutlined />}
              aria-label={t('adminProblem.edit')}
              onClick={() => navigate(`/admin/problem/edit/${row.id}`)}
              data-testid={`edit-problem-${row.problemId}`}
            />
          </Tooltip>
          <Tooltip title={t('adminProblem.copy')}>
            <Button
              type="link"
              icon={<CopyOutlined />}
              aria-label={t('adminProblem.copy')}
              onClick={() => navigate(`/admin/problem/copy/${row.id}`)}
            />
          </Tooltip>
          <Tooltip title={t('adminProblem.downloadCases')}>
            <Button
              type="link"
              icon={<DownloadOutlined />}
              aria-label={t('adminProblem.downloadCases')}
              onClick={() => void downloadCases(row.id)}
              data-testid={`download-cases-${row.problemId}`}
            />
          </Tooltip>
          {checksProblems && (
            <Tooltip title={t('similarity.action')}>
              <Button
                type="link"
                icon={<FileSearchOutlined />}
                aria-label={t('similarity.action')}
                onClick={() => navigate(backOfficeSimilarity.checks('problem', row.id))}
                data-testid={`problem-similarity-${row.problemId}`}
              />
            </Tooltip>
          )}
          <Popconfirm
            title={t('adminProblem.deleteConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove(row.id)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              data-testid={`delete-problem-${row.problemId}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t(batch ? 'adminProblem.batchTitle' : 'adminProblem.listTitle')} data-testid="problem-list">
      {batch && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('adminProblem.batchHelp')}
          data-testid="problem-batch-help"
        />
      )}
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminProblem.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="problem-search"
        />
        <Select<number>
          allowClear
          placeholder={t('adminProblem.authFilter')}
          options={authOptions(t)}
          value={auth}
          onChange={(value) => {
            setAuth(value);
            setCurrentPage(1);
          }}
          style={{ width: 140 }}
          data-testid="problem-auth-filter"
        />
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/problem/create')}>
            {t('adminProblem.create')}
          </Button>
          <Space.Compact>
            <Select<ProblemImportFormat>
              aria-label={t('adminProblem.importFormat')}
              value={importFormat}
              onChange={setImportFormat}
              options={(Object.keys(PROBLEM_IMPORT_FORMATS) as ProblemImportFormat[]).map((format) => ({
                value: format,
                label: t(`adminProblem.importFormats.${format}`),
              }))}
              popupMatchSelectWidth={false}
              data-testid="import-format"
            />
            <Upload
              accept={PROBLEM_IMPORT_FORMATS[importFormat].accept}
              showUploadList={false}
              beforeUpload={(file) => {
                void importFile(file);
                return false; // sent by importFile with the token, not by antd's uploader
              }}
            >
              <Tooltip title={t(`adminProblem.importHints.${importFormat}`)}>
                <Button icon={<ImportOutlined />} loading={importing} data-testid="import-problems">
                  {t('adminProblem.import')}
                </Button>
              </Tooltip>
            </Upload>
          </Space.Compact>
          {/* Beside the group, not in it: on a phone the group and this button wrap onto two lines. */}
          {importFormat === 'icpc' && (
            <Upload
              directory
              showUploadList={false}
              beforeUpload={(file, files) => {
                if (file === files[0]) void importFolder(files);
                return false;
              }}
            >
              <Button icon={<FolderOpenOutlined />} loading={importing} data-testid="import-folder">
                {t('adminProblem.importFolder')}
              </Button>
            </Upload>
          )}
          <Button
            icon={<ExportOutlined />}
            disabled={selected.length === 0}
            loading={exporting}
            onClick={() => void exportSelected()}
            data-testid="export-problems"
          >
            {t('adminProblem.exportSelected', { count: selected.length })}
          </Button>
        </Flex>
      </Flex>
      {importOutcome && (
        <Alert
          type={importOutcome.kind}
          showIcon
          closable={{ onClose: () => setImportOutcome(null) }}
          title={importOutcome.kind === 'error' ? t('adminProblem.importFailed') : importOutcome.text}
          description={
            importOutcome.kind === 'success' ? undefined : (importOutcome.detail ?? importOutcome.text)
          }
          style={{ marginBottom: 16, whiteSpace: 'pre-line' }}
          data-testid="import-outcome"
        />
      )}
      {importOutcome && importOutcome.kind !== 'error' && importOutcome.report && (
        <PackageReport report={importOutcome.report} />
      )}
      <Table<AdminProblemRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('adminProblem.total', { count: total }),
          onChange: (page, pageSize) => {
            setCurrentPage(page);
            setLimit(pageSize);
          },
        }}
      />
    </Card>
  );
}
