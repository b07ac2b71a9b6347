import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { daysBefore, formatShopDay, shopDay } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { messageOf } from '../../../lib/api-client';
import { reportQuery } from '../api/reports';
import { MONEY_FIGURES, REPORT_MONEY_FIGURES, StatCard, usePermissions } from '../../admin-shell';
import {
  BRIEF_COLUMNS,
  cityColumns,
  dayColumns,
  delayColumns,
  formatRate,
  productColumns,
  speedByAgentColumns,
  speedByDayColumns,
} from '../lib/report-columns';
import { AgentsSection } from './agents-section';
import { ProfitSection } from './profit-section';
import { OffersSection } from './offers-section';
import { ReportSection } from './report-section';
import { RiskSection } from './risk-section';

const DEFAULT_DAYS = 30;
const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

/** The REPORTS tab: what happened to the orders placed in a range of the shop's days. */
export function ReportsTab() {
  const today = shopDay();
  const [range, setRange] = useState({ from: daysBefore(today, DEFAULT_DAYS - 1), to: today });
  const [draft, setDraft] = useState(range);
  const report = useQuery(reportQuery(range.from, range.to));
  const { can } = usePermissions();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const data = report.data;
  return (
    <div className="bo-reports">
      <form className="bo-inline-form" onSubmit={apply} aria-label="Report range">
        {(['from', 'to'] as const).map((end) => (
          <label key={end}>
            {end === 'from' ? 'From' : 'To'}{' '}
            <input
              type="date"
              required
              value={draft[end]}
              onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="button">
          SHOW
        </button>
      </form>
      {report.isError && <p role="alert">{messageOf(report.error)}</p>}
      {report.isPending && <p>Loading the report…</p>}
      {data && (
        <>
          <dl className="bo-stats" aria-label="Report totals">
            <StatCard icon="🛒" label="Orders" value={data.totals.orders} />
            <StatCard icon="☎" label="Confirmation rate" value={formatRate(data.totals.confirmation_rate)} />
            <StatCard icon="📦" label="Delivery rate" value={formatRate(data.totals.delivery_rate)} />
            <StatCard icon="↩" label="Refusal rate" value={formatRate(data.totals.refusal_rate)} />
            {REPORT_MONEY_FIGURES.map((figure) => (
              <StatCard
                key={figure}
                icon={MONEY_FIGURES[figure].icon}
                label={MONEY_FIGURES[figure].label}
                value={<Money amount={data.totals[figure]} />}
                definition={MONEY_FIGURES[figure].definition}
              />
            ))}
            <StatCard
              icon="⏱"
              label="Median time to first call"
              value={
                data.totals.median_first_call_minutes == null
                  ? '–'
                  : `${data.totals.median_first_call_minutes} min`
              }
            />
            <StatCard
              icon="☎"
              label="Called within 15 min"
              value={formatRate(data.totals.called_within_15_share)}
            />
          </dl>
          <ReportSection
            title="Orders by day"
            file="report-days"
            columns={dayColumns}
            brief={BRIEF_COLUMNS.day}
            rows={data.by_day}
            rowKey={(r) => r.day}
            chart={{
              layout: 'columns',
              valueText: orders,
              bars: data.by_day.map((r) => ({ label: formatShopDay(r.day), value: r.orders })),
            }}
          />
          <ReportSection
            title="Orders by city"
            file="report-cities"
            columns={cityColumns}
            brief={BRIEF_COLUMNS.city}
            rows={data.by_city}
            rowKey={(r) => r.city}
            chart={{
              layout: 'rows',
              valueText: orders,
              bars: data.by_city.map((r) => ({ label: r.city, value: r.orders })),
            }}
          />
          <ReportSection
            title="Units by product and size"
            file="report-products"
            columns={productColumns}
            brief={BRIEF_COLUMNS.product}
            rows={data.by_product}
            rowKey={(r) => `${r.product_id ?? r.product}-${r.size}`}
            chart={{
              layout: 'rows',
              valueText: (n) => `${n} unit${n === 1 ? '' : 's'}`,
              bars: data.by_product.map((r) => ({ label: `${r.product} (${r.size})`, value: r.units })),
            }}
          />
          <ReportSection
            title="Time to first call by day"
            file="report-first-call-days"
            columns={speedByDayColumns}
            rows={data.by_day}
            rowKey={(r) => r.day}
          />
          <ReportSection
            title="Time to first call by agent"
            file="report-first-call-agents"
            columns={speedByAgentColumns}
            rows={data.by_agent}
            rowKey={(r) => r.agent}
          />
          <ReportSection
            title="Confirmation rate by time to first call"
            file="report-first-call-delays"
            columns={delayColumns}
            rows={data.by_delay}
            rowKey={(r) => r.delay}
          />
          <OffersSection from={range.from} to={range.to} />
          <AgentsSection from={range.from} to={range.to} />
          {can('profit') && <ProfitSection from={range.from} to={range.to} />}
          <RiskSection />
        </>
      )}
    </div>
  );
}
