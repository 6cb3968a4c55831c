import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Takings } from '@/shared/answers/money';
import { axisDollars, shortDay } from '../takings-words';

/** The theme's brand, accent and ink: money in, money back, and what the shop kept. */
export const chartColours = { charges: '#1f7a70', refunds: '#b93e1c', net: '#1d3557' };
const height = 280;

function options(days: Takings['days'], width: number): uPlot.Options {
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.38, 28], align });
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: [-0.6, days.length - 0.4] } },
    axes: [
      {
        stroke: chartColours.net,
        grid: { show: false },
        space: 52,
        values: (_plot, splits) =>
          splits.map((split) => (Number.isInteger(split) && days[split] ? shortDay(days[split].date) : '')),
      },
      { stroke: chartColours.net, size: 64, values: (_plot, splits) => splits.map(axisDollars) },
    ],
    series: [
      {},
      {
        label: 'Charges',
        fill: chartColours.charges,
        stroke: chartColours.charges,
        paths: bars(-1),
        points: { show: false },
      },
      {
        label: 'Refunds',
        fill: chartColours.refunds,
        stroke: chartColours.refunds,
        paths: bars(1),
        points: { show: false },
      },
      { label: 'Net', stroke: chartColours.net, width: 2, points: { show: true, size: 5 } },
    ],
  };
}

/**
 * Charges and refunds per day as bars side by side, and the day's net as a line, drawn by uPlot on a
 * canvas the width of its box (redrawn as the tablet turns). Loaded only by the takings page.
 */
export default function TakingsChart({ days }: { days: Takings['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const data: uPlot.AlignedData = [
      days.map((_day, index) => index),
      days.map((day) => day.charges),
      days.map((day) => day.refunds),
      days.map((day) => day.net),
    ];
    const plot = new uPlot(options(days, element.clientWidth), data, element);
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} className="min-h-[280px] w-full" aria-hidden="true" />;
}
