import { useId, type ReactNode } from 'react';

export interface Bar {
  /** What the bar stands for: a day, a city, a product and size. */
  label: string;
  value: number;
  /** The value as the table shows it, e.g. `12 orders`. */
  valueText: string;
}

const COLUMN = 14;
const COLUMN_GAP = 4;
const COLUMN_HEIGHT = 140;
const ROW = 22;
const LABEL_WIDTH = 260;
const ROW_WIDTH = 520;

/** The figure, its caption and the SVG list the bars are drawn in. */
function ChartFrame({ title, viewBox, children }: { title: string; viewBox: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <figure className="bo-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <svg role="list" aria-labelledby={titleId} viewBox={viewBox} className="bo-chart__svg">
        {children}
      </svg>
    </figure>
  );
}

/** One bar: a list item named by its label and value, with a tooltip saying the same. */
function BarItem({ bar, children }: { bar: Bar; children: ReactNode }) {
  const name = `${bar.label}: ${bar.valueText}`;
  return (
    <g role="listitem" aria-label={name}>
      <title>{name}</title>
      {children}
    </g>
  );
}

/**
 * A bar chart drawn as SVG by the app (docs/decisions/090): `columns` for a series over days,
 * `rows` for categories. Each bar is a list item named by its label and value, so screen readers
 * and tests read the chart as the table next to it does.
 */
export function BarChart({
  title,
  bars,
  layout,
}: {
  title: string;
  bars: readonly Bar[];
  layout: 'columns' | 'rows';
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  if (layout === 'columns') {
    const width = Math.max(1, bars.length) * (COLUMN + COLUMN_GAP);
    // About nine date labels under the columns, so two months stay readable.
    const labelEvery = Math.max(1, Math.ceil(bars.length / 9));
    return (
      <ChartFrame title={title} viewBox={`0 0 ${width} ${COLUMN_HEIGHT + 20}`}>
        {bars.map((bar, i) => {
          const height = (bar.value / max) * COLUMN_HEIGHT;
          const x = i * (COLUMN + COLUMN_GAP);
          return (
            <BarItem key={bar.label} bar={bar}>
              <rect
                x={x}
                y={COLUMN_HEIGHT - height}
                width={COLUMN}
                height={height}
                className="bo-chart__bar"
              />
              {i % labelEvery === 0 && (
                <text x={x} y={COLUMN_HEIGHT + 14} className="bo-chart__label" aria-hidden="true">
                  {bar.label.slice(0, 5)}
                </text>
              )}
            </BarItem>
          );
        })}
      </ChartFrame>
    );
  }
  return (
    <ChartFrame
      title={title}
      viewBox={`0 0 ${LABEL_WIDTH + ROW_WIDTH + 90} ${Math.max(1, bars.length) * ROW}`}
    >
      {bars.map((bar, i) => {
        const y = i * ROW;
        const width = (bar.value / max) * ROW_WIDTH;
        return (
          <BarItem key={bar.label} bar={bar}>
            <text
              x={LABEL_WIDTH - 6}
              y={y + 15}
              textAnchor="end"
              className="bo-chart__label"
              aria-hidden="true"
            >
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 3} width={width} height={ROW - 6} className="bo-chart__bar" />
            <text x={LABEL_WIDTH + width + 6} y={y + 15} className="bo-chart__label" aria-hidden="true">
              {bar.valueText}
            </text>
          </BarItem>
        );
      })}
    </ChartFrame>
  );
}
