import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { IcpcImportReport } from '@judge/contract';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import {
  outcomeColor,
  packageReportRows,
  packageReportSummary,
  type PackageReportRow,
} from './package-report';
import './PackageReport.css';

/** A package import's check, as `npm run judge -- check` prints it: the tally and notes, one row per submission. */
export function PackageReport({ report }: { report: IcpcImportReport }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const rows = packageReportRows(report, t);
  const scoring = rows.some((row) => row.score !== undefined);
  const columns: ColumnsType<PackageReportRow> = [
    {
      title: t('adminProblem.packageReport.outcome'),
      dataIndex: 'outcome',
      width: mobile ? 88 : 120,
      render: (outcome: PackageReportRow['outcome']) => (
        <Tag color={outcomeColor(outcome)}>{t(`adminProblem.packageReport.outcomes.${outcome}`)}</Tag>
      ),
    },
    {
      title: t('adminProblem.packageReport.submission'),
      dataIndex: 'path',
      render: (path: string, row) => (
        <div className="package-report__submission">
          <code className="package-report__path">
            {/* A long path breaks after a folder's slash first. */}
            {path.split('/').map((part, index, parts) => (
              <span key={index}>
                {part}
                {index < parts.length - 1 && (
                  <>
                    /<wbr />
                  </>
                )}
              </span>
            ))}
          </code>
          {/* On a phone the verdicts sit under the path: three columns fit 375 px. */}
          {mobile && (
            <div className="package-report__verdicts">
              {row.expected} → <b>{row.got}</b>
            </div>
          )}
          {row.details.map((line, index) => (
            <div key={index} className="package-report__detail">
              {line}
            </div>
          ))}
        </div>
      ),
    },
    ...(mobile
      ? []
      : [
          {
            title: t('adminProblem.packageReport.verdicts'),
            key: 'verdicts',
            width: 220,
            render: (_value: unknown, row: PackageReportRow) => (
              <span>
                {row.expected} → <b>{row.got}</b>
              </span>
            ),
          },
        ]),
    ...(scoring
      ? [
          {
            title: t('adminProblem.packageReport.score'),
            key: 'score',
            width: mobile ? 72 : 130,
            render: (_value: unknown, row: PackageReportRow) => (
              <span>
                <b>{row.score}</b>
                {row.expectedScore && <div className="package-report__detail">{row.expectedScore}</div>}
              </span>
            ),
          },
        ]
      : []),
    ...(mobile
      ? []
      : [
          {
            title: t('adminProblem.packageReport.time'),
            dataIndex: 'time',
            width: 90,
            align: 'right' as const,
          },
        ]),
  ];
  return (
    <div className="package-report" data-testid="package-report">
      <Typography.Title level={5}>{t('adminProblem.packageReport.title')}</Typography.Title>
      <ul className="package-report__summary" data-testid="package-report-summary">
        {packageReportSummary(report, t).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <Table<PackageReportRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        rowClassName={(row) => `package-report__row package-report__row--${row.outcome}`}
      />
    </div>
  );
}
