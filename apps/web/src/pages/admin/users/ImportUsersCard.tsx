import { useState } from 'react';
import { Alert, Button, Card, Flex, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS } from '@judge/contract';
import { adminUsersApi } from '../../../api/admin-users';
import type { AccountCreation } from '../../../api/teacher-students';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
import { parseUserCsv } from './parse-user-csv';
import { userListQueryKey } from './UserListCard';

interface PreviewRow {
  key: number;
  cells: string[];
}

const COLUMN_LABEL_KEYS = {
  username: 'adminUsers.username',
  password: 'adminUsers.password',
  realname: 'adminUsers.realname',
  gender: 'adminUsers.gender',
  phone: 'adminUsers.phone',
  email: 'adminUsers.email',
} as const;

interface Props {
  /** Where the rows go: root's user import, or the teacher's into a class. */
  accounts?: AccountCreation;
  /** The list to refresh after an import. */
  listKey?: readonly unknown[];
  /** Why the import can't be sent yet (the teacher has no class picked), shown instead of the button. */
  blocked?: string | null;
  /** The card's heading (the teacher's page says students). */
  title?: string;
}

/** CSV import: parsed in the browser, previewed, then sent whole; the server takes all rows or none. */
export function ImportUsersCard({
  accounts = adminUsersApi,
  listKey = userListQueryKey,
  blocked = null,
  title,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<string[][]>([]);
  const [fileName, setFileName] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const readFile = async (file: File) => {
    setServerError(null);
    const parsed = parseUserCsv(await file.text());
    if (parsed.length === 0) toast.warning(t('adminUsers.emptyFile'));
    setRows(parsed);
    setFileName(file.name);
  };

  const clear = () => {
    setRows([]);
    setFileName('');
    setServerError(null);
  };

  const submit = async () => {
    setImporting(true);
    setServerError(null);
    try {
      const { count } = await accounts.importRows(rows);
      toast.success(t('adminUsers.importSuccess', { count }));
      clear();
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      // The toast fades; the row and column the server names stay here while the admin fixes the file.
      if (error instanceof ApiError) setServerError(error.message);
    } finally {
      setImporting(false);
    }
  };

  const preview: PreviewRow[] = rows.map((cells, index) => ({ key: index, cells }));

  return (
    <Card title={title ?? t('adminUsers.importTab')} data-testid="import-users">
      <Typography.Paragraph type="secondary">{t('adminUsers.importHelp')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void readFile(file);
            return false; // parsed here, never uploaded as a file
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="choose-csv">
            {t('adminUsers.chooseFile')}
          </Button>
        </Upload>
        {fileName && <Typography.Text code>{fileName}</Typography.Text>}
        {rows.length > 0 && (
          <>
            <Typography.Text>{t('adminUsers.previewCount', { count: rows.length })}</Typography.Text>
            <Button
              type="primary"
              disabled={blocked !== null}
              title={blocked ?? undefined}
              loading={importing}
              onClick={() => void submit()}
              data-testid="import-submit"
            >
              {t('adminUsers.importSubmit', { count: rows.length })}
            </Button>
            <Button onClick={clear}>{t('adminUsers.clear')}</Button>
          </>
        )}
      </Flex>
      {serverError && (
        <Alert
          type="error"
          showIcon
          title={serverError}
          style={{ marginBottom: 16 }}
          data-testid="import-error"
        />
      )}
      {rows.length > 0 && (
        <Table<PreviewRow>
          size="small"
          dataSource={preview}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { title: t('adminUsers.row'), key: 'row', width: 60, render: (_v, row) => row.key + 1 },
            ...IMPORT_COLUMNS.map((column, index) => ({
              title: t(COLUMN_LABEL_KEYS[column]),
              key: column,
              render: (_v: unknown, row: PreviewRow) => row.cells[index] ?? '',
            })),
          ]}
        />
      )}
    </Card>
  );
}
