import { useQuery } from '@tanstack/react-query';
import type { RiskReport } from '@vigor/shared';
import { apiFetch, messageOf } from '../../../lib/api-client';
import { DataTable, hasStaffToken, NOT_PERSISTED } from '../../admin-shell';
import { formatRate } from '../lib/report-columns';

const BAND_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

const useRiskReport = () =>
  useQuery({
    queryKey: ['admin-reports', 'risk'],
    queryFn: ({ signal }) => apiFetch<{ data: RiskReport }>('/api/admin/reports/risk', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/**
 * REPORTS, "How the bands did" (docs/product.md, "Risk bands"): the last 90 days by risk band,
 * what a call-only rule would have touched and caught, and WhatsApp against the desk's calls.
 */
export function RiskSection() {
  const report = useRiskReport();
  if (report.isError) return <p role="alert">{messageOf(report.error)}</p>;
  const data = report.data;
  if (!data) return null;
  return (
    <section className="bo-panel" aria-labelledby="bo-risk-report">
      <h3 id="bo-risk-report">How the risk bands did (last 90 days)</h3>
      <p className="bo-note">
        {data.model.sample > 0
          ? `Weights fitted on ${data.model.sample} delivered or refused parcels`
          : 'Default weights: not enough delivered or refused parcels yet'}
      </p>
      <DataTable
        className="bo-table bo-table--cards"
        caption="Orders by risk band"
        columns={['Band', 'Orders', 'Delivered', 'Refused', 'Delivery rate', 'Refusal rate']}
      >
        {data.bands.map((b) => (
          <tr key={b.band} data-band={b.band}>
            <td data-label="Band">{BAND_LABELS[b.band]}</td>
            <td data-label="Orders">{b.orders}</td>
            <td data-label="Delivered">{b.delivered}</td>
            <td data-label="Refused">{b.refused}</td>
            <td data-label="Delivery rate">{formatRate(b.delivery_rate)}</td>
            <td data-label="Refusal rate">{formatRate(b.refusal_rate)}</td>
          </tr>
        ))}
      </DataTable>
      <ul aria-label="What a rule would have done">
        {data.rules.map((r) => (
          <li key={r.rule}>
            {r.rule}: {formatRate(r.orders_share)} of orders, {formatRate(r.refusals_share)} of refusals
          </li>
        ))}
      </ul>
      <DataTable
        className="bo-table bo-table--cards"
        caption="Confirmed by WhatsApp or by call"
        columns={['Confirmed by', 'Orders', 'Share', 'Delivered', 'Refused', 'Delivery rate']}
      >
        {data.confirmed_by.map((c) => (
          <tr key={c.by}>
            <td data-label="Confirmed by">{c.by === 'whatsapp' ? 'WhatsApp tap' : 'Call'}</td>
            <td data-label="Orders">{c.confirmed}</td>
            <td data-label="Share">{formatRate(c.share)}</td>
            <td data-label="Delivered">{c.delivered}</td>
            <td data-label="Refused">{c.refused}</td>
            <td data-label="Delivery rate">{formatRate(c.delivery_rate)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
