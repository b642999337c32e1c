import { useMemo, useState } from 'react';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Link, useParams } from 'react-router';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../api/request';
import { problemsApi } from '../../api/problems';
import { useWebsiteConfig } from '../../api/site';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { parseExamples } from './examples';
import { MySubmissions, mySubmissionsKey } from './MySubmissions';
import { ProblemAnnex } from './ProblemAnnex';
import { ProblemStatement } from './ProblemStatement';
import { ProblemWorkspace } from './ProblemWorkspace';
import { VerdictChartDialog } from './VerdictChartDialog';
import './ProblemDetailPage.css';

/** Spec 1-core §2.7: panes collapse when dragged under these widths. */
const STATEMENT_MIN_PX = 420;
const EDITOR_MIN_PX = 460;
/** On a phone the editor is stacked under the statement with this height. */
const STACKED_EDITOR_HEIGHT = 420;
/** The shell's bar (60 px) and the content padding (2 × 24 px) leave the rest of the screen to the panes. */
const SPLIT_STYLE = { height: 'calc(100vh - 108px)', minHeight: 520 };

export const problemDetailKey = (problemId: string) => ['problem-detail', problemId] as const;

export function ProblemDetailPage() {
  const { t } = useTranslation();
  const { problemID = '', contestID } = useParams();
  const config = useWebsiteConfig();
  const session = useSession();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('problem');
  const [chartOpen, setChartOpen] = useState(false);

  const detailQuery = useQuery({
    queryKey: [...problemDetailKey(problemID), session.loggedIn],
    queryFn: () => problemsApi.detail(problemID),
  });
  const detail = detailQuery.data;
  const languagesQuery = useQuery({
    queryKey: ['problem-languages', detail?.problem.pid],
    queryFn: () => problemsApi.problemLanguages(detail!.problem.pid),
    enabled: detail !== undefined,
    staleTime: 5 * 60_000,
  });
  const examples = useMemo(() => parseExamples(detail?.problem.examples), [detail?.problem.examples]);

  if (detailQuery.isError) {
    const missing = isErrorCode(detailQuery.error, 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('problemDetail.notFound') : detailQuery.error.message}
        extra={
          <Link to="/problem">
            <Button type="primary">{t('problemDetail.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  if (!detail) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }

  const reloadAfterJudging = () => {
    void queryClient.invalidateQueries({ queryKey: problemDetailKey(problemID) });
    void queryClient.invalidateQueries({ queryKey: mySubmissionsKey(detail.problem.problemId) });
  };

  const statementTabs = (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      className="problem-detail__tabs"
      tabBarExtraContent={
        // Spec 1-core §2.7: a discussion link for non-contest problems while public discussion is on.
        config.openPublicDiscussion && !contestID ? (
          <Link
            to={`/discussion/${encodeURIComponent(detail.problem.problemId)}`}
            data-testid="problem-discussion-link"
          >
            <Button size="small" icon={<CommentOutlined />}>
              {t('discussion.title')}
            </Button>
          </Link>
        ) : null
      }
      items={[
        {
          key: 'problem',
          label: t('problemDetail.problemTab'),
          children: (
            <ProblemStatement
              detail={detail}
              examples={examples}
              onShowStatistics={() => setChartOpen(true)}
            />
          ),
        },
        ...(session.loggedIn
          ? [
              {
                key: 'mine',
                label: <span data-testid="my-submissions-tab">{t('problemDetail.mySubmissionsTab')}</span>,
                children: <MySubmissions problemId={detail.problem.problemId} />,
              },
            ]
          : []),
        // The annex tab appears only when the problem has files for the program (spec 1-core §2.7).
        ...(Object.keys(detail.problem.userExtraFile ?? {}).length > 0
          ? [
              {
                key: 'annex',
                label: <span data-testid="annex-tab">{t('problemDetail.annexTab')}</span>,
                children: <ProblemAnnex files={detail.problem.userExtraFile ?? {}} />,
              },
            ]
          : []),
      ]}
    />
  );

  const workspace = (height: number | string) =>
    languagesQuery.data ? (
      <ProblemWorkspace
        detail={detail}
        languages={languagesQuery.data}
        examples={examples}
        loggedIn={session.loggedIn}
        onJudged={reloadAfterJudging}
        editorHeight={height}
      />
    ) : (
      <Skeleton active paragraph={{ rows: 10 }} />
    );

  return (
    <div className="problem-detail" data-testid="problem-detail">
      {mobile ? (
        <div className="problem-detail__stacked">
          <Card className="problem-detail__pane" size="small">
            {statementTabs}
          </Card>
          <Card className="problem-detail__pane" size="small">
            {workspace(STACKED_EDITOR_HEIGHT)}
          </Card>
        </div>
      ) : (
        <Group orientation="horizontal" className="problem-detail__split" style={SPLIT_STYLE}>
          <Panel
            id="statement"
            defaultSize="50%"
            minSize={STATEMENT_MIN_PX}
            collapsible
            collapsedSize={0}
            className="problem-detail__panel"
          >
            <div className="problem-detail__pane problem-detail__pane--scroll" data-testid="statement-pane">
              {statementTabs}
            </div>
          </Panel>
          <Separator className="problem-detail__separator" aria-label={t('problemDetail.dragHint')} />
          <Panel
            id="editor"
            defaultSize="50%"
            minSize={EDITOR_MIN_PX}
            collapsible
            collapsedSize={0}
            className="problem-detail__panel"
          >
            <div className="problem-detail__pane problem-detail__pane--editor" data-testid="editor-pane">
              {workspace('fill')}
            </div>
          </Panel>
        </Group>
      )}
      <VerdictChartDialog
        open={chartOpen}
        onClose={() => setChartOpen(false)}
        problemId={detail.problem.problemId}
        counts={detail.problemCount}
      />
    </div>
  );
}
