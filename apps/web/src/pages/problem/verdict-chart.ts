import * as echarts from 'echarts/core';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the pieces the verdict chart uses, so the chart chunk stays small.
echarts.use([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
