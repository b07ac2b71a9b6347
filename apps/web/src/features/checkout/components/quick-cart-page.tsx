import { changedTotalsOf, effectivePrice, offeredTotal, productName, type OrderReceipt } from '@vigor/shared';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Toast, useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useGuardedClick } from '../../../lib/guarded-click';
import { useHydrated } from '../../../lib/hydrated';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { trackAdEvent } from '../../ads';
import { CheckoutForm, type CustomerFields } from './checkout-form';
import { OrderSummary } from './order-summary';
import { ThankYouOverlay } from './thank-you-overlay';
import { orderErrorText } from '../lib/order-error-text';
import { useOrderInHistory } from '../hooks/use-order-in-history';
import { useShownTotals } from '../hooks/use-shown-totals';
import { AddonOffers, OfferSavings, QuantityOffers, pricedLines, useTakenAddons } from '../../offers';
import { readQuickCartState, useSubmitQuickOrder } from '../../quick-cart';
import { useUnitsPerLine } from '../../cart';
import { PageHead } from '../../../components/ui/page-head';
import { useLang, useLocalePath, usePageT } from '../../../lib/i18n';
import { useSizeLabel } from '../../../lib/size-label';

export function QuickCartPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  const t = usePageT();
  const to = useLocalePath();
  const sizeLabel = useSizeLabel();
  const unitsPerLine = useUnitsPerLine();
  // The product comes in the history entry's state, which the server cannot see: read once hydrated.
  const initial = readQuickCartState(useHydrated() ? location.state : null);
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [checkingOut, setCheckingOut] = useState(false);
  const [city, setCity] = useState('');
  const [receipt, setReceipt] = useState<OrderReceipt | null>(null);
  // Why the server did not take the order, said above the button until the next attempt.
  const [orderError, setOrderError] = useState<string | null>(null);
  const orderInHistory = useOrderInHistory();
  const submit = useSubmitQuickOrder();
  const { toast, show, dismiss } = useToast(8000);
  const attemptKey = useRef<string | null>(null);
  const addons = useTakenAddons(initial?.addons);
  // The product and the add-ons taken, priced with the offers as the server will price them.
  const lines = initial
    ? [
        { product_id: initial.product.id, size: initial.size, quantity, product: initial.product },
        ...addons.taken.map(({ addon, size }) => ({
          product_id: addon.product_id,
          size,
          quantity: 1,
          product: addon.product,
        })),
      ]
    : [];
  const priced = pricedLines(lines);
  const subtotal = offeredTotal(priced);
  const totals = useShownTotals(subtotal, checkingOut ? city : '');
  const shopPath = to(paths.shop);
  const backToShop = useCallback(() => void navigate(shopPath), [navigate, shopPath]);

  const [placeOrder] = useGuardedClick(async (fields: CustomerFields) => {
    if (!initial) return;
    attemptKey.current ??= newIdempotencyKey();
    setOrderError(null);
    try {
      const result = await submit.mutateAsync({
        input: {
          ...fields,
          language: lang,
          items: lines.map((line) => ({
            product_id: line.product_id,
            quantity: line.quantity,
            size: line.size,
            price: effectivePrice(line.product),
          })),
          ...(initial.originalCartItemId ? { original_cart_item_id: initial.originalCartItemId } : {}),
          expected_totals: totals.expected,
        },
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      show(t.quick.submitted);
      setReceipt(result.data);
      orderInHistory.remember(result.data);
    } catch (cause) {
      if (!(cause instanceof ApiError && cause.isNetworkError)) attemptKey.current = null;
      const changed = changedTotalsOf(cause instanceof ApiError ? cause.body : null);
      if (changed) totals.noteChanged(changed);
      setOrderError(orderErrorText(cause, t.checkout));
    }
  });

  // Back, Forward or a reload after the order: its page, never the same order offered again.
  if (orderInHistory.redirect) return orderInHistory.redirect;
  if (!initial) {
    return (
      <div className="container state">
        <PageHead title={t.quick.title} description={t.quick.description} path={paths.quickCart} />
        <h1 className="page-title">{t.quick.heading}</h1>
        <p>{t.quick.none}</p>
        <Link to={shopPath} className="button">
          {t.cart.shopNow}
        </Link>
      </div>
    );
  }

  const { product, size } = initial;

  return (
    <div className="container checkout-page">
      <PageHead title={t.quick.title} description={t.quick.description} path={paths.quickCart} />
      <h1 className="page-title">{checkingOut ? t.cart.checkout : t.quick.heading}</h1>
      <div className="cart-layout">
        <ul className="lines">
          <li className="line line--quick">
            <span aria-hidden="true" />
            <ProductImage
              image={product.image}
              alt={productName(product, lang)}
              sizes="80px"
              className="line__image"
              priority
            />
            <div>
              <p className="line__name">{productName(product, lang)}</p>
              <p className="line__meta">{t.cart.line.size(sizeLabel(size))}</p>
              <p className="line__meta">
                <Price product={product} />
              </p>
              <div className="line__controls">
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  max={unitsPerLine}
                  disabled={submit.isPending || !!receipt}
                />
              </div>
              <QuantityOffers
                product={product}
                quantity={quantity}
                max={unitsPerLine}
                onPick={setQuantity}
                disabled={submit.isPending || !!receipt}
              />
            </div>
          </li>
        </ul>
        <div>
          <AddonOffers
            addons={product.offers?.addons ?? []}
            choices={addons}
            disabled={submit.isPending || !!receipt}
          />
          <OfferSavings lines={priced} />
          <OrderSummary totals={totals.shown}>
            {!checkingOut && !receipt && (
              <button
                type="button"
                className="button button--block"
                onClick={() => {
                  setCheckingOut(true);
                  trackAdEvent('InitiateCheckout', { value: subtotal, currency: 'MAD' });
                }}
              >
                {t.cart.checkout}
              </button>
            )}
          </OrderSummary>
          {checkingOut && !receipt && (
            <CheckoutForm
              leadSource="quick-cart"
              itemCount={lines.length}
              submitting={submit.isPending}
              serverError={orderError}
              onSubmit={placeOrder}
              onBack={() => {
                setCheckingOut(false);
                setOrderError(null);
              }}
              backLabel={t.quick.back}
              onCityChange={setCity}
            />
          )}
        </div>
      </div>
      {receipt && (
        <ThankYouOverlay
          receipt={receipt}
          onCountdownEnd={backToShop}
          countdownText={(s) => t.quick.returning(t.checkout.seconds(s))}
          onContinue={backToShop}
          onClose={backToShop}
        />
      )}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
