import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROFIT_GROUPINGS, type ProfitGrouping } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { messageOf } from '../../../lib/api-client';
import { StatCard } from '../../admin-shell';
import { profitQuery } from '../api/profit';
import { briefProfitColumns, GROUPING_LABELS, profitColumns } from '../lib/profit-columns';
import { formatRate } from '../lib/report-columns';
import { AdSpendPanel } from './ad-spend-panel';
import { MissingCostsNote } from './missing-costs-note';
import { ProfitChart } from './profit-chart';
import { ReportSection } from './report-section';

/**
 * PROFIT (docs/product.md, "Profit"): what the orders placed in the range earned after refusals,
 * fees and ad spend, by the grouping chosen; orders still open are counted apart as "in flight".
 */
export function ProfitSection({ from, to }: { from: string; to: string }) {
  const [by, setBy] = useState<ProfitGrouping>('campaign');
  const byId = useId();
  const report = useQuery(profitQuery(from, to, by));
  const days = useQuery(profitQuery(from, to, 'day'));
  const data = report.data;
  return (
    <section className="bo-profit" aria-labelledby="bo-profit-title">
      <h2 id="bo-profit-title">PROFIT</h2>
      <AdSpendPanel from={from} to={to} />
      <div className="bo-inline-form">
        <label htmlFor={byId}>By</label>
        <select id={byId} value={by} onChange={(e) => setBy(e.target.value as ProfitGrouping)}>
          {PROFIT_GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {GROUPING_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      {report.isError && <p role="alert">{messageOf(report.error)}</p>}
      {report.isPending && <p>Loading profit…</p>}
      {data && (
        <>
          <dl className="bo-stats" aria-label="Profit totals">
            <StatCard icon="📣" label="Ad spend" value={<Money amount={data.totals.spend} />} />
            <StatCard
              icon="💵"
              label="Cash collected"
              value={<Money amount={data.totals.cash_collected} />}
            />
            <StatCard icon="🧾" label="Contribution" value={<Money amount={data.totals.contribution} />} />
            <StatCard icon="📈" label="Profit" value={<Money amount={data.totals.profit} />} />
            <StatCard
              icon="📦"
              label="Cost per delivered order"
              value={
                data.totals.cost_per_delivered == null ? (
                  '–'
                ) : (
                  <Money amount={data.totals.cost_per_delivered} />
                )
              }
            />
            <StatCard
              icon="↻"
              label="Delivered ROAS"
              value={data.totals.delivered_roas == null ? '–' : `${data.totals.delivered_roas.toFixed(2)} ×`}
            />
            <StatCard icon="☎" label="Confirmation rate" value={formatRate(data.totals.confirmation_rate)} />
            <StatCard icon="🚚" label="In flight (not in profit)" value={data.totals.in_flight} />
          </dl>
          <MissingCostsNote report={data} />
          {days.data && (
            <section className="bo-panel" aria-label="Daily profit and spend">
              <ProfitChart days={days.data.rows} />
            </section>
          )}
          <ReportSection
            title={`Profit by ${GROUPING_LABELS[by].toLowerCase()}`}
            file={`profit-${by}`}
            columns={profitColumns(by)}
            brief={briefProfitColumns(by)}
            rows={data.rows}
            rowKey={(r) => `${r.platform ?? ''}|${r.key}`}
          />
        </>
      )}
    </section>
  );
}
