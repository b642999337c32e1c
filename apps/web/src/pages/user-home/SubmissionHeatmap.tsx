import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { UserHeatmap } from '@judge/contract';
import { layoutHeatmap, splitIntoBands, type HeatmapBand } from './heatmap';

/** The five colour levels (spec 1-core §9): no submission, then four greens. */
export const LEVEL_COLORS = ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] as const;

const CELL = 12;
const STEP = 15;
const LEFT = 30;
const TOP = 18;

/** The width the heatmap has, followed as the window changes (0 before the first measure). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * One year of submissions, a square a day (UTC days), a column a week; where the year is wider than the card
 * (phones), it goes on several rows, each with its months and weekdays, so nothing is cut or scrolled away.
 */
export function SubmissionHeatmap({ heatmap }: { heatmap: UserHeatmap }) {
  const { t } = useTranslation();
  const layout = useMemo(() => layoutHeatmap(heatmap.dataList, heatmap.endDate), [heatmap]);
  const { box, width } = useWidth();
  const bands = useMemo(
    () => splitIntoBands(layout, width > 0 ? (width - LEFT) / STEP : layout.weeks),
    [layout, width],
  );

  return (
    <Card
      size="small"
      title={t('userHome.heatmapTitle')}
      extra={
        <Typography.Text type="secondary" data-testid="heatmap-total">
          {t('userHome.heatmapTotal', { count: layout.total })}
        </Typography.Text>
      }
      className="user-home-heatmap"
    >
      <div className="user-home-heatmap__bands" ref={box}>
        {/* The rows are centred together and start at the same column. */}
        <div className="user-home-heatmap__rows" data-testid="heatmap">
          {bands.map((band, index) => (
            <HeatmapBandSvg key={index} band={band} />
          ))}
        </div>
      </div>
      <Flex justify="space-between" align="center" wrap gap={8} className="user-home-heatmap__legend">
        <Typography.Text type="secondary">{t('userHome.heatmapUtc')}</Typography.Text>
        <Flex align="center" gap={4}>
          <Typography.Text type="secondary">{t('userHome.less')}</Typography.Text>
          {LEVEL_COLORS.map((color, level) => (
            <span
              key={color}
              className="user-home-heatmap__swatch"
              style={{ background: color }}
              data-level={level}
            />
          ))}
          <Typography.Text type="secondary">{t('userHome.more')}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}

function HeatmapBandSvg({ band }: { band: HeatmapBand }) {
  const { t, i18n } = useTranslation();
  const width = LEFT + band.weeks * STEP;
  const height = TOP + 7 * STEP;
  const locale = i18n.language === 'zh-CN' ? 'zh-cn' : 'en';
  const monthName = (month: number) => dayjs().locale(locale).month(month).format('MMM');
  const weekdayName = (day: number) => dayjs().locale(locale).day(day).format('ddd');
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('userHome.heatmapTitle')}
      data-testid="heatmap-band"
    >
      {band.monthStarts.map(({ week, month }) => (
        <text key={`${week}-${month}`} x={LEFT + week * STEP} y={11} className="user-home-heatmap__label">
          {monthName(month)}
        </text>
      ))}
      {[1, 3, 5].map((day) => (
        <text key={day} x={0} y={TOP + day * STEP + 10} className="user-home-heatmap__label">
          {weekdayName(day)}
        </text>
      ))}
      {band.cells.map((cell) => (
        <rect
          key={cell.date}
          x={LEFT + cell.week * STEP}
          y={TOP + cell.weekday * STEP}
          width={CELL}
          height={CELL}
          rx={2}
          fill={LEVEL_COLORS[cell.level]}
          data-testid={`heatmap-day-${cell.date}`}
          data-count={cell.count}
          data-level={cell.level}
        >
          <title>{t('userHome.heatmapDay', { count: cell.count, date: cell.date })}</title>
        </rect>
      ))}
    </svg>
  );
}
