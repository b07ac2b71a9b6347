import { useId, type ReactNode, type RefObject } from 'react';
import { useBoxWidth } from '../hooks/use-box-width';

export interface Bar {
  /** What the bar stands for: a day, a city, a product and size. */
  label: string;
  value: number;
}

/** Categories shown one by one; the rest are summed in one "Others" bar. */
export const TOP_CATEGORIES = 10;

/** The width drawn for until the chart's box is measured (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 640;
/** Room on the left of the columns for the value axis. */
const AXIS = 44;
const COLUMN_HEIGHT = 140;
/** Room one day takes along the axis: at least enough to see each bar, at most a thick one. */
const MIN_STEP = 4;
const MAX_STEP = 48;
/** Room a date label (`22/11`, 12 px) needs, with a gap before the next one. */
const DATE_LABEL = 44;
const ROW = 24;
/** Below this width a category's label goes above its bar instead of on its left. */
const STACK_BELOW = 560;
const STACKED_ROW = 40;
const LABEL_WIDTH = 220;
const VALUE_WIDTH = 110;
/** About how wide one character of a 12 px label is, to shorten labels to their room. */
const CHAR_WIDTH = 7;

/**
 * The figure, its caption and the SVG list the bars are drawn in. The SVG keeps its own size (one
 * unit a pixel), so its 12 px labels stay 12 px on a phone; it is drawn for the width of its frame,
 * which it only passes when a range has more days than the frame has room for, and then scrolls
 * inside the frame.
 */
function ChartFrame({
  title,
  frame,
  width,
  height,
  children,
}: {
  title: string;
  frame: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure className="bo-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <div className="bo-chart__frame" ref={frame}>
        <svg
          role="list"
          aria-labelledby={titleId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="bo-chart__svg"
        >
          {children}
        </svg>
      </div>
    </figure>
  );
}

/** One bar: a list item named by its label and value, with a tooltip saying the same. */
function BarItem({ name, children }: { name: string; children: ReactNode }) {
  return (
    <g role="listitem" aria-label={name}>
      <title>{name}</title>
      {children}
    </g>
  );
}

/** The largest `TOP_CATEGORIES` bars, then one "Others (n)" bar summing the rest. */
export function topCategories(bars: readonly Bar[]): Bar[] {
  const sorted = [...bars].sort((a, b) => b.value - a.value);
  if (sorted.length <= TOP_CATEGORIES) return sorted;
  const rest = sorted.slice(TOP_CATEGORIES);
  return [
    ...sorted.slice(0, TOP_CATEGORIES),
    { label: `Others (${rest.length})`, value: rest.reduce((sum, b) => sum + b.value, 0) },
  ];
}

/** A label cut to about `room` pixels. */
function fitLabel(label: string, room: number): string {
  const chars = Math.max(4, Math.floor(room / CHAR_WIDTH));
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/** 0, half and the top of the value axis, whole numbers. */
function axisTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  return [...new Set([0, Math.round(top / 2), top])];
}

/**
 * A bar chart drawn as SVG by the app (docs/decisions/090): `columns` for a series over days, with
 * a value axis; `rows` for categories, the top ten and "Others", each with its value at the end of
 * its bar. Each bar is a list item named by its label and value, so screen readers and tests read
 * the chart as the table next to it does.
 */
export function BarChart({
  title,
  bars,
  layout,
  valueText,
}: {
  title: string;
  bars: readonly Bar[];
  layout: 'columns' | 'rows';
  /** A value as the table shows it, e.g. `12 orders`. */
  valueText: (value: number) => string;
}) {
  const { ref: frame, width: room } = useBoxWidth<HTMLDivElement>(FALLBACK_WIDTH);
  if (layout === 'columns') {
    const ticks = axisTicks(Math.max(0, ...bars.map((b) => b.value)));
    const top = ticks.at(-1)!;
    const count = Math.max(1, bars.length);
    const step = Math.min(MAX_STEP, Math.max(MIN_STEP, (room - AXIS) / count));
    const column = Math.max(MIN_STEP - 1, step * 0.75);
    const width = AXIS + count * step;
    const yOf = (value: number) => 8 + COLUMN_HEIGHT - (value / top) * COLUMN_HEIGHT;
    // As many date labels as fit side by side: every day of a short range, every few of a long one.
    const labelEvery = Math.ceil(DATE_LABEL / step);
    return (
      <ChartFrame title={title} frame={frame} width={width} height={COLUMN_HEIGHT + 32}>
        <g className="bo-chart__axis" aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={AXIS - 4} x2={width} y1={yOf(tick)} y2={yOf(tick)} />
              <text x={AXIS - 8} y={yOf(tick) + 4} textAnchor="end" className="bo-chart__label">
                {tick}
              </text>
            </g>
          ))}
        </g>
        {bars.map((bar, i) => {
          const x = AXIS + i * step;
          const labelX = x + column / 2;
          // Centred under its column; a last one that would run past the chart's edge is left out.
          const labelled = i % labelEvery === 0 && labelX + DATE_LABEL / 2 <= width;
          return (
            <BarItem key={bar.label} name={`${bar.label}: ${valueText(bar.value)}`}>
              <rect
                x={x}
                y={yOf(bar.value)}
                width={column}
                height={yOf(0) - yOf(bar.value)}
                className="bo-chart__bar"
              />
              {labelled && (
                <text
                  x={labelX}
                  y={yOf(0) + 18}
                  textAnchor="middle"
                  className="bo-chart__label"
                  aria-hidden="true"
                >
                  {bar.label.slice(0, 5)}
                </text>
              )}
            </BarItem>
          );
        })}
      </ChartFrame>
    );
  }
  const shown = topCategories(bars);
  const max = Math.max(1, ...shown.map((b) => b.value));
  // On a narrow screen each label takes the line above its bar, so the bars keep their length.
  const stacked = room < STACK_BELOW;
  const labelWidth = stacked ? 0 : Math.min(LABEL_WIDTH, Math.round(room * 0.35));
  const barRoom = Math.max(1, room - labelWidth - VALUE_WIDTH);
  const rowHeight = stacked ? STACKED_ROW : ROW;
  return (
    <ChartFrame title={title} frame={frame} width={room} height={Math.max(1, shown.length) * rowHeight}>
      {shown.map((bar, i) => {
        const y = i * rowHeight;
        const barY = stacked ? y + 20 : y + 3;
        const width = (bar.value / max) * barRoom;
        return (
          <BarItem key={bar.label} name={`${bar.label}: ${valueText(bar.value)}`}>
            <text
              x={stacked ? 0 : labelWidth - 6}
              y={y + 14}
              textAnchor={stacked ? 'start' : 'end'}
              className="bo-chart__label"
              aria-hidden="true"
            >
              {fitLabel(bar.label, stacked ? room : labelWidth - 6)}
            </text>
            <rect x={labelWidth} y={barY} width={width} height={ROW - 6} className="bo-chart__bar" />
            <text x={labelWidth + width + 6} y={barY + 13} className="bo-chart__label" aria-hidden="true">
              {valueText(bar.value)}
            </text>
          </BarItem>
        );
      })}
    </ChartFrame>
  );
}
