import { useState } from 'react';
import { App, Alert, Button, DatePicker, Flex, Space, Typography } from 'antd';
import { PlayCircleOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTEST_STATUS, type ContestInfo } from '@judge/contract';
import { contestsApi } from '../../api/contests';
import { toast } from '../../components/feedback';
import { durationText, TIME_FORMAT } from './contest-labels';

/**
 * Virtual participation (our addition, docs/api.md "Contests"): once a contest has ended, a user who
 * did not take part replays it from a start of their choosing; the shell's clock then runs on their
 * window. Shows their window once they have one.
 */
export function VirtualParticipationCard({
  info,
  refresh,
}: {
  info: ContestInfo;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [at, setAt] = useState<Dayjs | null>(null);
  const start = useMutation({
    mutationFn: (startTime?: string) => contestsApi.startVirtual(info.id, startTime),
    onSuccess: async () => {
      toast.success(t('contest.virtualStarted'));
      setAt(null);
      await refresh();
    },
  });

  if (info.status !== CONTEST_STATUS.ENDED || info.isContestAdmin || !info.access) return null;
  if (info.virtual)
    return (
      <Alert
        type="info"
        showIcon
        title={t('contest.virtualYours', {
          start: dayjs(info.virtual.startTime).format(TIME_FORMAT),
          end: dayjs(info.virtual.endTime).format(TIME_FORMAT),
        })}
        data-testid="contest-virtual-window"
      />
    );
  // The window is the contest's length, or its time limit when it has one (docs/api.md).
  const length = durationText(
    t,
    info.timeLimit > 0 ? Math.min(info.timeLimit, info.duration) : info.duration,
  );
  return (
    <Alert
      type="info"
      showIcon
      icon={<PlayCircleOutlined />}
      title={t('contest.virtualTitle')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{t('contest.virtualHint', { length })}</Typography.Text>
          <Space wrap>
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              loading={start.isPending && !at}
              onClick={() =>
                modal.confirm({
                  title: t('contest.virtualConfirm'),
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                  onOk: () => start.mutateAsync(undefined).catch(() => undefined),
                })
              }
              data-testid="contest-virtual-start"
            >
              {t('contest.virtualStartNow')}
            </Button>
            <DatePicker
              showTime
              value={at}
              onChange={setAt}
              placeholder={t('contest.virtualSchedule')}
              disabledDate={(day) => day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(30, 'day'))}
              data-testid="contest-virtual-at"
            />
            <Button
              icon={<ScheduleOutlined />}
              disabled={!at}
              loading={start.isPending && Boolean(at)}
              onClick={() => at && start.mutate(at.toISOString())}
              data-testid="contest-virtual-schedule"
            >
              {t('contest.virtualScheduleButton')}
            </Button>
          </Space>
        </Flex>
      }
      data-testid="contest-virtual"
    />
  );
}
