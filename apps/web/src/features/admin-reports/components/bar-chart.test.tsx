import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, topCategories } from './bar-chart';

const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
const cities = Array.from({ length: 13 }, (_, i) => ({ label: `City ${i + 1}`, value: i + 1 }));

describe('BarChart', () => {
  it('shows the ten largest categories, then the rest summed as Others', () => {
    render(<BarChart title="Orders by city" bars={cities} layout="rows" valueText={orders} />);
    const bars = within(screen.getByRole('list', { name: 'Orders by city' })).getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      ...[13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `City ${n}: ${orders(n)}`),
      'Others (3): 6 orders',
    ]);
    // The value is written at the end of each bar.
    expect(within(bars[10]!).getByText('6 orders')).toBeInTheDocument();
  });

  it('keeps ten categories or fewer as they are, largest first', () => {
    expect(topCategories(cities.slice(0, 3)).map((b) => b.label)).toEqual(['City 3', 'City 2', 'City 1']);
    expect(topCategories(cities.slice(0, 10))).toHaveLength(10);
  });

  it('draws days as columns over a value axis from 0 to the largest value', () => {
    const days = [
      { label: '20/11/2026', value: 3 },
      { label: '21/11/2026', value: 8 },
    ];
    const { container } = render(
      <BarChart title="Orders by day" bars={days} layout="columns" valueText={orders} />,
    );
    const axis = container.querySelector('.bo-chart__axis')!;
    expect([...axis.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['0', '4', '8']);
    const list = screen.getByRole('list', { name: 'Orders by day' });
    expect(within(list).getByRole('listitem', { name: '21/11/2026: 8 orders' })).toBeInTheDocument();
    // Drawn at its own size, one unit a pixel: its 12 px labels are not scaled down on a phone.
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe(
      `0 0 ${svg.getAttribute('width')} ${svg.getAttribute('height')}`,
    );
  });

  it('labels every day of a short range and every few days of a long one, never one over another', () => {
    const dayBars = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ label: `${String(i + 1).padStart(2, '0')}/11/2026`, value: i }));
    const labelsOf = (n: number) => {
      const { container, unmount } = render(
        <BarChart title="Orders by day" bars={dayBars(n)} layout="columns" valueText={orders} />,
      );
      const labels = [...container.querySelectorAll('[role="listitem"] .bo-chart__label')].map((t) => ({
        text: t.textContent,
        x: Number(t.getAttribute('x')),
      }));
      // Each label (centred, about 33 px) inside the drawing.
      const width = Number(container.querySelector('svg')!.getAttribute('width'));
      for (const label of labels) expect(label.x + 17).toBeLessThanOrEqual(width);
      unmount();
      return labels;
    };
    const short = labelsOf(3);
    expect(short.map((l) => l.text)).toEqual(['01/11', '02/11', '03/11']);
    const long = labelsOf(30);
    expect(labelsOf(28).length).toBeGreaterThan(3);
    expect(long.length).toBeGreaterThan(3);
    expect(long.length).toBeLessThan(30);
    // A 12 px "dd/mm" is about 33 px wide: centres 40 px apart or more never touch.
    for (const labels of [short, long]) {
      for (const [i, label] of labels.slice(1).entries())
        expect(label.x - labels[i]!.x).toBeGreaterThanOrEqual(40);
    }
  });
});
