import { formatShopDay, type ProfitGrouping, type ProfitRow } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

export const GROUPING_LABELS: Record<ProfitGrouping, string> = {
  day: 'Day',
  platform: 'Platform',
  campaign: 'Campaign',
  adset: 'Ad set',
  ad: 'Ad',
  product: 'Product',
  city: 'City',
};

const PLATFORM_NAMES: Record<string, string> = { meta: 'Meta', tiktok: 'TikTok', other: 'Other' };

/** A row's name: a day as staff read it, a platform's name, else the key the API gives. */
const keyText = (by: ProfitGrouping) => (row: ProfitRow) =>
  by === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(row.key)
    ? formatShopDay(row.key)
    : by === 'platform'
      ? (PLATFORM_NAMES[row.key] ?? row.key)
      : row.platform && by !== 'product' && by !== 'city'
        ? `${row.key} (${PLATFORM_NAMES[row.platform]})`
        : row.key;

/** PROFIT's table and its .xlsx download (docs/product.md, "Profit"). */
export const profitColumns = (by: ProfitGrouping): SpreadsheetColumn<ProfitRow>[] => [
  { header: GROUPING_LABELS[by], type: 'text', value: keyText(by) },
  { header: 'Spend (dh)', type: 'money', value: (r) => r.spend },
  { header: 'Placed', type: 'integer', value: (r) => r.placed },
  { header: 'Confirmed', type: 'integer', value: (r) => r.confirmed },
  { header: 'Shipped', type: 'integer', value: (r) => r.shipped },
  { header: 'Delivered', type: 'integer', value: (r) => r.delivered },
  { header: 'Refused or returned', type: 'integer', value: (r) => r.refused },
  { header: 'In flight', type: 'integer', value: (r) => r.in_flight },
  { header: 'Cash collected (dh)', type: 'money', value: (r) => r.cash_collected },
  { header: 'Costs (dh)', type: 'money', value: (r) => r.costs },
  { header: 'Contribution (dh)', type: 'money', value: (r) => r.contribution },
  { header: 'Profit (dh)', type: 'money', value: (r) => r.profit },
  { header: 'Cost per delivered (dh)', type: 'money', value: (r) => r.cost_per_delivered },
  { header: 'Delivered ROAS', type: 'ratio', value: (r) => r.delivered_roas },
  { header: 'Orders missing a cost', type: 'integer', value: (r) => r.missing_costs },
];

/** What a phone shows until "All columns": the name, spend, delivered and profit. */
export const briefProfitColumns = (by: ProfitGrouping) => [
  GROUPING_LABELS[by],
  'Spend (dh)',
  'Delivered',
  'Profit (dh)',
];
