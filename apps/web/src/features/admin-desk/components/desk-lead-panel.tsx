import {
  LEAD_CLOSE_REASONS,
  LEAD_CLOSE_REASON_LABELS,
  LEAD_WHATSAPP_MESSAGES,
  ORDER_STATUS_LABELS,
  fillTemplate,
  formatAge,
  formatPrice,
  itemsText,
  riskReason,
  type DeskLeadDetail,
  type LeadCloseReason,
  type LeadLogEntry,
} from '@vigor/shared';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';
import { DeskLog } from './desk-log';
import { Money } from '../../../components/ui/price';
import { useConvertLead, useDeskLead, useLeadCall, useLeadClaim } from '../api/confirmation';
import { brand } from '../../../config/brand';
import { telHref, whatsappHref } from '../../admin-shell';
import { whatsappLanguageOf } from '../lib/order-language';
import { DeskOrderForm } from './desk-order-edit';

/** The WhatsApp message to the lead, in the language of the page the shopper was on. */
function whatsappText(lead: DeskLeadDetail): string {
  return fillTemplate(LEAD_WHATSAPP_MESSAGES[whatsappLanguageOf(lead.language)], {
    shop: brand.name,
    name: lead.customer_name ? ` ${lead.customer_name}` : '',
    order: '',
    total: formatPrice(lead.total_amount),
    items: itemsText(lead.lines.map((l) => ({ ...l, product: { name: l.product_name } }))),
    city: lead.customer_city ?? '',
    address: lead.customer_address ?? '',
    link: '',
  });
}

function logLine(entry: LeadLogEntry): string {
  const who = entry.staff_name ?? 'the shop';
  switch (entry.kind) {
    case 'call':
      return `No answer (attempt ${entry.details.attempt}) by ${who}`;
    case 'closed':
      return `Closed (${LEAD_CLOSE_REASON_LABELS[entry.details.reason]}) by ${who}`;
    case 'converted':
      return `Order #${entry.details.order_id} placed by ${who}`;
  }
}

/**
 * An open lead (a shopper who typed a phone and did not order): what was in the cart, the call
 * link, and the three ends of the call: no answer (it stays), closed with a reason, or turned into
 * an order in one action (the lines and details editable as in an order's edit).
 */
export function DeskLeadPanel({
  leadId,
  now,
  onDone,
}: {
  leadId: number;
  now: number;
  onDone: (text: string) => void;
}) {
  const detail = useDeskLead(leadId);
  const claim = useLeadClaim(leadId);
  const call = useLeadCall();
  const convert = useConvertLead();
  const [converting, setConverting] = useState(false);
  const [reason, setReason] = useState<LeadCloseReason>('not_interested');
  const lead = detail.data;
  const heldBy =
    claim.error instanceof ApiError && claim.error.status === 409
      ? ((claim.error.body as { claim?: { staff_name: string } } | null)?.claim?.staff_name ??
        'another agent')
      : null;
  // The promises, not mutate's callbacks: the refreshed queue drops this lead, and unmounts this
  // panel, before the mutation settles.
  const done = (action: Promise<{ message: string }>) =>
    void action.then(
      (result) => onDone(result.message),
      () => undefined, // shown from the mutation's error
    );
  if (detail.isError) return <p role="alert">{messageOf(detail.error)}</p>;
  if (!lead) return <p className="bo-note">Loading lead…</p>;
  const blocked = heldBy != null || call.isPending || convert.isPending;

  return (
    <article className="bo-desk__order" aria-label={`Lead #${lead.id}`}>
      <header>
        <h3>
          Lead #{lead.id} · {lead.customer_name ?? 'No name typed'} ·{' '}
          <span>{formatAge(lead.updated_at, now)}</span>
        </h3>
        <p>
          Left the {lead.source === 'cart' ? 'checkout' : 'quick order'} without ordering (page in{' '}
          {lead.language.toUpperCase()})
          {lead.call_attempts > 0 && ` · ${lead.call_attempts} unanswered call(s)`}
        </p>
        {heldBy && (
          <p role="status" className="bo-history bo-history--warning">
            Held by {heldBy}
          </p>
        )}
        {lead.flags.risky && (
          <span className="bo-history bo-history--warning">
            Risky: {riskReason(lead.phone_summary.counts)}
          </span>
        )}
      </header>
      <dl className="bo-desk__facts">
        <dt>Phone</dt>
        <dd>
          {lead.customer_phone} <a href={telHref(lead.customer_phone)}>Call (t)</a>{' '}
          <a href={whatsappHref(lead.customer_phone, whatsappText(lead))} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </dd>
        <dt>City</dt>
        <dd>{lead.customer_city ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{lead.customer_address ?? '—'}</dd>
        <dt>Cart</dt>
        <dd>
          <Money amount={lead.total_amount} />
        </dd>
      </dl>
      <ul className="bo-desk__items" aria-label="Items">
        {lead.lines.map((line) => (
          <li key={`${line.product_id}-${line.size}`}>
            {line.quantity} × {line.product_name} — size {line.size}
            {line.price !== null && (
              <>
                {' '}
                — <Money amount={line.price} />
              </>
            )}
          </li>
        ))}
      </ul>
      {lead.phone_summary.recent.length > 0 && (
        <section aria-label="Phone history">
          <h4>Orders from this phone</h4>
          <ul>
            {lead.phone_summary.recent.map((o) => (
              <li key={o.id}>
                #{o.id} · {ORDER_STATUS_LABELS[o.status]} · {formatAge(o.created_at, now)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {converting ? (
        <DeskOrderForm
          label="Order from this lead"
          submitLabel="Place the order"
          pending={convert.isPending}
          error={convert.error}
          initial={{
            lines: lead.lines.map((l) => ({
              product_id: l.product_id,
              name: l.product_name,
              size: l.size,
              quantity: l.quantity,
            })),
            fields: {
              customer_name: lead.customer_name ?? '',
              customer_phone: lead.customer_phone,
              customer_city: lead.customer_city ?? '',
              customer_address: lead.customer_address ?? '',
              delivery_note: '',
            },
          }}
          onSave={(input) => done(convert.mutateAsync({ id: lead.id, input }))}
          onClose={() => setConverting(false)}
        />
      ) : (
        <div className="bo-panel__buttons" role="group" aria-label="Call outcome">
          <button type="button" className="button" disabled={blocked} onClick={() => setConverting(true)}>
            Turn into an order
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={blocked}
            onClick={() => done(call.mutateAsync({ id: lead.id, outcome: 'no_answer' }))}
          >
            No answer
          </button>
          <select
            aria-label="Why close the lead"
            value={reason}
            onChange={(e) => setReason(e.target.value as LeadCloseReason)}
          >
            {LEAD_CLOSE_REASONS.map((r) => (
              <option key={r} value={r}>
                {LEAD_CLOSE_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--outline"
            disabled={blocked}
            onClick={() => done(call.mutateAsync({ id: lead.id, outcome: 'close', reason }))}
          >
            Close the lead
          </button>
        </div>
      )}
      {call.isError && <p role="alert">{messageOf(call.error)}</p>}
      <DeskLog entries={lead.log} now={now} line={logLine} />
    </article>
  );
}
