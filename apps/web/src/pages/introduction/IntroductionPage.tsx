import { Card, Collapse, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { JudgeStatus, LOCAL_OJ } from '@judge/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemsApi, type LanguageView } from '../../api/problems';
import { judgeStatusLook } from '../../components/judge-status/judge-status';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';
import { CodeBlock } from '../../components/markdown/CodeBlock';
import { useIsMobile } from '../../hooks/useMediaQuery';
import type { ProblemMessages } from '../../i18n/problem.en-US';
import './IntroductionPage.css';

type StatusHelpKey = keyof ProblemMessages['introduction']['statusHelp'];

/** The legend, in the order a submission meets the statuses. */
const LEGEND: number[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
  JudgeStatus.SUBMITTED_FAILED,
];

const TIPS = ['tip1', 'tip2', 'tip3', 'tip4'] as const;

/**
 * The judge fills in the source file's name when it compiles; Java's is named after the public
 * class, Main unless the code says otherwise, so that is what a reader sees.
 */
const readableCommand = (language: LanguageView) =>
  (language.compileCommand ?? language.description).replaceAll('{source}', 'Main.java');

/** The help page (spec 1-core §2.11): the local judge's languages, the result legend and compile tips. */
export function IntroductionPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const meaningOf = (status: number) =>
    t(`introduction.statusHelp.${judgeStatusLook(status).name as StatusHelpKey}`);
  const languages = useQuery({
    queryKey: ['languages'],
    queryFn: problemsApi.languages,
    staleTime: 10 * 60_000,
  });
  const usable = (languages.data ?? []).filter((language) => language.oj === LOCAL_OJ && language.enabled);

  return (
    <Flex vertical gap={16} className="introduction" data-testid="introduction-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('introduction.title')}
      </Typography.Title>
      <Card title={t('introduction.languages')}>
        <Typography.Paragraph type="secondary">{t('introduction.languagesHelp')}</Typography.Paragraph>
        {languages.isLoading ? (
          <Skeleton active />
        ) : usable.length === 0 ? (
          <Empty description={t('introduction.noLanguages')} />
        ) : (
          <Collapse
            data-testid="language-list"
            items={usable.map((language: LanguageView) => ({
              key: language.name,
              label: (
                <Flex gap={12} wrap align="baseline" className="introduction__language">
                  <Typography.Text strong>{language.name}</Typography.Text>
                  <Typography.Text code className="introduction__command">
                    {readableCommand(language)}
                  </Typography.Text>
                  {!language.compileCommand && (
                    <Typography.Text type="secondary">{t('introduction.interpreted')}</Typography.Text>
                  )}
                </Flex>
              ),
              children: (
                <>
                  <Typography.Text type="secondary">
                    {t('introduction.template', { language: language.name })}
                  </Typography.Text>
                  <CodeBlock code={language.codeTemplate} language={language.editorLanguage} />
                </>
              ),
            }))}
          />
        )}
      </Card>
      <Card title={t('introduction.statuses')}>
        <Table
          rowKey="status"
          size="small"
          pagination={false}
          data-testid="status-legend"
          dataSource={LEGEND.map((status) => ({ status }))}
          // A phone has no room for two columns: the meaning goes under its verdict.
          columns={
            mobile
              ? [
                  {
                    title: t('submissionList.result'),
                    dataIndex: 'status',
                    render: (status: number) => (
                      <Flex vertical gap={4} align="flex-start">
                        <JudgeStatusTag status={status} />
                        <span>{meaningOf(status)}</span>
                      </Flex>
                    ),
                  },
                ]
              : [
                  {
                    title: t('submissionList.result'),
                    dataIndex: 'status',
                    width: 200,
                    render: (status: number) => <JudgeStatusTag status={status} />,
                  },
                  {
                    title: t('introduction.statusMeaning'),
                    dataIndex: 'status',
                    key: 'meaning',
                    render: meaningOf,
                  },
                ]
          }
        />
      </Card>
      <Card title={t('introduction.tips')}>
        <ol className="introduction__tips" data-testid="compile-tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`introduction.${tip}`)}</li>
          ))}
        </ol>
      </Card>
    </Flex>
  );
}
