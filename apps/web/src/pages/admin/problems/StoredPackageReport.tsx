import { useState } from 'react';
import { Button, Empty, Modal, Spin } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminProblemsApi } from '../../../api/admin-problems';
import { PackageReport } from './PackageReport';

/**
 * The package check stored with a problem imported from a package, read again from the problem's page: the same
 * report the import showed, in the page's language (asked for only when opened).
 */
export function StoredPackageReport({ pid }: { pid: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const report = useQuery({
    queryKey: ['admin', 'problem-import-report', pid],
    queryFn: () => adminProblemsApi.importReport(pid),
    enabled: open,
  });
  return (
    <>
      <Button
        size="small"
        icon={<FileSearchOutlined />}
        onClick={() => setOpen(true)}
        data-testid="stored-package-report"
      >
        {t('adminProblem.packageReport.viewReport')}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={1000}
        // The report carries its own heading.
        destroyOnHidden
      >
        {report.isPending ? (
          <Spin />
        ) : report.data ? (
          <PackageReport report={report.data} />
        ) : (
          <Empty description={t('adminProblem.packageReport.noReport')} />
        )}
      </Modal>
    </>
  );
}
