import { useId, type ReactNode } from 'react';

export interface Bar {
  /** What the bar stands for: a day, a city, a product and size. */
  label: string;
  value: number;
}

/** Categories shown one by one; the rest are summed in one "Others" bar. */
export const TOP_CATEGORIES = 10;

const COLUMN = 14;
const COLUMN_GAP = 4;
const COLUMN_HEIGHT = 140;
/** Room on the left of the columns for the value axis. */
const AXIS = 44;
const ROW = 24;
const LABEL_WIDTH = 220;
const ROW_WIDTH = 360;
const VALUE_WIDTH = 110;

/**
 * The figure, its caption and the SVG list the bars are drawn in. The SVG keeps its own size (one
 * unit a pixel), so its 12 px labels stay 12 px on a phone: a chart wider than the screen scrolls
 * inside its frame.
 */
function ChartFrame({
  title,
  width,
  height,
  children,
}: {
  title: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure className="bo-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <div className="bo-chart__frame">
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
  if (layout === 'columns') {
    const ticks = axisTicks(Math.max(0, ...bars.map((b) => b.value)));
    const top = ticks.at(-1)!;
    const width = AXIS + Math.max(1, bars.length) * (COLUMN + COLUMN_GAP);
    const yOf = (value: number) => 8 + COLUMN_HEIGHT - (value / top) * COLUMN_HEIGHT;
    // About nine date labels under the columns, so two months stay readable.
    const labelEvery = Math.max(1, Math.ceil(bars.length / 9));
    return (
      <ChartFrame title={title} width={width} height={COLUMN_HEIGHT + 32}>
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
          const x = AXIS + i * (COLUMN + COLUMN_GAP);
          return (
            <BarItem key={bar.label} name={`${bar.label}: ${valueText(bar.value)}`}>
              <rect
                x={x}
                y={yOf(bar.value)}
                width={COLUMN}
                height={yOf(0) - yOf(bar.value)}
                className="bo-chart__bar"
              />
              {i % labelEvery === 0 && (
                <text x={x} y={yOf(0) + 18} className="bo-chart__label" aria-hidden="true">
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
  return (
    <ChartFrame
      title={title}
      width={LABEL_WIDTH + ROW_WIDTH + VALUE_WIDTH}
      height={Math.max(1, shown.length) * ROW}
    >
      {shown.map((bar, i) => {
        const y = i * ROW;
        const width = (bar.value / max) * ROW_WIDTH;
        return (
          <BarItem key={bar.label} name={`${bar.label}: ${valueText(bar.value)}`}>
            <text
              x={LABEL_WIDTH - 6}
              y={y + 16}
              textAnchor="end"
              className="bo-chart__label"
              aria-hidden="true"
            >
              {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 3} width={width} height={ROW - 6} className="bo-chart__bar" />
            <text x={LABEL_WIDTH + width + 6} y={y + 16} className="bo-chart__label" aria-hidden="true">
              {valueText(bar.value)}
            </text>
          </BarItem>
        );
      })}
    </ChartFrame>
  );
}
