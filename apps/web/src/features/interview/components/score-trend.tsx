import type { TInterviewStats } from '@offerpilot/shared';
import { theme } from 'antd';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

echarts.use([LineChart, GridComponent, TooltipComponent, MarkPointComponent, SVGRenderer]);

const dateLabel = (iso: string) => {
  const d = new Date(iso);
  return `${d.getMonth() + 1}/${d.getDate()} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** The overall score of the last ended sessions, oldest first; `highlight` marks one session. */
export function ScoreTrend({ trend, highlight }: { trend: TInterviewStats['trend']; highlight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const { t } = useTranslation('interview');

  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    const index = trend.findIndex((p) => p.session_id === highlight);
    chart.setOption({
      tooltip: { trigger: 'axis', confine: true },
      grid: { left: 36, right: 16, top: 24, bottom: 28 },
      xAxis: {
        type: 'category',
        data: trend.map((p) => dateLabel(p.created_at)),
        axisLabel: { color: token.colorTextSecondary, fontSize: 11, hideOverlap: true },
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      yAxis: {
        type: 'value',
        min: 0,
        max: 100,
        splitNumber: 4,
        axisLabel: { color: token.colorTextSecondary, fontSize: 11 },
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [
        {
          type: 'line',
          name: t('summary.trendScore'),
          data: trend.map((p) => p.overall_score),
          smooth: true,
          symbolSize: 7,
          lineStyle: { color: token.colorPrimary, width: 2 },
          itemStyle: { color: token.colorPrimary },
          markPoint:
            index >= 0
              ? {
                  symbolSize: 44,
                  itemStyle: { color: token.colorPrimary },
                  label: { color: token.colorWhite, fontSize: 11, formatter: t('summary.trendThis') },
                  data: [{ coord: [index, trend[index]!.overall_score] }],
                }
              : undefined,
        },
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [trend, highlight, token, t]);

  return (
    <div
      ref={ref}
      className="op-iv-trend"
      role="img"
      aria-label={`${t('summary.trendScore')}：${trend.map((p) => `${dateLabel(p.created_at)} ${p.overall_score}`).join('，')}`}
    />
  );
}
