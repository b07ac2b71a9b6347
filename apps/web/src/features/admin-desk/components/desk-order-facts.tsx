import type { DeskOrderDetail, WhatsappLanguage } from '@vigor/shared';
import type { RefObject } from 'react';
import { Money } from '../../../components/ui/price';
import { telHref, whatsappHref } from '../../admin-shell';
import { BlockPhoneButton } from '../../admin-settings';
import { LANGUAGE_LABELS } from '../lib/order-language';
import { whatsappText } from '../lib/whatsapp-text';
import { NoAddressFlag } from './missing-address';

/**
 * What the agent reads on the call: the cash to collect, the phone with its call and WhatsApp
 * links (the t and a keys click them through the refs), city, language, address and items.
 */
export function DeskOrderFacts({
  order,
  templates,
  primary,
  telRef,
  whatsappRef,
}: {
  order: DeskOrderDetail;
  templates: Record<WhatsappLanguage, string>;
  /** The WhatsApp message's language first (the a key); the other is a link beside it. */
  primary: WhatsappLanguage;
  telRef: RefObject<HTMLAnchorElement | null>;
  whatsappRef: RefObject<HTMLAnchorElement | null>;
}) {
  const secondary = primary === 'ar' ? 'fr' : 'ar';
  return (
    <>
      <dl className="bo-desk__facts">
        <dt>Cash to collect</dt>
        <dd>
          <strong>
            <Money amount={order.cash_to_collect} />
          </strong>{' '}
          (<Money amount={order.total_amount} /> + <Money amount={order.delivery_fee} /> delivery)
        </dd>
        <dt>Phone</dt>
        <dd>
          {order.customer_phone}{' '}
          <a ref={telRef} href={telHref(order.customer_phone)}>
            Call (t)
          </a>{' '}
          <a
            ref={whatsappRef}
            href={whatsappHref(order.customer_phone, whatsappText(order, templates[primary]))}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp {primary.toUpperCase()} (a)
          </a>{' '}
          <a
            href={whatsappHref(order.customer_phone, whatsappText(order, templates[secondary]))}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp {secondary.toUpperCase()}
          </a>{' '}
          <BlockPhoneButton phone={order.customer_phone} orderId={order.id} />
        </dd>
        <dt>City</dt>
        <dd>{order.customer_city}</dd>
        <dt>Ordered in</dt>
        <dd data-testid="order-language">{LANGUAGE_LABELS[order.language]}</dd>
        <dt>Address</dt>
        <dd>
          {order.customer_address ?? (
            <NoAddressFlag>
              {order.status === 'confirmed'
                ? 'Confirmed without an address: add it (e) before it ships'
                : 'No address yet: ask for the street and district (e)'}
            </NoAddressFlag>
          )}
        </dd>
        {order.delivery_note && (
          <>
            <dt>Delivery note</dt>
            <dd>{order.delivery_note}</dd>
          </>
        )}
      </dl>

      <ul className="bo-desk__items" aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.product.name} — size {item.size} — <Money amount={item.price} />
          </li>
        ))}
      </ul>
    </>
  );
}
