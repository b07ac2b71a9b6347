import { amountToPay, type OrderReceipt } from '@vigor/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { orderChatUrl } from '../../../lib/order-chat-message';
import { Money } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';

export const THANK_YOU_SECONDS = 10;

/** "1 second", "5 seconds". */
export const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

interface ThankYouOverlayProps {
  receipt: OrderReceipt;
  /** What the countdown's end does: closes the overlay on /cart, goes back to the shop on /QuickCart. */
  onCountdownEnd: () => void;
  countdownText: (seconds: number) => string;
  onContinue: () => void;
  onClose: () => void;
}

/** The bilingual thank-you with a 10 s countdown and a chat button to confirm the order. */
export function ThankYouOverlay({
  receipt,
  onCountdownEnd,
  countdownText,
  onContinue,
  onClose,
}: ThankYouOverlayProps) {
  const [seconds, setSeconds] = useState(THANK_YOU_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) onCountdownEnd();
  }, [seconds, onCountdownEnd]);

  return (
    <Dialog labelledBy="thank-you-title" onClose={onClose} className="thank-you">
      <h2 id="thank-you-title" className="thank-you__title">
        <span>THANK YOU FOR YOUR ORDER!</span>
        <span lang="ar" dir="rtl" className="thank-you__ar">
          شكراً على طلبك!
        </span>
      </h2>
      <p>
        Order number <strong>#{receipt.id}</strong>
      </p>
      <ul className="thank-you__items" aria-label="Items">
        {receipt.items.map((item, index) => (
          <li key={index}>
            {item.quantity} x {item.name} ({item.size})
            {item.pre_order && (
              <>
                {' — '}
                <PreOrderNote expectedShipDate={item.expected_ship_date} />
              </>
            )}
          </li>
        ))}
      </ul>
      <p>We will call you within 24 hours to confirm your order. Payment is cash on delivery.</p>
      <p>
        Total to pay:{' '}
        <strong>
          <Money amount={amountToPay(receipt.total_amount, receipt.delivery_fee)} />
        </strong>
        {receipt.delivery_fee > 0 ? (
          <>
            {' '}
            (including <Money amount={receipt.delivery_fee} /> delivery)
          </>
        ) : (
          ' (free delivery)'
        )}
      </p>
      <p aria-live="polite" className="thank-you__countdown">
        {countdownText(seconds)}
      </p>
      <div className="dialog__actions">
        <ExternalLink className="button button--whatsapp" href={orderChatUrl(receipt)}>
          CONFIRM ON WHATSAPP
        </ExternalLink>
        <Link className="button button--outline" to={paths.order(receipt.id)}>
          VIEW MY ORDER
        </Link>
        <button type="button" className="button button--outline" onClick={onContinue}>
          CONTINUE SHOPPING
        </button>
      </div>
    </Dialog>
  );
}
