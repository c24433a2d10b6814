import { RadarChart } from 'echarts/charts';
import { RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([RadarChart, RadarComponent, TooltipComponent, SVGRenderer]);

/** echarts with what the radar needs; loaded only when a radar is drawn (not with the resume library). */
export { echarts };
