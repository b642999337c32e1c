import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  AC_INFO_REFRESH_SECONDS,
  PRINT_STATUS,
  type DeliveryAction,
  type DeliveryKind,
  type VolunteerBalloonRow,
  type VolunteerContest,
  type VolunteerPrintRow,
} from '@judge/contract';
import { contestVolunteersApi, volunteerKeys } from '../../api/contest-volunteers';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { downloadPrintFile } from '../contest/download-print-file';
import { RefreshingTableCard, type RefreshingTableTexts } from '../contest/RefreshingTableCard';
import { teamColumn } from '../contest/teams/team-column';
import { deliveryColumns } from './delivery-columns';

const PAGE_SIZE = 20;

/** Claims, releases or delivers, then reads the queue again (a refusal was said by the request layer). */
function useDeliveryAction(contest: VolunteerContest, kind: DeliveryKind) {
  const queryClient = useQueryClient();
  return async (action: DeliveryAction, row: { id: number }) => {
    try {
      await contestVolunteersApi.act(action, contest.id, kind, row.id);
    } finally {
      await queryClient.invalidateQueries({ queryKey: volunteerKeys.queue(contest.id, kind) });
    }
  };
}

/** A volunteer's balloon queue: the AC helper's rows (team, seat and room) with who has each balloon. */
export function BalloonQueue({ contest }: { contest: VolunteerContest }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const act = useDeliveryAction(contest, 'balloon');
  const mobile = useIsMobile();
  const delivery = deliveryColumns<VolunteerBalloonRow>(
    t,
    user?.uid,
    (action, row) => void act(action, row).catch(() => {}),
    (row) => row.checked,
    { compact: mobile },
  );
  const problem: ColumnsType<VolunteerBalloonRow>[number] = {
    title: t('contestTools.acInfo.problem'),
    dataIndex: 'displayId',
    render: (displayId: string, row) => (
      <Flex align="center" gap={6}>
        <span
          className={`contest-tools__balloon${row.color ? '' : ' contest-tools__balloon--none'}`}
          style={row.color ? { backgroundColor: row.color } : undefined}
          data-testid={`volunteer-balloon-${row.id}`}
        />
        <span>{displayId}</span>
      </Flex>
    ),
  };
  const team = contest.teamContest ? [teamColumn<VolunteerBalloonRow>(t)] : [];
  const username = { title: t('contestTools.username'), dataIndex: 'username' };
  // A phone's queue fits the screen (delivery-columns.tsx): the delivery first, the balloon, and where it goes
  // (the team with seat and room; the member who solved it only when there are no teams).
  const columns: ColumnsType<VolunteerBalloonRow> = mobile
    ? [...delivery, problem, ...(contest.teamContest ? team : [username])]
    : [
        problem,
        ...team,
        username,
        {
          title: t('contestTools.acInfo.acTime'),
          dataIndex: 'submitTime',
          responsive: ['md'],
          render: (value: string) => <LocalTime value={value} />,
        },
        ...delivery,
      ];
  return (
    <RefreshingTableCard<VolunteerBalloonRow>
      queryKey={volunteerKeys.queue(contest.id, 'balloon')}
      load={(page, limit) => contestVolunteersApi.balloons(contest.id, page, limit)}
      pageSize={PAGE_SIZE}
      refreshSeconds={AC_INFO_REFRESH_SECONDS}
      columns={columns}
      texts={queueTexts(t, t('contestVolunteers.balloons'), t('contestVolunteers.balloonsEmpty'))}
      testId="volunteer-balloons"
      rowClassName={(row) => (row.checked ? 'contest-tools__row--done' : '')}
    />
  );
}

/** A volunteer's print queue: who sent it, where it goes, who has it, and its text to print. */
export function PrintQueue({ contest }: { contest: VolunteerContest }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const act = useDeliveryAction(contest, 'print');
  const download = (row: VolunteerPrintRow) =>
    downloadPrintFile(() => contestVolunteersApi.printText(contest.id, row.id));
  const mobile = useIsMobile();
  const textButton = (row: VolunteerPrintRow) => (
    <Button size="small" onClick={() => void download(row)} data-testid={`volunteer-print-text-${row.id}`}>
      {t('contestTools.adminPrint.download')}
    </Button>
  );
  const delivery = deliveryColumns<VolunteerPrintRow>(
    t,
    user?.uid,
    (action, row) => void act(action, row).catch(() => {}),
    (row) => row.status === PRINT_STATUS.PRINTED,
    { compact: mobile, more: textButton },
  );
  const team = contest.teamContest ? [teamColumn<VolunteerPrintRow>(t)] : [];
  const username = { title: t('contestTools.username'), dataIndex: 'username' };
  // A phone's queue fits the screen (delivery-columns.tsx): the delivery first, its Download beside its buttons.
  const columns: ColumnsType<VolunteerPrintRow> = mobile
    ? [...delivery, { title: '#', dataIndex: 'id' }, ...(contest.teamContest ? team : [username])]
    : [
        { title: '#', dataIndex: 'id' },
        ...team,
        username,
        {
          title: t('contestVolunteers.sentAt'),
          dataIndex: 'gmtCreate',
          responsive: ['md'],
          render: (value: string) => <LocalTime value={value} />,
        },
        { title: '', key: 'text', render: (_: unknown, row: VolunteerPrintRow) => textButton(row) },
        ...delivery,
      ];
  return (
    <RefreshingTableCard<VolunteerPrintRow>
      queryKey={volunteerKeys.queue(contest.id, 'print')}
      load={(page, limit) => contestVolunteersApi.prints(contest.id, page, limit)}
      pageSize={PAGE_SIZE}
      refreshSeconds={AC_INFO_REFRESH_SECONDS}
      columns={columns}
      texts={queueTexts(t, t('contestVolunteers.prints'), t('contestVolunteers.printsEmpty'))}
      testId="volunteer-prints"
      rowClassName={(row) => (row.status === PRINT_STATUS.PRINTED ? 'contest-tools__row--done' : '')}
    />
  );
}

function queueTexts(t: TFunction, title: string, empty: string): RefreshingTableTexts {
  return {
    title,
    empty,
    autoRefresh: t('contestVolunteers.autoRefresh'),
    loadFailed: t('contestVolunteers.loadFailed'),
    total: (count) => t('contestVolunteers.total', { count }),
  };
}
