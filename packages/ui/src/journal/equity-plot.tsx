import { formatMoney } from '@prop/contracts/money';
import type { EquityPoint } from '@prop/contracts/trading';
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';

export interface EquityPlotProps {
  points: readonly EquityPoint[];
  currency: string;
}

/**
 * The chart draws timestamps as UTC; shifting each by the viewer's offset shows their own clock.
 * Buckets come oldest first, one per time; a repeated time is dropped, as the chart refuses it.
 */
function seriesOf(points: readonly EquityPoint[]) {
  const balance: { time: UTCTimestamp; value: number }[] = [];
  const equity: { time: UTCTimestamp; value: number }[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    const instant = new Date(point.time);
    const time = Math.floor((instant.getTime() - instant.getTimezoneOffset() * 60_000) / 1000);
    if (time <= last) continue;
    last = time;
    balance.push({ time: time as UTCTimestamp, value: Number(point.balance) });
    equity.push({ time: time as UTCTimestamp, value: Number(point.equity) });
  }
  return { balance, equity };
}

/**
 * The picture of the balance and equity chart (TradingView's lightweight-charts), its own chunk so the
 * library never weighs on a page's first load. It fills the sized box its caller gives it; the caller
 * hides it from assistive technology and says in words what it shows.
 */
export default function EquityPlot({ points, currency }: EquityPlotProps) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{
    api: IChartApi;
    balance: ISeriesApi<'Line'>;
    equity: ISeriesApi<'Area'>;
  } | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const api = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: theme.colors.textMuted,
        fontFamily: theme.fonts.body,
        fontSize: 12,
        // The attribution is a link: inside a box hidden from assistive technology it would be a
        // keyboard stop nobody can name, so the caption carries it instead.
        attributionLogo: false,
      },
      grid: { vertLines: { color: theme.colors.border }, horzLines: { color: theme.colors.border } },
      rightPriceScale: { borderColor: theme.colors.border },
      timeScale: { borderColor: theme.colors.border, timeVisible: true, secondsVisible: false },
      localization: { priceFormatter: (value: number) => formatMoney(value, currency) },
      // The page scrolls under a finger or a wheel; the chart never captures it.
      handleScroll: false,
      handleScale: false,
    });
    const equity = api.addSeries(AreaSeries, {
      lineColor: theme.colors.info,
      topColor: theme.colors.infoSoft,
      bottomColor: 'transparent',
      lineWidth: 2,
      priceLineVisible: false,
    });
    const balance = api.addSeries(LineSeries, {
      color: theme.colors.warning,
      lineWidth: 2,
      lineStyle: LineStyle.Dashed,
      priceLineVisible: false,
    });
    setChart({ api, balance, equity });
    return () => {
      setChart(null);
      api.remove();
    };
  }, [theme, currency]);

  useEffect(() => {
    if (!chart) return;
    const { balance, equity } = seriesOf(points);
    chart.balance.setData(balance);
    chart.equity.setData(equity);
    chart.api.timeScale().fitContent();
  }, [chart, points]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} />;
}
