import {
  ORDER_STATUS_LABELS,
  formatAge,
  formatShopDateTime,
  riskReason,
  type DeskOrderDetail,
} from '@vigor/shared';
import { RiskBadge } from '../../../components/ui/risk-badge';
import { WhatsappFlag } from './desk-whatsapp';

/** The open order's heading: who and when, its status and calls, who holds it and its flags. */
export function DeskOrderHeader({
  order,
  now,
  whatsappAfterAttempts,
  heldBy,
  held,
}: {
  order: DeskOrderDetail;
  now: number;
  /** From how many unanswered calls the desk proposes the WhatsApp message (settings). */
  whatsappAfterAttempts: number | undefined;
  /** Another agent's name when they hold the order. */
  heldBy: string | null;
  /** Whether this agent holds it. */
  held: boolean;
}) {
  return (
    <header>
      <h3>
        #{order.id} · {order.customer_name} · <span>{formatAge(order.created_at, now)}</span>
      </h3>
      <p>
        {ORDER_STATUS_LABELS[order.status]} · placed{' '}
        <time dateTime={order.created_at}>{formatShopDateTime(order.created_at)}</time>
        {order.callback_at && (
          <>
            {' '}
            · next call at <time dateTime={order.callback_at}>{formatShopDateTime(order.callback_at)}</time>
          </>
        )}
        {order.call_attempts > 0 && ` · ${order.call_attempts} unanswered call(s)`}
        {order.source_label && (
          <>
            {' '}
            · from <span data-testid="order-source">{order.source_label}</span>
          </>
        )}
      </p>
      {whatsappAfterAttempts != null && order.call_attempts >= whatsappAfterAttempts && (
        <p role="note" className="bo-history bo-history--warning">
          No answer {order.call_attempts} times: send the WhatsApp message (a).
        </p>
      )}
      {heldBy ? (
        <p role="status" className="bo-history bo-history--warning">
          Held by {heldBy}
        </p>
      ) : (
        held && <p className="bo-note">You hold this order.</p>
      )}
      <RiskBadge risk={order.risk} reasons />
      <p>
        <WhatsappFlag whatsapp={order.whatsapp} />
        {order.flags.repeat && <span className="bo-history bo-history--repeat">Repeat customer</span>}
        {order.flags.risky && (
          <span className="bo-history bo-history--warning">
            Risky: {riskReason(order.phone_summary.counts)}
          </span>
        )}
        {order.flags.duplicate_of.map((id) => (
          <span key={id} className="bo-history bo-history--warning">
            Possible duplicate of #{id}
          </span>
        ))}
      </p>
    </header>
  );
}
