import { Card, Empty, Flex, Select, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_TYPE, type VolunteerContest } from '@judge/contract';
import { contestVolunteersApi, volunteerKeys } from '../../api/contest-volunteers';
import { useSession } from '../../state/session';
import { BalloonQueue, PrintQueue } from './VolunteerQueues';

/**
 * A volunteer's page (docs/contest-volunteers.md), reached from the navigation's Deliveries entry: the contests it
 * runs balloons and prints for, and the chosen one's two queues. Nothing else of those contests is here.
 */
export function VolunteerPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const contests = useQuery({
    queryKey: volunteerKeys.contests(token),
    queryFn: () => contestVolunteersApi.contests(),
  });
  const list = contests.data ?? [];
  const chosen = list.find((contest) => String(contest.id) === params.get('cid')) ?? list[0];

  return (
    <Flex vertical gap={16} data-testid="volunteer-page">
      <Card title={t('contestVolunteers.pageTitle')} loading={contests.isLoading}>
        <Typography.Paragraph type="secondary">{t('contestVolunteers.pageIntro')}</Typography.Paragraph>
        {list.length === 0 ? (
          <Empty description={t('contestVolunteers.none')} />
        ) : (
          <Select
            style={{ width: '100%', maxWidth: 480 }}
            value={chosen?.id}
            onChange={(cid: number) => setParams({ cid: String(cid) })}
            options={list.map((contest) => ({ value: contest.id, label: contest.title }))}
            aria-label={t('contestVolunteers.contest')}
            data-testid="volunteer-contest"
          />
        )}
        {chosen && (
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid="volunteer-rooms">
            {chosen.rooms.length > 0
              ? t('contestVolunteers.yourRooms', {
                  rooms: chosen.rooms.join(t('contestVolunteers.roomSeparator')),
                })
              : t('contestVolunteers.allYourRooms')}
          </Typography.Paragraph>
        )}
      </Card>
      {chosen && <ContestQueues key={chosen.id} contest={chosen} />}
    </Flex>
  );
}

/** The balloons (ACM contests) and prints of one contest, one tab each. */
function ContestQueues({ contest }: { contest: VolunteerContest }) {
  const { t } = useTranslation();
  const tabs = [
    ...(contest.type === CONTEST_TYPE.ACM
      ? [
          {
            key: 'balloons',
            label: t('contestVolunteers.balloons'),
            children: <BalloonQueue contest={contest} />,
          },
        ]
      : []),
    { key: 'prints', label: t('contestVolunteers.prints'), children: <PrintQueue contest={contest} /> },
  ];
  return <Tabs items={tabs} data-testid="volunteer-tabs" />;
}
