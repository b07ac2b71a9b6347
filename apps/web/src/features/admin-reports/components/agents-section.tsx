import { useQuery } from '@tanstack/react-query';
import { shopDay, type AgentFigures } from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { agentFiguresQuery, commissionQuery } from '../api/reports';
import { agentColumns, commissionColumns } from '../lib/report-columns';
import { ReportSection } from './report-section';

/** A month's commission statement: the agent's delivered (+) and given back (−) orders. */
function CommissionStatementSection({ agents }: { agents: readonly AgentFigures[] | null }) {
  const [month, setMonth] = useState(shopDay().slice(0, 7));
  const [agentId, setAgentId] = useState<number | null>(agents?.[0]?.user_id ?? null);
  const statement = useQuery({
    ...commissionQuery(agentId, month),
    enabled: agents == null || agentId != null,
  });
  return (
    <>
      <form className="bo-inline-form" aria-label="Commission statement" onSubmit={(e) => e.preventDefault()}>
        {agents && (
          <label>
            Agent{' '}
            <select
              aria-label="Agent"
              value={agentId ?? ''}
              onChange={(e) => setAgentId(Number(e.target.value))}
            >
              {agents.map((a) => (
                <option key={a.user_id} value={a.user_id}>
                  {a.nom}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Month <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
      </form>
      {statement.isError && <p role="alert">{messageOf(statement.error)}</p>}
      {statement.data && (
        <ReportSection
          title={`Commissions of ${statement.data.nom}, ${month}: ${statement.data.total.toFixed(2)} dh at ${statement.data.rate.toFixed(2)} dh per delivered order`}
          file={`commissions-${statement.data.nom}-${month}`}
          columns={commissionColumns}
          rows={statement.data.lines}
          rowKey={(l) => `${l.order_id}-${l.at}`}
        />
      )}
    </>
  );
}

/**
 * REPORTS, agents: every agent's figures over the report's range, and each agent's monthly
 * commission statement (admins and accountants). `mine`: the caller's own, on an agent's desk.
 */
export function AgentsSection({ from, to, mine = false }: { from: string; to: string; mine?: boolean }) {
  const figures = useQuery(agentFiguresQuery(from, to, mine));
  if (figures.isError) return <p role="alert">{messageOf(figures.error)}</p>;
  if (!figures.data) return null;
  return (
    <>
      <ReportSection
        title={mine ? 'My figures' : 'Agents'}
        file={mine ? 'my-figures' : 'report-agents'}
        columns={agentColumns}
        rows={figures.data}
        rowKey={(r) => String(r.user_id)}
      />
      <CommissionStatementSection agents={mine ? null : figures.data} />
    </>
  );
}
