import { CALL_OUTCOME_LABELS, type DeskOrderDetail } from '@vigor/shared';
import { telHref, whatsappHref } from '../../admin-shell';

/** The bar a phone keeps under the thumb: call, WhatsApp, and the two outcomes of most calls. */
export function DeskQuickBar({
  order,
  whatsappMessage,
  blocked,
  onOutcome,
}: {
  order: DeskOrderDetail;
  whatsappMessage: string;
  blocked: boolean;
  onOutcome: (outcome: 'confirmed' | 'no_answer') => void;
}) {
  return (
    <div className="bo-desk__bar" role="group" aria-label="Quick actions">
      <a className="button" href={telHref(order.customer_phone)}>
        Call
      </a>
      <a
        className="button button--outline"
        href={whatsappHref(order.customer_phone, whatsappMessage)}
        target="_blank"
        rel="noreferrer"
      >
        WhatsApp
      </a>
      <button type="button" className="button" disabled={blocked} onClick={() => onOutcome('confirmed')}>
        {CALL_OUTCOME_LABELS.confirmed}
      </button>
      <button
        type="button"
        className="button button--outline"
        disabled={blocked}
        onClick={() => onOutcome('no_answer')}
      >
        {CALL_OUTCOME_LABELS.no_answer}
      </button>
    </div>
  );
}
