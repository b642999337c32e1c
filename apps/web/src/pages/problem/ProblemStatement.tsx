import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { PieChartOutlined } from '@ant-design/icons';
import { oiRankScore, PROBLEM_TYPE } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import type { ProblemDetailResult } from '../../api/problems';
import { CopyTextButton } from '../../components/IconAction';
import { Markdown } from '../../components/markdown/Markdown';
import { DifficultyTag } from './DifficultyTag';
import type { ProblemExample } from './examples';
import { displayedLimits } from './limits';

interface ProblemStatementProps {
  detail: ProblemDetailResult;
  examples: ProblemExample[];
  /** Absent where the counts are not shown (a contest without realtime permission). */
  onShowStatistics?: () => void;
  /** Whether an OI problem shows what a full solve adds to the site's OI rank (not inside a contest). */
  showRankScore?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="problem-statement__section">
      <Typography.Title level={5} className="problem-statement__heading">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The left pane of the problem page (spec 1-core §2.7): limits by the display rule, then the statement. */
export function ProblemStatement({
  detail,
  examples,
  onShowStatistics,
  showRankScore,
}: ProblemStatementProps) {
  const { t } = useTranslation();
  const { problem } = detail;
  const limits = displayedLimits(problem);
  const ms = (value: number) => t('problemDetail.ms', { value });
  const mb = (value: number) => t('problemDetail.mb', { value });

  return (
    <div className="problem-statement" data-testid="problem-statement">
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Typography.Title level={3} className="problem-statement__title" data-testid="problem-title">
          {problem.problemId} {problem.title}
        </Typography.Title>
        {onShowStatistics && (
          <Button icon={<PieChartOutlined />} onClick={onShowStatistics} data-testid="show-statistics">
            {t('problemDetail.statistics')}
          </Button>
        )}
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        className="problem-statement__meta"
        items={[
          {
            key: 'time',
            label: t('problemDetail.timeLimit'),
            children: (
              <span data-testid="time-limit">
                {limits.differsByLanguage
                  ? t('problemDetail.limitsByLanguage', {
                      cValue: ms(limits.timeMs),
                      otherValue: ms(limits.otherTimeMs),
                    })
                  : t('problemDetail.limitsAll', { value: ms(limits.timeMs) })}
              </span>
            ),
          },
          {
            key: 'memory',
            label: t('problemDetail.memoryLimit'),
            children: (
              <span data-testid="memory-limit">
                {limits.differsByLanguage
                  ? t('problemDetail.limitsByLanguage', {
                      cValue: mb(limits.memoryMb),
                      otherValue: mb(limits.otherMemoryMb),
                    })
                  : t('problemDetail.limitsAll', { value: mb(limits.memoryMb) })}
              </span>
            ),
          },
          {
            key: 'mode',
            label: t('problemDetail.judgeMode'),
            children: t(`problemDetail.judgeModes.${problem.judgeMode}`),
          },
          {
            key: 'type',
            label: t('problemDetail.scoring'),
            children: problem.type === PROBLEM_TYPE.OI ? t('problemDetail.oi') : t('problemDetail.acm'),
          },
          ...(showRankScore && problem.type === PROBLEM_TYPE.OI
            ? [
                {
                  key: 'rankScore',
                  label: t('problemDetail.oiRankScore'),
                  children: (
                    <span data-testid="oi-rank-score">
                      {t('problemDetail.oiRankScoreValue', {
                        value: oiRankScore(problem.ioScore, problem.difficulty),
                        score: problem.ioScore,
                      })}
                    </span>
                  ),
                },
              ]
            : []),
          {
            key: 'io',
            label: t('problemDetail.fileIO'),
            children: problem.isFileIO
              ? `${t('problemDetail.fileIORead', { name: problem.ioReadFileName })}, ${t('problemDetail.fileIOWrite', { name: problem.ioWriteFileName })}`
              : t('problemDetail.standardIO'),
          },
          {
            key: 'level',
            label: t('difficulty.label'),
            children: <DifficultyTag level={problem.difficulty} />,
          },
          ...(problem.author
            ? [{ key: 'author', label: t('problemDetail.author'), children: problem.author }]
            : []),
          ...(detail.tags.length
            ? [
                {
                  key: 'tags',
                  label: t('problemDetail.tags'),
                  children: (
                    <Space size={[4, 4]} wrap>
                      {detail.tags.map((tag) => (
                        <Tag key={tag.id} color={tag.color ?? undefined}>
                          {tag.name}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />

      {problem.description && (
        <Section title={t('problemDetail.description')}>
          <Markdown>{problem.description}</Markdown>
        </Section>
      )}
      <Section title={t('problemDetail.input')}>
        <Markdown>{problem.input}</Markdown>
      </Section>
      <Section title={t('problemDetail.output')}>
        <Markdown>{problem.output}</Markdown>
      </Section>
      {examples.length > 0 && (
        <Section title={t('problemDetail.examples')}>
          <Flex vertical gap={12}>
            {examples.map((example, index) => (
              <div className="problem-example" key={index} data-testid={`example-${index + 1}`}>
                <Card
                  size="small"
                  title={t('problemDetail.exampleInput', { index: index + 1 })}
                  extra={<CopyTextButton text={example.input} testId={`copy-example-input-${index + 1}`} />}
                >
                  <pre className="problem-example__text">{example.input}</pre>
                </Card>
                <Card
                  size="small"
                  title={t('problemDetail.exampleOutput', { index: index + 1 })}
                  extra={<CopyTextButton text={example.output} />}
                >
                  <pre className="problem-example__text">{example.output}</pre>
                </Card>
              </div>
            ))}
          </Flex>
        </Section>
      )}
      {problem.hint && (
        <Section title={t('problemDetail.hint')}>
          <Markdown>{problem.hint}</Markdown>
        </Section>
      )}
      {problem.source && (
        <Section title={t('problemDetail.source')}>
          <Typography.Text>{problem.source}</Typography.Text>
        </Section>
      )}
    </div>
  );
}
