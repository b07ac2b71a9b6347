import { useId } from 'react';
import { formatPrice, formatShopDay, type ProfitRow } from '@vigor/shared';
import { useBoxWidth } from '../hooks/use-box-width';

const HEIGHT = 160;
const AXIS = 56;
const FALLBACK_WIDTH = 640;
/** Room one day takes: two bars side by side, at least 4 px, at most 40. */
const MIN_STEP = 4;
const MAX_STEP = 40;

/**
 * Daily profit and spend, drawn in SVG like the other REPORTS charts (docs/decisions/090): per
 * day a spend bar and a profit bar, profit below the zero line when the day lost money. Each bar
 * is a list item whose label reads the figure, so a screen reader hears the same numbers.
 */
export function ProfitChart({ days }: { days: readonly ProfitRow[] }) {
  const titleId = useId();
  const { ref: frame, width: box } = useBoxWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const step = Math.max(MIN_STEP, Math.min(MAX_STEP, (box - AXIS) / Math.max(days.length, 1)));
  const width = Math.max(box, AXIS + step * days.length);
  const top = Math.max(0, ...days.map((d) => Math.max(d.spend, d.profit)));
  const bottom = Math.min(0, ...days.map((d) => d.profit));
  const span = top - bottom || 1;
  const y = (value: number) => ((top - value) / span) * HEIGHT;
  const bar = (value: number) => ({
    y: Math.min(y(value), y(0)),
    height: Math.max(1, Math.abs(y(value) - y(0))),
  });
  return (
    <figure className="bo-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>Daily profit and spend</figcaption>
      <p className="bo-chart__legend">
        <span className="bo-chart__key bo-chart__key--spend" /> Spend{' '}
        <span className="bo-chart__key bo-chart__key--profit" /> Profit
      </p>
      <div className="bo-chart__frame" ref={frame}>
        <svg
          role="list"
          aria-labelledby={titleId}
          width={width}
          height={HEIGHT + 24}
          className="bo-chart__svg"
        >
          <g className="bo-chart__axis">
            <line x1={AXIS} x2={width} y1={y(0)} y2={y(0)} />
            <text className="bo-chart__label" x={0} y={12}>
              {Math.round(top)} dh
            </text>
            {bottom < 0 && (
              <text className="bo-chart__label" x={0} y={HEIGHT}>
                {Math.round(bottom)} dh
              </text>
            )}
          </g>
          {days.map((day, i) => {
            const x = AXIS + i * step;
            const spend = bar(day.spend);
            const profit = bar(day.profit);
            return (
              <g
                key={day.key}
                role="listitem"
                aria-label={`${formatShopDay(day.key)}: spend ${formatPrice(day.spend)}, profit ${formatPrice(day.profit)}`}
              >
                <rect
                  className="bo-chart__bar bo-chart__bar--spend"
                  x={x + 1}
                  width={step / 2 - 1}
                  {...spend}
                />
                <rect
                  className={`bo-chart__bar ${day.profit < 0 ? 'bo-chart__bar--loss' : 'bo-chart__bar--profit'}`}
                  x={x + step / 2}
                  width={step / 2 - 1}
                  {...profit}
                />
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
