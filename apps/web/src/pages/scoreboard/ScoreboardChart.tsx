import { useEffect, useRef, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { CONTEST_TYPE, type AcmRankRow, type OiRankRow, type ScoreboardRow } from '@judge/contract';
import { scoreBars, solveLines } from './chart-data';

interface ScoreboardChartProps {
  type: number;
  rows: ScoreboardRow[];
  rankShowName: string;
  /** The contest's length in minutes: the ACM chart's time axis. */
  durationMinutes: number;
  /** Minutes elapsed (capped at the length): the ACM lines run on to it. */
  elapsedMinutes: number;
  compact: boolean;
}

/**
 * The top-10 chart over the board (the reference's): ACM, each user's solved count stepping up at each
 * first AC over the contest's minutes; OI, the total scores as bars. ECharts loads with the chart, and
 * a refresh only replaces the data (no flash every 30 s).
 */
export function ScoreboardChart(props: ScoreboardChartProps) {
  const { type, rows, rankShowName, durationMinutes, elapsedMinutes, compact } = props;
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);

  useEffect(() => {
    let instance: EChartsType | null = null;
    let disposed = false;
    const onResize = () => instance?.resize();
    void import('./scoreboard-echarts').then(({ echarts }) => {
      if (disposed || !container.current) return;
      instance = echarts.init(container.current);
      setChart(instance);
      window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!chart) return;
    const grid = { left: 8, right: compact ? 12 : 24, top: 48, bottom: 24, containLabel: true };
    if (type === CONTEST_TYPE.OI) {
      const bars = scoreBars(rows as OiRankRow[], rankShowName);
      chart.setOption(
        {
          tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
          grid,
          xAxis: {
            type: 'category',
            data: bars.map((bar) => bar.name),
            axisLabel: {
              interval: 0,
              rotate: compact ? 45 : 0,
              width: compact ? 70 : 100,
              overflow: 'truncate',
            },
          },
          yAxis: { type: 'value', minInterval: 1 },
          series: [
            {
              name: t('scoreboard.column.score'),
              type: 'bar',
              barMaxWidth: 48,
              data: bars.map((bar) => bar.score),
              itemStyle: { color: '#2d8cf0' },
            },
          ],
        },
        { notMerge: true },
      );
      return;
    }
    const lines = solveLines(rows as AcmRankRow[], rankShowName, elapsedMinutes);
    chart.setOption(
      {
        tooltip: { trigger: 'item' },
        legend: { type: 'scroll', top: 0, data: lines.map((line) => line.name) },
        grid,
        dataZoom: [{ type: 'inside', xAxisIndex: 0, filterMode: 'none' }],
        xAxis: {
          type: 'value',
          name: t('scoreboard.chartMinutes'),
          nameLocation: 'middle',
          nameGap: 24,
          min: 0,
          max: Math.max(1, durationMinutes),
        },
        yAxis: { type: 'value', name: t('scoreboard.chartSolved'), minInterval: 1 },
        series: lines.map((line) => ({
          name: line.name,
          type: 'line',
          step: 'end',
          symbolSize: 6,
          data: line.points,
        })),
      },
      { notMerge: true },
    );
  }, [chart, type, rows, rankShowName, durationMinutes, elapsedMinutes, compact, t, i18n.language]);

  return <div ref={container} className="scoreboard-chart" data-testid="board-chart" />;
}
