import { useQuery } from '@tanstack/react-query';
import type { OfferFigures } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { offerFiguresQuery } from '../api/offer-figures';
import { ReportSection } from './report-section';

/** One row: the range's offers figures, as on screen and in the .xlsx. */
const offerColumns: SpreadsheetColumn<OfferFigures>[] = [
  { header: 'Orders', type: 'integer', value: (r) => r.orders },
  { header: 'Took a quantity offer', type: 'percent', value: (r) => r.take_rates.tier },
  { header: 'Took an add-on', type: 'percent', value: (r) => r.take_rates.addon },
  { header: 'Upsold on the call', type: 'percent', value: (r) => r.take_rates.upsell },
  { header: 'Average order with offers', type: 'money', value: (r) => r.average_order_with_offers },
  { header: 'Average order without offers', type: 'money', value: (r) => r.average_order_without_offers },
  { header: 'Units per order', type: 'text', value: (r) => r.units_per_order?.toFixed(2) },
  { header: 'Delivered rate, upsold orders', type: 'percent', value: (r) => r.delivered_rate_upsold },
  { header: 'Delivered rate, other orders', type: 'percent', value: (r) => r.delivered_rate_others },
];

/**
 * REPORTS, offers: take rates of quantity offers, add-ons and upsells, the average order with and
 * without offers, units per order, and whether upsold orders are delivered as often as the others.
 */
export function OffersSection({ from, to }: { from: string; to: string }) {
  const figures = useQuery(offerFiguresQuery(from, to));
  if (figures.isError) return <p role="alert">{messageOf(figures.error)}</p>;
  if (!figures.data) return null;
  return (
    <ReportSection
      title="Offers"
      file="report-offers"
      columns={offerColumns}
      rows={[figures.data]}
      rowKey={() => 'offers'}
    />
  );
}
