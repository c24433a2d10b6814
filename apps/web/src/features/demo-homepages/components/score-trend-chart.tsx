import { theme } from 'antd';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

/** The sample's last six mock-interview scores as a line, in the design's own colours. */
export function ScoreTrendChart({ scores }: { scores: number[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const { t } = useTranslation('demoHomepages');

  useEffect(() => {
    if (!ref.current) return undefined;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animationDuration: 500,
      tooltip: { trigger: 'axis', confine: true },
      grid: { left: 36, right: 16, top: 16, bottom: 28 },
      xAxis: {
        type: 'category',
        data: scores.map((_, i) => t('dashboard.trendRound', { n: i + 1 })),
        axisLabel: { color: token.colorTextSecondary, fontSize: 11, hideOverlap: true },
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      yAxis: {
        type: 'value',
        min: 40,
        max: 100,
        splitNumber: 3,
        axisLabel: { color: token.colorTextSecondary, fontSize: 11 },
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [
        {
          type: 'line',
          name: t('dashboard.trendTitle'),
          data: scores,
          smooth: true,
          symbolSize: 7,
          areaStyle: { color: token.colorPrimary, opacity: 0.12 },
          lineStyle: { color: token.colorPrimary, width: 2 },
          itemStyle: { color: token.colorPrimary },
        },
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [scores, token, t]);

  return (
    <div
      ref={ref}
      className="op-demo-trend"
      role="img"
      aria-label={t('dashboard.trendAria', { values: scores.join('、') })}
    />
  );
}
