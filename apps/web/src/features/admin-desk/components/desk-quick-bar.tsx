import type { DeskOrderDetail } from '@vigor/shared';
import { telHref, whatsappHref } from '../../admin-shell';
import { OutcomeButton } from './outcome-buttons';

/** The outcomes of most calls, logged at once (no step to fill). */
const QUICK_OUTCOMES = ['confirmed', 'no_answer'] as const;

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
  onOutcome: (outcome: (typeof QUICK_OUTCOMES)[number]) => void;
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
      {QUICK_OUTCOMES.map((outcome) => (
        <OutcomeButton key={outcome} outcome={outcome} blocked={blocked} withKey={false} onAct={onOutcome} />
      ))}
    </div>
  );
}
