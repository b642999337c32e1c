import { useState } from 'react';
import { Button, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { ReloadOutlined, RedoOutlined } from '@ant-design/icons';
import { JudgeStatus, PROBLEM_TYPE } from '@judge/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLength, formatMemory, formatTime } from '../../components/judge-status/format';
import { IconAction } from '../../components/IconAction';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';
import { LocalTime } from '../../components/judge-status/LocalTime';
import type { LiveSubmissionRow } from '../../components/judge-status/useLiveSubmissions';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { opensDetailDialog } from './detail-click';
import { SubmissionDetailDialog } from './SubmissionDetailDialog';
import './SubmissionTable.css';

interface SubmissionTableProps {
  rows: LiveSubmissionRow[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  /** The problem column is left out where every row is of one problem. */
  showProblem?: boolean;
  /** Super admin: a rejudge action per row. */
  onRejudge?: (submitId: number) => void;
  rejudging?: number | null;
  /** A row the judge failed on goes back to the queue (spec 1-core §4.2 step 5); given for rows the viewer may resubmit. */
  onResubmit?: (submitId: number) => void;
  canResubmit?: (row: LiveSubmissionRow) => boolean;
  testId?: string;
  /** Rows of a contest: the links lead to the contest's problem and submission pages (displayPid is the display id). */
  contestId?: number;
  /** Rows of a group: the problem links lead to the group's problem page. */
  groupId?: number;
}

/**
 * The author and the time under the verdict on a phone, where their columns do not fit (issue 24: the status
 * list showed neither).
 */
function Byline({ row, showAuthor }: { row: LiveSubmissionRow; showAuthor: boolean }) {
  return (
    <div className="submission-table__byline" data-testid={`submission-byline-${row.submitId}`}>
      {showAuthor && (
        <Link to={`/user-home?username=${encodeURIComponent(row.username)}`}>{row.username}</Link>
      )}
      <LocalTime value={row.submitTime} format="YYYY-MM-DD HH:mm" />
    </div>
  );
}

/** Submissions as the status list and the problem page's "my submissions" tab show them. */
export function SubmissionTable(props: SubmissionTableProps) {
  const { t } = useTranslation();
  // A phone shows the id, the problem's id and the verdict; the detail page has the rest.
  const mobile = useIsMobile();
  // The score column appears when a row on the page is of a scored (OI) problem.
  const showScore = props.rows.some((row) => row.problemType === PROBLEM_TYPE.OI);
  const { contestId, groupId } = props;
  // The row whose detail the dialog shows (a plain click on its verdict); the run id still opens the page.
  const [dialogRow, setDialogRow] = useState<LiveSubmissionRow | null>(null);
  const problemPath = (row: LiveSubmissionRow) =>
    contestId
      ? `/contest/${contestId}/problem/${encodeURIComponent(row.displayPid)}`
      : groupId
        ? `/group/${groupId}/problem/${encodeURIComponent(row.displayPid)}`
        : `/problem/${encodeURIComponent(row.displayPid)}`;
  const detailPath = (row: LiveSubmissionRow) =>
    contestId
      ? `${problemPath(row)}/submission-detail/${row.submitId}`
      : groupId
        ? `/group/${groupId}/submission-detail/${row.submitId}`
        : `/submission-detail/${row.submitId}`;
  const columns: ColumnsType<LiveSubmissionRow> = [
    {
      title: t('submissionList.runId'),
      dataIndex: 'submitId',
      width: mobile ? 56 : 90,
      render: (id: number, row) => (
        <Link to={detailPath(row)} data-testid={`submission-link-${id}`}>
          {id}
        </Link>
      ),
    },
    ...(props.showProblem === false
      ? []
      : [
          {
            title: t('submissionList.problem'),
            key: 'problem',
            ellipsis: !mobile,
            width: mobile ? undefined : 220,
            render: (_: unknown, row: LiveSubmissionRow) => (
              <Link to={problemPath(row)}>{mobile ? row.displayPid : `${row.displayPid} ${row.title}`}</Link>
            ),
          },
        ]),
    {
      title: t('submissionList.result'),
      dataIndex: 'status',
      width: mobile ? undefined : 170,
      render: (status: number, row) => (
        <>
          <Link
            to={detailPath(row)}
            className="submission-table__status"
            data-testid={`submission-status-${row.submitId}`}
            onClick={(event) => {
              if (!opensDetailDialog(event)) return;
              event.preventDefault();
              setDialogRow(row);
            }}
          >
            <JudgeStatusTag
              status={status}
              progressDone={row.progressDone}
              progressTotal={row.progressTotal}
            />
            {(row.status === JudgeStatus.SUBMITTED_FAILED || row.status === JudgeStatus.SYSTEM_ERROR) &&
              props.onResubmit &&
              props.canResubmit?.(row) && (
                <IconAction
                  title={t('submissionList.resubmit')}
                  icon={<ReloadOutlined />}
                  testId={`resubmit-${row.submitId}`}
                  onClick={(event) => {
                    // The cell is a link to the detail page; the icon acts on its own.
                    event.preventDefault();
                    props.onResubmit?.(row.submitId);
                  }}
                />
              )}
            {row.isManual && (
              <Tooltip title={t('submissionList.manual')}>
                <Typography.Text type="secondary">✎</Typography.Text>
              </Tooltip>
            )}
          </Link>
          {mobile && <Byline row={row} showAuthor={props.showProblem !== false} />}
        </>
      ),
    },
    ...(showScore
      ? [
          {
            title: t('submissionList.score'),
            dataIndex: 'score',
            width: 80,
            responsive: ['md' as const],
            render: (score: number | null) => (score === null ? '-' : score),
          },
        ]
      : []),
    {
      title: t('submissionList.time'),
      dataIndex: 'time',
      width: 90,
      responsive: ['sm'],
      render: formatTime,
    },
    {
      title: t('submissionList.memory'),
      dataIndex: 'memory',
      width: 100,
      responsive: ['sm'],
      render: formatMemory,
    },
    {
      title: t('submissionList.length'),
      dataIndex: 'length',
      width: 90,
      responsive: ['lg'],
      render: formatLength,
    },
    { title: t('submissionList.language'), dataIndex: 'language', width: 110, responsive: ['md'] },
    ...(props.showProblem === false
      ? []
      : [
          {
            title: t('submissionList.author'),
            dataIndex: 'username',
            width: 110,
            ellipsis: true,
            responsive: ['sm' as const],
            render: (username: string) => (
              <Link to={`/user-home?username=${encodeURIComponent(username)}`}>{username}</Link>
            ),
          },
        ]),
    {
      title: t('submissionList.submitTime'),
      dataIndex: 'submitTime',
      width: 160,
      responsive: ['lg'],
      render: (value: string) => <LocalTime value={value} />,
    },
    ...(props.onRejudge
      ? [
          {
            title: t('submissionList.actions'),
            key: 'actions',
            width: 70,
            render: (_: unknown, row: LiveSubmissionRow) => (
              <Tooltip title={t('submissionList.rejudge')}>
                <Button
                  size="small"
                  icon={<RedoOutlined />}
                  loading={props.rejudging === row.submitId}
                  onClick={() => props.onRejudge?.(row.submitId)}
                  aria-label={t('submissionList.rejudge')}
                  data-testid={`rejudge-${row.submitId}`}
                />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="submission-table" data-testid={props.testId}>
      <Table<LiveSubmissionRow>
        rowKey="submitId"
        size="middle"
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={props.pagination}
        scroll={mobile ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('submissionList.empty') }}
      />
      <SubmissionDetailDialog
        submitId={dialogRow?.submitId ?? null}
        pagePath={dialogRow ? detailPath(dialogRow) : null}
        onClose={() => setDialogRow(null)}
      />
    </div>
  );
}
