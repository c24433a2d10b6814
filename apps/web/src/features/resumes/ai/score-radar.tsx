import type { TSubScore } from '@offerpilot/shared';
import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** echarts (about 130 KB compressed) is fetched when a radar is drawn, not with the /resume screen. */
const loadEcharts = () => import('./score-radar-chart.ts').then((m) => m.echarts);

/** The six sub-scores as a radar (SVG, so it stays sharp and light); the list next to it has the numbers. */
export function ScoreRadar({ scores, label }: { scores: TSubScore[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const { t } = useTranslation('resumeAi');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let dispose: (() => void) | undefined;
    loadEcharts().then(
      (echarts) => {
        if (cancelled) return;
        const chart = echarts.init(el, undefined, { renderer: 'svg' });
        chart.setOption({
          tooltip: { trigger: 'item', confine: true },
          radar: {
            radius: '52%',
            indicator: scores.map((s) => ({ name: s.label, max: 100 })),
            axisName: { color: token.colorTextSecondary, fontSize: 12 },
            splitLine: { lineStyle: { color: token.colorBorderSecondary } },
            splitArea: { areaStyle: { color: [token.colorFillQuaternary, 'transparent'] } },
            axisLine: { lineStyle: { color: token.colorBorderSecondary } },
          },
          series: [
            {
              type: 'radar',
              name: label,
              data: [{ value: scores.map((s) => s.score), name: label }],
              symbolSize: 5,
              lineStyle: { color: token.colorPrimary, width: 2 },
              itemStyle: { color: token.colorPrimary },
              areaStyle: { color: token.colorPrimary, opacity: 0.18 },
            },
          ],
        });
        const observer = new ResizeObserver(() => chart.resize());
        observer.observe(el);
        dispose = () => {
          observer.disconnect();
          chart.dispose();
        };
      },
      () => {
        // The chart's file did not load (network gone, a new deployment): the list below still has the numbers.
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [scores, label, token]);

  if (failed) return <p className="op-ai-radar op-ai-radar--failed">{t('quality.radarFailed')}</p>;
  return (
    <div
      ref={ref}
      className="op-ai-radar"
      role="img"
      aria-label={`${label}：${scores.map((s) => `${s.label} ${s.score}`).join('，')}`}
    />
  );
}
