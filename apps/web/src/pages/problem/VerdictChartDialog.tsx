import { useEffect, useRef } from 'react';
import { Empty, Modal } from 'antd';
import { JudgeStatus } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import type { ProblemCount } from '../../api/problems';
import { judgeStatusLook } from '../../components/judge-status/judge-status';

/** The verdicts of the chart (spec 1-core §2.7) and the status each count stands for. */
const SLICES: { key: keyof Omit<ProblemCount, 'total'>; status: number }[] = [
  { key: 'ac', status: JudgeStatus.ACCEPTED },
  { key: 'wa', status: JudgeStatus.WRONG_ANSWER },
  { key: 'ce', status: JudgeStatus.COMPILE_ERROR },
  { key: 'pa', status: JudgeStatus.PARTIAL_ACCEPTED },
  { key: 'tle', status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  { key: 'mle', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  { key: 're', status: JudgeStatus.RUNTIME_ERROR },
  { key: 'pe', status: JudgeStatus.PRESENTATION_ERROR },
];

interface VerdictChartDialogProps {
  open: boolean;
  onClose: () => void;
  problemId: string;
  counts: ProblemCount;
}

export function VerdictChartDialog({ open, onClose, problemId, counts }: VerdictChartDialogProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const hasData = SLICES.some((slice) => counts[slice.key] > 0);

  useEffect(() => {
    if (!open || !hasData) return;
    let chart: { dispose(): void; resize(): void } | null = null;
    let disposed = false;
    const onResize = () => chart?.resize();
    // ECharts is loaded with the dialog, not with the page.
    void import('./verdict-chart').then(({ echarts }) => {
      if (disposed || !container.current) return;
      const instance = echarts.init(container.current);
      instance.setOption({
        tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
        legend: { bottom: 0, type: 'scroll' },
        series: [
          {
            type: 'pie',
            radius: ['35%', '65%'],
            center: ['50%', '45%'],
            label: { formatter: '{b}\n{c}' },
            data: SLICES.filter((slice) => counts[slice.key] > 0).map((slice) => {
              const look = judgeStatusLook(slice.status);
              return {
                name: t(`judgeStatus.${look.name}`),
                value: counts[slice.key],
                itemStyle: { color: look.color },
              };
            }),
          },
        ],
      });
      chart = instance;
      window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [open, hasData, counts, t, i18n.language]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('problemDetail.statisticsTitle', { problemId })}
      width={560}
      destroyOnHidden
    >
      {hasData ? (
        <div ref={container} className="verdict-chart" data-testid="verdict-chart" />
      ) : (
        <Empty description={t('problemDetail.noStatistics')} />
      )}
    </Modal>
  );
}
