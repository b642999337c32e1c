import { useEffect, useRef } from 'react';
import { RANK_TYPE, type RankRow, type RankType } from '@judge/contract';
import { useTranslation } from 'react-i18next';

interface RankChartProps {
  type: RankType;
  rows: RankRow[];
  compact: boolean;
}

/** The top-10 bar chart above a rank list (spec 2 §2.10): AC and total for ACM, score for OI. */
export function RankChart({ type, rows, compact }: RankChartProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (rows.length === 0) return;
    let chart: { dispose(): void; resize(): void } | null = null;
    let disposed = false;
    const onResize = () => chart?.resize();
    // ECharts is loaded with the chart, not with the page's first paint.
    void import('./rank-chart').then(({ echarts }) => {
      if (disposed || !container.current) return;
      const instance = echarts.init(container.current);
      const series =
        type === RANK_TYPE.OI
          ? [
              {
                name: t('rank.score'),
                type: 'bar',
                barMaxWidth: 48,
                data: rows.map((row) => row.score),
                itemStyle: { color: '#2d8cf0' },
              },
            ]
          : [
              {
                name: t('rank.ac'),
                type: 'bar',
                barMaxWidth: 48,
                data: rows.map((row) => row.ac),
                itemStyle: { color: '#19be6b' },
              },
              {
                name: t('rank.total'),
                type: 'bar',
                barMaxWidth: 48,
                data: rows.map((row) => row.total),
                itemStyle: { color: '#2d8cf0' },
              },
            ];
      instance.setOption({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { top: 0 },
        grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
        xAxis: {
          type: 'category',
          data: rows.map((row) => row.username),
          axisLabel: {
            interval: 0,
            rotate: compact ? 45 : 0,
            width: compact ? 70 : 100,
            overflow: 'truncate',
          },
        },
        yAxis: { type: 'value', minInterval: 1 },
        series,
      });
      chart = instance;
      window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [type, rows, compact, t, i18n.language]);

  return <div ref={container} className="rank-chart" data-testid="rank-chart" />;
}
