import { useState } from 'react';
import { Button, Modal } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IcpcImportReport } from '@judge/contract';
import { adminProblemsApi } from '../../../api/admin-problems';
import { PackageReport } from './PackageReport';

export const storedReportKey = (pid: number) => ['admin', 'problem-import-report', pid] as const;

/**
 * The package check stored with a problem imported from a package, read again from the problem's page: the same
 * report the import showed, in the page's language. The report is asked for with the page, and the button shows
 * only when there is one: a problem written by hand (or imported otherwise) has none, and no button.
 */
export function StoredPackageReport({ pid }: { pid: number }) {
  const report = useQuery({
    queryKey: storedReportKey(pid),
    queryFn: () => adminProblemsApi.importReport(pid),
  });
  return report.data ? <StoredReportButton report={report.data} /> : null;
}

function StoredReportButton({ report }: { report: IcpcImportReport }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
        <PackageReport report={report} />
      </Modal>
    </>
  );
}
