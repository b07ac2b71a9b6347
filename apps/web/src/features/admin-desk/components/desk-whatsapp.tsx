import {
  WHATSAPP_DESK_FLAGS,
  formatShopDateTime,
  type OrderWhatsapp,
  type WhatsappOutcome,
} from '@vigor/shared';

const OUTCOME_LABELS: Record<WhatsappOutcome, string> = {
  awaiting: 'WhatsApp: awaiting a tap',
  confirmed: 'Confirmed on WhatsApp',
  canceled: 'Canceled on WhatsApp',
  replied: WHATSAPP_DESK_FLAGS.replied!,
  no_answer: WHATSAPP_DESK_FLAGS.no_answer!,
  stopped: WHATSAPP_DESK_FLAGS.stopped!,
};

/** Where an order's WhatsApp confirmation stands: the flag (replied, no answer, STOP). */
export function WhatsappFlag({ whatsapp }: { whatsapp: OrderWhatsapp | null }) {
  if (!whatsapp) return null;
  return (
    <>
      {whatsapp.outcome && (
        <span className="bo-history bo-history--warning" data-whatsapp={whatsapp.outcome}>
          {OUTCOME_LABELS[whatsapp.outcome]}
        </span>
      )}
      {whatsapp.stopped && whatsapp.outcome !== 'stopped' && (
        <span className="bo-history bo-history--warning">WhatsApp: STOP</span>
      )}
    </>
  );
}

/** The WhatsApp conversation on the order: what the store sent, what the customer answered and what it did. */
export function DeskWhatsapp({ whatsapp }: { whatsapp: OrderWhatsapp | null }) {
  if (!whatsapp?.conversation.length) return null;
  return (
    <section aria-label="WhatsApp conversation">
      <h4>WhatsApp</h4>
      <ol className="bo-desk__log">
        {whatsapp.conversation.map((line) => (
          <li key={`${line.at}-${line.direction}-${line.body}`}>
            <time dateTime={line.at}>{formatShopDateTime(line.at)}</time>{' '}
            <strong>{line.direction === 'out' ? 'Shop' : 'Customer'}:</strong> {line.body}
            {line.effect && <em> — {line.effect}</em>}
          </li>
        ))}
      </ol>
    </section>
  );
}
