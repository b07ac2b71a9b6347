import { lineTotal, linesTotal, MAX_LINE_QUANTITY, type CartItem, type OrderReceipt } from '@vigor/shared';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useGuardedClick } from '../../../lib/guarded-click';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { formatPrice } from '@vigor/shared';
import {
  useCreateOrder,
  CheckoutForm,
  NO_ITEMS_MESSAGE,
  type CustomerFields,
  OrderSummary,
  secondsText,
  ThankYouOverlay,
  orderErrorText,
} from '../../checkout';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { PageHead } from '../../../components/ui/page-head';

export const CART_TOAST_MS = 8000;

/** The text of a refused quantity change. */
export function quantityErrorText(error: unknown, line: CartItem): string {
  if (error instanceof ApiError && error.status === 409) {
    const available = (error.body as { available_quantity?: unknown } | null)?.available_quantity;
    if (typeof available === 'number')
      return `Cannot set quantity for ${line.product.name}. Available stock: ${available}`;
    return 'Quantity exceeds available stock. Please reduce the quantity.';
  }
  return messageOf(error);
}

export function CartPage() {
  const navigate = useNavigate();
  const { data: items, error, isPending } = useCart();
  const updateItem = useUpdateCartItem();
  const removeItem = useRemoveCartItem();
  const createOrder = useCreateOrder();
  const { toast, show, dismiss } = useToast(CART_TOAST_MS);
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  const [city, setCity] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<OrderReceipt | null>(null);
  const attemptKey = useRef<string | null>(null);
  // The cart is empty now: show its top (the empty state), not where the checkout form was.
  const closeOverlay = useCallback(() => {
    setReceipt(null);
    window.scrollTo(0, 0);
  }, []);

  const lines = items ?? [];
  const selected = lines.filter((line) => !deselected.has(line.id));
  const allSelected = lines.length > 0 && selected.length === lines.length;
  const subtotal = linesTotal(selected.map((line) => ({ unitPrice: line.price, quantity: line.quantity })));

  const changeQuantity = async (line: CartItem, quantity: number) => {
    try {
      await updateItem.mutateAsync({ id: line.id, quantity, size: line.size, price: line.price });
    } catch (cause) {
      show(quantityErrorText(cause, line), 'error');
    }
  };
  const remove = async (line: CartItem) => {
    try {
      await removeItem.mutateAsync(line.id);
    } catch {
      show('Failed to remove item. Please try again.', 'error');
    }
  };

  const [placeOrder] = useGuardedClick(async (fields: CustomerFields) => {
    setOrderError(null);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await createOrder.mutateAsync({
        input: { ...fields, cart_ids: selected.map((line) => line.id) },
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      setCheckingOut(false);
      setDeselected(new Set());
      setReceipt(result.data);
    } catch (cause) {
      // A refused order is final: the next attempt gets a new key. A lost answer keeps the key,
      // so that retrying cannot create a second order.
      if (!(cause instanceof ApiError && cause.isNetworkError)) attemptKey.current = null;
      setOrderError(orderErrorText(cause));
    }
  });

  const overlay = receipt && (
    <ThankYouOverlay
      receipt={receipt}
      onCountdownEnd={closeOverlay}
      countdownText={(s) => `This message closes in ${secondsText(s)}.`}
      onContinue={() => navigate(paths.shop)}
      onClose={closeOverlay}
    />
  );

  let body;
  if (items && lines.length === 0) {
    body = (
      <div className="state">
        <p className="page-title">YOUR CART IS EMPTY</p>
        <p>Add some {brand.name} pieces to get started</p>
        <Link to={paths.shop} className="button">
          SHOP NOW
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
            Select all ({selected.length}/{lines.length})
          </label>
          <ul className="lines">
            {lines.map((line) => (
              <li key={line.id} className="line">
                <input
                  type="checkbox"
                  aria-label={`Select ${line.product.name} (${line.size})`}
                  checked={!deselected.has(line.id)}
                  onChange={() =>
                    setDeselected((prev) => {
                      const next = new Set(prev);
                      if (next.has(line.id)) next.delete(line.id);
                      else next.add(line.id);
                      return next;
                    })
                  }
                />
                <ProductImage
                  image={line.product.image}
                  alt={line.product.name}
                  sizes="80px"
                  className="line__image"
                />
                <div>
                  <p className="line__name">
                    <Link to={paths.product(line.product_id)}>{line.product.name}</Link>
                  </p>
                  <p className="line__meta">Size: {line.size}</p>
                  <p className="line__meta">
                    <Price product={line.product} />
                  </p>
                  <div className="line__controls">
                    <QuantityStepper
                      label={`Quantity of ${line.product.name}`}
                      value={line.quantity}
                      min={0}
                      max={MAX_LINE_QUANTITY}
                      disabled={updateItem.isPending || removeItem.isPending}
                      onChange={(q) => void changeQuantity(line, q)}
                    />
                    <span data-testid={`line-total-${line.id}`}>
                      {formatPrice(lineTotal(line.price, line.quantity))}
                    </span>
                    <button
                      type="button"
                      className="line__remove"
                      onClick={() => void remove(line)}
                      disabled={removeItem.isPending}
                      aria-label={`Remove ${line.product.name}`}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <OrderSummary subtotal={subtotal} city={checkingOut ? city : ''}>
            {!checkingOut && (
              <button
                type="button"
                className="button button--block"
                onClick={() => {
                  if (selected.length === 0) show(NO_ITEMS_MESSAGE, 'error');
                  else setCheckingOut(true);
                }}
              >
                CHECK OUT
              </button>
            )}
          </OrderSummary>
          {checkingOut && (
            <CheckoutForm
              itemCount={selected.length}
              submitting={createOrder.isPending}
              serverError={orderError}
              onSubmit={placeOrder}
              onBack={() => {
                setCheckingOut(false);
                setOrderError(null);
              }}
              backLabel="BACK TO CART"
              onCityChange={setCity}
            />
          )}
        </div>
      </div>
    );
  } else if (error) {
    body = <p className="state state--error">Error: {messageOf(error)}</p>;
  } else if (isPending) {
    body = <p className="state">Loading cart...</p>;
  }

  return (
    <div className="container checkout-page">
      <PageHead
        title={`Cart | ${brand.name}`}
        description={`Your ${brand.name} cart: check your items and order with cash on delivery.`}
        path={paths.cart}
      />
      <h1 className="page-title">{checkingOut ? 'CHECK OUT' : 'YOUR CART'}</h1>
      {body}
      {overlay}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
