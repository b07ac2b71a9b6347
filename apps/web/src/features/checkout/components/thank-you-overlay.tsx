import { cashToCollect, localePath, type OrderReceipt } from '@vigor/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { orderChatUrl } from '../../../lib/order-chat-message';
import { Money } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';
import { ItemLine } from './item-line';
import { useLang, usePageT } from '../../../lib/i18n';

export const THANK_YOU_SECONDS = 10;

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
  const lang = useLang();
  const t = usePageT().checkout.thanks;
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
        <span>{t.title}</span>
        {t.titleAr && (
          <span lang="ar" dir="rtl" className="thank-you__ar">
            {t.titleAr}
          </span>
        )}
      </h2>
      <p>
        {t.number}
        <strong>
          <bdi dir="ltr">#{receipt.id}</bdi>
        </strong>
      </p>
      <ul className="thank-you__items" aria-label={t.items}>
        {receipt.items.map((item, index) => (
          <li key={index}>
            <ItemLine quantity={item.quantity} name={item.name} size={item.size} />
            {item.pre_order && (
              <>
                {' — '}
                <PreOrderNote expectedShipDate={item.expected_ship_date} />
              </>
            )}
          </li>
        ))}
      </ul>
      <p>{t.call}</p>
      <p>
        {t.toPay}
        <strong>
          <Money amount={cashToCollect(receipt)} />
        </strong>
        {receipt.delivery_fee > 0 ? (
          <>
            {t.including}
            <Money amount={receipt.delivery_fee} />
            {t.includingEnd}
          </>
        ) : (
          t.freeDelivery
        )}
      </p>
      <p aria-live="polite" className="thank-you__countdown">
        {countdownText(seconds)}
      </p>
      <div className="dialog__actions">
        <ExternalLink className="button button--whatsapp" href={orderChatUrl(receipt, lang)}>
          {t.whatsapp}
        </ExternalLink>
        <Link
          className="button button--outline"
          to={localePath(receipt.language, paths.order(receipt.reference))}
        >
          {t.viewOrder}
        </Link>
        <button type="button" className="button button--outline" onClick={onContinue}>
          {t.continue}
        </button>
      </div>
    </Dialog>
  );
}
