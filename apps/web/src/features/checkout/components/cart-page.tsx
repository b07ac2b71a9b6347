import {
  changedTotalsOf,
  offeredTotal,
  orderRefusalOf,
  productName,
  type CartItem,
  type Lang,
  type InvalidItem,
  type OrderReceipt,
} from '@vigor/shared';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Toast, useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useGuardedClick } from '../../../lib/guarded-click';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { trackAdEvent } from '../../ads';
import { CheckoutForm, type CustomerFields } from './checkout-form';
import { OrderSummary } from './order-summary';
import { ThankYouOverlay } from './thank-you-overlay';
import { invalidItemsOf, invalidItemsText, isGone, orderErrorText } from '../lib/order-error-text';
import { useOrderInHistory } from '../hooks/use-order-in-history';
import { useShownTotals } from '../hooks/use-shown-totals';
import { useCreateOrder } from '../api/create-order';
import { openConflicts } from '../lib/stock-conflicts';
import { CartLine } from './cart-line';
import { useCart, useRemoveCartItem, useUpdateCartItem } from '../../cart';
import { CartAddons, CartTiers, OfferSavings, pricedLines } from '../../offers';
import { PageHead } from '../../../components/ui/page-head';
import { toggled } from '../../../lib/toggled';
import { messagesOf, pageMessagesOf, useLang, useLocalePath } from '../../../lib/i18n';

export const CART_TOAST_MS = 8000;

/** The text of a refused quantity change. */
export function quantityErrorText(error: unknown, line: CartItem, lang: Lang): string {
  const texts = pageMessagesOf(lang);
  const t = texts.cart;
  const refusal = orderRefusalOf(error instanceof ApiError ? error.body : null);
  if (refusal?.code === 'order_limit') return texts.checkout.refused.limit(refusal.limit, refusal.value);
  if (error instanceof ApiError && error.status === 409) {
    const available = (error.body as { available_quantity?: unknown } | null)?.available_quantity;
    if (typeof available === 'number') return t.quantityRefused(productName(line.product, lang), available);
    return t.quantityTooHigh;
  }
  return messageOf(error);
}

export function CartPage() {
  const navigate = useNavigate();
  const lang = useLang();
  const t = pageMessagesOf(lang);
  const { ui } = messagesOf(lang);
  const to = useLocalePath();
  const { data: items, error, isPending } = useCart();
  const updateItem = useUpdateCartItem();
  const removeItem = useRemoveCartItem();
  const createOrder = useCreateOrder();
  const { toast, show, dismiss } = useToast(CART_TOAST_MS);
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  const [city, setCity] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);
  const [refused, setRefused] = useState<readonly InvalidItem[]>([]);
  const [receipt, setReceipt] = useState<OrderReceipt | null>(null);
  const orderInHistory = useOrderInHistory();
  const { forget } = orderInHistory;
  const attemptKey = useRef<string | null>(null);
  // The cart is empty now: show its top (the empty state), not where the checkout form was; a
  // reload from now on is the cart again.
  const closeOverlay = useCallback(() => {
    setReceipt(null);
    forget();
    window.scrollTo({ top: 0 });
  }, [forget]);

  const lines = items ?? [];
  const selected = lines.filter((line) => !deselected.has(line.id));
  const allSelected = lines.length > 0 && selected.length === lines.length;
  // The lines the last order could not serve stay marked, and the message stays, until fixed.
  const conflicts = openConflicts(refused, lines, deselected);
  const shownOrderError =
    refused.length > 0 ? (conflicts.length > 0 ? invalidItemsText(conflicts, t.checkout) : null) : orderError;
  // To the first marked line, with the control that fixes it focused.
  const showFirstConflict = () => {
    const first = conflicts[0];
    if (!first) return;
    const element = document.querySelector(`[data-line-id="${first.cart_id}"]`);
    element?.scrollIntoView?.({ block: 'center' });
    element
      ?.querySelector<HTMLElement>(isGone(first) ? '.line__remove' : '.line__fix')
      ?.focus({ preventScroll: true });
  };
  const toggle = (id: number) => setDeselected((prev) => toggled(prev, id));
  // Priced with the offers as the order will be: the shown total is the one the server checks.
  const priced = pricedLines(selected);
  const subtotal = offeredTotal(priced);
  const totals = useShownTotals(subtotal, checkingOut ? city : '');

  const changeQuantity = async (line: CartItem, quantity: number) => {
    try {
      await updateItem.mutateAsync({ id: line.id, quantity, size: line.size, price: line.price });
    } catch (cause) {
      show(quantityErrorText(cause, line, lang), 'error');
    }
  };
  const remove = async (line: CartItem) => {
    try {
      await removeItem.mutateAsync(line.id);
    } catch {
      show(t.cart.removeFailed, 'error');
    }
  };

  const [placeOrder] = useGuardedClick(async (fields: CustomerFields) => {
    setOrderError(null);
    setRefused([]);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await createOrder.mutateAsync({
        input: {
          ...fields,
          language: lang,
          cart_ids: selected.map((line) => line.id),
          expected_totals: totals.expected,
        },
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      setCheckingOut(false);
      setDeselected(new Set());
      setReceipt(result.data);
      orderInHistory.remember(result.data);
    } catch (cause) {
      // A refused order is final: the next attempt gets a new key. A lost answer keeps the key,
      // so that retrying cannot create a second order.
      if (!(cause instanceof ApiError && cause.isNetworkError)) attemptKey.current = null;
      setOrderError(orderErrorText(cause, t.checkout));
      setRefused(invalidItemsOf(cause));
      const changed = changedTotalsOf(cause instanceof ApiError ? cause.body : null);
      if (changed) totals.noteChanged(changed);
    }
  });

  // A reload or Back while the thank-you showed: the order's page.
  if (orderInHistory.redirect) return orderInHistory.redirect;

  const overlay = receipt && (
    <ThankYouOverlay
      receipt={receipt}
      onCountdownEnd={closeOverlay}
      countdownText={(s) => t.cart.closesIn(t.checkout.seconds(s))}
      onContinue={() => void navigate(to(paths.shop))}
      onClose={closeOverlay}
    />
  );

  let body;
  if (items && lines.length === 0) {
    body = (
      <div className="state">
        <p className="page-title">{t.cart.empty}</p>
        <p>{t.cart.emptyHint}</p>
        <Link to={to(paths.shop)} className="button">
          {t.cart.shopNow}
        </Link>
      </div>
    );
  } else if (items) {
    body = (
      <div className="cart-layout">
        <div>
          <label className="select-all">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setDeselected(allSelected ? new Set(lines.map((l) => l.id)) : new Set())}
            />
            {t.cart.selectAll(selected.length, lines.length)}
          </label>
          <ul className="lines">
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                selected={!deselected.has(line.id)}
                onToggle={() => toggle(line.id)}
                onQuantity={(q) => void changeQuantity(line, q)}
                onRemove={() => void remove(line)}
                conflict={conflicts.find((c) => c.cart_id === line.id)}
                busy={updateItem.isPending || removeItem.isPending}
                removing={removeItem.isPending}
              />
            ))}
          </ul>
        </div>
        <div>
          <CartTiers
            lines={lines}
            onQuantity={(line, q) => void changeQuantity(line, q)}
            disabled={updateItem.isPending}
          />
          <CartAddons lines={lines} />
          <OfferSavings lines={priced} />
          <OrderSummary totals={totals.shown}>
            {!checkingOut && (
              <button
                type="button"
                className="button button--block"
                onClick={() => {
                  if (selected.length === 0) show(t.checkout.noItems, 'error');
                  else {
                    setCheckingOut(true);
                    trackAdEvent('InitiateCheckout', { value: subtotal, currency: 'MAD' });
                  }
                }}
              >
                {t.cart.checkout}
              </button>
            )}
          </OrderSummary>
          {checkingOut && (
            <CheckoutForm
              leadSource="cart"
              itemCount={selected.length}
              submitting={createOrder.isPending}
              serverError={shownOrderError}
              errorAction={
                conflicts.length > 0 && (
                  <button type="button" className="button button--outline" onClick={showFirstConflict}>
                    {t.cart.fixInCart}
                  </button>
                )
              }
              onSubmit={placeOrder}
              onBack={() => {
                setCheckingOut(false);
                setOrderError(null);
                setRefused([]);
              }}
              backLabel={t.cart.backToCart}
              onCityChange={setCity}
            />
          )}
        </div>
      </div>
    );
  } else if (error) {
    body = <p className="state state--error">{ui.error(messageOf(error))}</p>;
  } else if (isPending) {
    body = <p className="state">{t.cart.loading}</p>;
  }

  return (
    <div className="container checkout-page">
      <PageHead title={t.cart.title} description={t.cart.description} path={paths.cart} />
      <h1 className="page-title">{checkingOut ? t.cart.checkout : t.cart.heading}</h1>
      {body}
      {overlay}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
