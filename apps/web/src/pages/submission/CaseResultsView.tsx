import { Alert, Card, Empty, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CaseResult, CaseResults } from '../../api/submissions';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { formatMemory, formatTime } from '../../components/judge-status/format';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';

function CaseTable({
  cases,
  showScore,
  testId,
}: {
  cases: CaseResult[];
  showScore: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  // Outputs and checker messages reach staff only; the columns appear when there is something to show.
  const staffView = cases.some((item) => item.userOutput !== null || item.message !== null);
  const columns: ColumnsType<CaseResult> = [
    { title: t('submissionDetail.caseId'), dataIndex: 'caseId', width: mobile ? 44 : 80 },
    {
      title: t('submissionDetail.caseStatus'),
      dataIndex: 'status',
      width: mobile ? undefined : 190,
      render: (status: number) => <JudgeStatusTag status={status} />,
    },
    ...(showScore
      ? [
          {
            title: t('submissionDetail.caseScore'),
            dataIndex: 'score',
            width: 80,
            render: (score: number | null) => score ?? '-',
          },
        ]
      : []),
    { title: t('submissionDetail.time'), dataIndex: 'time', width: 90, render: formatTime },
    { title: t('submissionDetail.memory'), dataIndex: 'memory', width: 100, render: formatMemory },
    {
      title: t('submissionDetail.caseFiles'),
      key: 'files',
      responsive: ['md'],
      render: (_, item) => (
        <Typography.Text type="secondary">
          {item.inputData} / {item.outputData}
        </Typography.Text>
      ),
    },
    ...(staffView
      ? [
          {
            title: t('submissionDetail.caseMessage'),
            key: 'message',
            responsive: ['md' as const],
            render: (_: unknown, item: CaseResult) => (
              <Flex vertical gap={2}>
                {item.message && <Typography.Text type="secondary">{item.message}</Typography.Text>}
                {item.userOutput !== null && item.userOutput !== '' && (
                  <pre className="case-table__output">{item.userOutput}</pre>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="case-table" data-testid={testId}>
      <Table<CaseResult>
        rowKey="caseId"
        size="small"
        columns={columns}
        dataSource={cases}
        pagination={false}
        // A phone fits the case, verdict, time and memory without sideways scrolling.
        scroll={mobile ? undefined : { x: 'max-content' }}
      />
    </div>
  );
}

/** Per-case results, or one table per subtask with its group score (judge case modes of spec 1-core §3). */
export function CaseResultsView({ results, showScore }: { results: CaseResults; showScore: boolean }) {
  const { t } = useTranslation();
  if (results.hidden) return <Alert type="info" showIcon title={t('submissionDetail.casesHidden')} />;
  if (results.subTaskJudgeCaseVoList.length > 0) {
    return (
      <Flex vertical gap={12} data-testid="subtask-results">
        {results.subTaskJudgeCaseVoList.map((subtask) => (
          <Card
            key={subtask.groupNum}
            size="small"
            data-testid={`subtask-${subtask.groupNum}`}
            title={
              <Space wrap>
                <span>{t('submissionDetail.subtask', { group: subtask.groupNum })}</span>
                <JudgeStatusTag status={subtask.status} />
                <Typography.Text type="secondary">
                  {t('submissionDetail.subtaskSummary', {
                    ac: subtask.ac,
                    total: subtask.total,
                    score: subtask.score,
                  })}
                </Typography.Text>
              </Space>
            }
            extra={
              <Typography.Text type="secondary">
                {formatTime(subtask.time)} · {formatMemory(subtask.memory)}
              </Typography.Text>
            }
          >
            {/* A submission judged by hand keeps its subtask summary but no per-case rows. */}
            {subtask.subtaskDetailList.length > 0 && (
              <CaseTable
                cases={subtask.subtaskDetailList}
                showScore={false}
                testId={`subtask-cases-${subtask.groupNum}`}
              />
            )}
          </Card>
        ))}
      </Flex>
    );
  }
  if (results.judgeCaseList.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('submissionDetail.noCases')} />;
  return <CaseTable cases={results.judgeCaseList} showScore={showScore} testId="case-table" />;
}
