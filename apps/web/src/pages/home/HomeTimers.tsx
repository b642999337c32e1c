import { useEffect, useState } from 'react';
import { Flex } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TIMER_TICK_MS } from '@judge/contract';
import { homeApi, homeKeys } from '../../api/home';
import { PlainCard } from '../../components/plain-card/PlainCard';
import { PlainTypography } from '../../components/plain-typography/PlainTypography';

/** Days, hours, minutes and seconds left until `target` (all zero once it has passed). */
export function timeLeft(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    passed: target <= now,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Countdown timers (spec 1-core §2.3, §9): each title with its target time, ticking every second until the
 * target passes; a timer that has passed leaves the card, and the card is left out when none is to come.
 */
export function HomeTimers() {
  const { t } = useTranslation();
  const timers = useQuery({ queryKey: homeKeys.timers, queryFn: homeApi.timers, staleTime: 60_000 });
  const [now, setNow] = useState(() => Date.now());
  const upcoming = (timers.data ?? []).filter((timer) => Date.parse(timer.onTime) > now);
  const ticking = upcoming.length > 0;
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [ticking]);
  if (!ticking) return null;

  return (
    <PlainCard
      size="small"
      title={
        <Flex align="center" gap={8}>
          <FieldTimeOutlined />
          {t('homePage.timers')}
        </Flex>
      }
      data-testid="home-timers"
    >
      <Flex vertical gap={12}>
        {upcoming.map((timer) => {
          const left = timeLeft(Date.parse(timer.onTime), now);
          return (
            <div key={timer.id} className="home-timer" data-testid={`home-timer-${timer.id}`}>
              <PlainTypography.Text strong className="home-timer__title">
                {timer.title}
              </PlainTypography.Text>
              <div className="home-timer__count" data-testid="home-timer-count">
                {t('homePage.timerLeft', {
                  days: left.days,
                  time: `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`,
                })}
              </div>
              <PlainTypography.Text type="secondary" className="home-timer__target">
                {dayjs(timer.onTime).format('YYYY-MM-DD HH:mm:ss')}
              </PlainTypography.Text>
            </div>
          );
        })}
      </Flex>
    </PlainCard>
  );
}
