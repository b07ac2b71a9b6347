import {
  formatPrice,
  type AgentFigures,
  type CommissionLine,
  formatShopDay,
  type FirstCallDelay,
  type ReportAgent,
  type ReportCity,
  type ReportDelayBucket,
  type ReportDay,
  type ReportFigures,
  type ReportProductSize,
  type ReportTimedFigures,
} from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { MONEY_FIGURES, REPORT_MONEY_FIGURES } from '../../admin-shell';

/**
 * The columns of the REPORTS tables. One list drives both the table on screen and its .xlsx
 * download, so the file always has the table's columns, typed (lib/spreadsheet.ts).
 */
const figureColumns = <T extends ReportFigures>(): SpreadsheetColumn<T>[] => [
  { header: 'Orders', type: 'integer', value: (r) => r.orders },
  { header: 'Confirmed', type: 'integer', value: (r) => r.confirmed },
  { header: 'Canceled', type: 'integer', value: (r) => r.canceled },
  { header: 'Delivered', type: 'integer', value: (r) => r.delivered },
  { header: 'Refused', type: 'integer', value: (r) => r.refused },
  { header: 'Confirmation rate', type: 'percent', value: (r) => r.confirmation_rate },
  { header: 'Delivery rate', type: 'percent', value: (r) => r.delivery_rate },
  { header: 'Refusal rate', type: 'percent', value: (r) => r.refusal_rate },
  ...REPORT_MONEY_FIGURES.map((figure): SpreadsheetColumn<T> => ({
    header: `${MONEY_FIGURES[figure].label} (dh)`,
    type: 'money',
    value: (r) => r[figure],
  })),
];

const firstCall = <T extends ReportTimedFigures>(): SpreadsheetColumn<T> => ({
  header: 'Median minutes to first call',
  type: 'integer',
  value: (r) => r.median_first_call_minutes,
});

export const dayColumns: SpreadsheetColumn<ReportDay>[] = [
  { header: 'Day', type: 'date', value: (r) => r.day },
  ...figureColumns<ReportDay>(),
  firstCall<ReportDay>(),
];

export const cityColumns: SpreadsheetColumn<ReportCity>[] = [
  { header: 'City', type: 'text', value: (r) => r.city },
  ...figureColumns<ReportCity>(),
  firstCall<ReportCity>(),
];

export const productColumns: SpreadsheetColumn<ReportProductSize>[] = [
  { header: 'Product', type: 'text', value: (r) => r.product },
  { header: 'Size', type: 'text', value: (r) => r.size },
  { header: 'Units', type: 'integer', value: (r) => r.units },
  ...figureColumns<ReportProductSize>(),
];

/**
 * The columns the widest tables show until staff ask for all of them: what a phone's screen holds
 * (docs/product.md, REPORTS).
 */
export const BRIEF_COLUMNS = {
  day: ['Day', 'Orders', 'Confirmed', 'Delivered'],
  city: ['City', 'Orders', 'Confirmed', 'Delivered'],
  product: ['Product', 'Size', 'Units', 'Delivered'],
} as const;

/** How fast the desk called: the spread of the minutes from each order to its first call. */
const speedColumns = <T extends ReportTimedFigures>(): SpreadsheetColumn<T>[] => [
  { header: 'Orders', type: 'integer', value: (r) => r.orders },
  { header: 'Called', type: 'integer', value: (r) => r.called },
  firstCall<T>(),
  { header: '90th percentile (minutes)', type: 'integer', value: (r) => r.p90_first_call_minutes },
  { header: 'Called within 15 min', type: 'percent', value: (r) => r.called_within_15_share },
  { header: 'Called within 30 min', type: 'percent', value: (r) => r.called_within_30_share },
];

export const speedByDayColumns: SpreadsheetColumn<ReportDay>[] = [
  { header: 'Day', type: 'date', value: (r) => r.day },
  ...speedColumns<ReportDay>(),
];

export const speedByAgentColumns: SpreadsheetColumn<ReportAgent>[] = [
  { header: 'Agent', type: 'text', value: (r) => r.agent },
  ...speedColumns<ReportAgent>(),
  { header: 'Confirmation rate', type: 'percent', value: (r) => r.confirmation_rate },
];

const DELAY_LABELS: Record<FirstCallDelay, string> = {
  under_15_min: 'Under 15 min',
  '15_to_60_min': '15–60 min',
  '1_to_4_h': '1–4 hours',
  later: 'Later',
  not_called: 'Not called',
};

export const delayColumns: SpreadsheetColumn<ReportDelayBucket>[] = [
  { header: 'First call', type: 'text', value: (r) => DELAY_LABELS[r.delay] },
  { header: 'Orders', type: 'integer', value: (r) => r.orders },
  { header: 'Confirmed', type: 'integer', value: (r) => r.confirmed },
  { header: 'Canceled', type: 'integer', value: (r) => r.canceled },
  { header: 'Confirmation rate', type: 'percent', value: (r) => r.confirmation_rate },
];

/** A rate as staff read it: `42.5 %`, or a dash when nothing was decided yet. */
export function formatRate(rate: number | null | undefined): string {
  return rate == null ? '–' : `${(rate * 100).toFixed(1)} %`;
}

/** The text a table cell shows for a column. */
export function cellText<T>(column: SpreadsheetColumn<T>, row: T): string {
  switch (column.type) {
    case 'money': {
      const value = column.value(row);
      return value == null ? '' : formatPrice(value);
    }
    case 'percent':
      return formatRate(column.value(row));
    case 'ratio': {
      const value = column.value(row);
      return value == null ? '–' : `${value.toFixed(2)} ×`;
    }
    case 'integer':
      return String(column.value(row) ?? '–');
    case 'date': {
      const value = column.value(row);
      return value ? formatShopDay(value) : '';
    }
    case 'text':
      return column.value(row) ?? '';
    case 'datetime':
      return String(column.value(row) ?? '');
  }
}

/** The agents' figures of a range (GET /api/admin/reports/agents). */
export const agentColumns: SpreadsheetColumn<AgentFigures>[] = [
  { header: 'Agent', type: 'text', value: (r) => r.nom },
  { header: 'Handled', type: 'integer', value: (r) => r.handled },
  { header: 'Confirmed', type: 'integer', value: (r) => r.confirmed },
  { header: 'Confirmation rate', type: 'percent', value: (r) => r.confirmation_rate },
  { header: 'Delivered of confirmed', type: 'percent', value: (r) => r.delivered_of_confirmed },
  { header: 'Median minutes to first call', type: 'integer', value: (r) => r.median_first_call_minutes },
  { header: 'Commission', type: 'money', value: (r) => r.commission },
  { header: 'Upsells added', type: 'integer', value: (r) => r.upsells_added },
];

/** One agent's commission statement of a month, line by line. */
export const commissionColumns: SpreadsheetColumn<CommissionLine>[] = [
  { header: 'Order', type: 'integer', value: (l) => l.order_id },
  { header: 'Date', type: 'datetime', value: (l) => l.at },
  { header: 'Kind', type: 'text', value: (l) => (l.kind === 'earned' ? 'Delivered' : 'Given back') },
  { header: 'Commission', type: 'money', value: (l) => l.amount },
];
