import { ANSWER_DIMENSIONS, type TAnswerDimensions } from '@offerpilot/shared';
import { theme } from 'antd';
import { RadarChart } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

echarts.use([RadarChart, RadarComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/**
 * The five answer dimensions as a radar (SVG); with `previous`, the earlier session's shape too.
 * The list beside it on the screen carries the numbers for screen readers.
 */
export function DimensionRadar({
  dimensions,
  previous,
  label,
  previousLabel,
}: {
  dimensions: TAnswerDimensions;
  previous?: TAnswerDimensions | null;
  label: string;
  previousLabel?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const { t } = useTranslation('interview');

  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    const series = [
      {
        value: ANSWER_DIMENSIONS.map((d) => dimensions[d]),
        name: label,
        lineStyle: { color: token.colorPrimary, width: 2 },
        itemStyle: { color: token.colorPrimary },
        areaStyle: { color: token.colorPrimary, opacity: 0.18 },
      },
      ...(previous
        ? [
            {
              value: ANSWER_DIMENSIONS.map((d) => previous[d]),
              name: previousLabel ?? '',
              lineStyle: { color: token.colorTextTertiary, width: 1, type: 'dashed' as const },
              itemStyle: { color: token.colorTextTertiary },
            },
          ]
        : []),
    ];
    chart.setOption({
      tooltip: { trigger: 'item', confine: true },
      legend: previous ? { bottom: 0, textStyle: { color: token.colorTextSecondary } } : undefined,
      radar: {
        radius: '60%',
        center: ['50%', previous ? '46%' : '52%'],
        indicator: ANSWER_DIMENSIONS.map((d) => ({ name: t(`dimension.${d}`), max: 100 })),
        axisName: { color: token.colorTextSecondary, fontSize: 12 },
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
        splitArea: { areaStyle: { color: [token.colorFillQuaternary, 'transparent'] } },
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [{ type: 'radar', symbolSize: 5, data: series }],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [dimensions, previous, label, previousLabel, token, t]);

  return (
    <div
      ref={ref}
      className="op-iv-radar"
      role="img"
      aria-label={`${label}：${ANSWER_DIMENSIONS.map((d) => `${t(`dimension.${d}`)} ${dimensions[d]}`).join('，')}`}
    />
  );
}
