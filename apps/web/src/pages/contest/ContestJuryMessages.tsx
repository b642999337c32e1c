import { Card, Flex, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JuryMessage } from '@judge/contract';
import { juryMessageKeys, juryMessagesApi } from '../../api/jury-messages';
import { LocalTime } from '../../components/judge-status/LocalTime';

/**
 * The jury's messages to one team on the contest's Q&A page (docs/clics.md "Posting clarifications"): a team's
 * members read their team's, the contest's admins every team's; each names its team, since an admin reads many.
 * Nothing is shown when there is none: most contests never have one.
 */
export function ContestJuryMessages({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const messages = useQuery({
    queryKey: juryMessageKeys.list(cid),
    queryFn: () => juryMessagesApi.list(cid),
  });
  if (!messages.data?.length) return null;
  return (
    <Card
      size="small"
      className="contest-jury-messages"
      title={t('contestTools.qa.juryMessages')}
      data-testid="contest-jury-messages"
    >
      <List
        dataSource={messages.data}
        rowKey={(message) => message.id}
        renderItem={(message) => <JuryMessageItem message={message} />}
      />
    </Card>
  );
}

function JuryMessageItem({ message }: { message: JuryMessage }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid="contest-jury-message">
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex wrap gap={8} align="center">
          <Tag color="blue">{t('contestTools.qa.juryTo', { team: message.team.name })}</Tag>
          {message.problemId && <Tag>{t('contestTools.qa.juryProblem', { problem: message.problemId })}</Tag>}
          <Typography.Text type="secondary">
            <LocalTime value={message.createdAt} />
          </Typography.Text>
        </Flex>
        <Typography.Paragraph className="contest-jury-messages__text">{message.text}</Typography.Paragraph>
      </Flex>
    </List.Item>
  );
}
