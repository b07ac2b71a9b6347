import { effectivePrice, lineTotal, MAX_LINE_QUANTITY, type OrderReceipt } from '@vigor/shared';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useGuardedClick } from '../../../lib/guarded-click';
import { newIdempotencyKey } from '../../../lib/idempotency';
import {
  CheckoutForm,
  type CustomerFields,
  OrderSummary,
  secondsText,
  ThankYouOverlay,
  quickOrderErrorText,
} from '../../checkout';
import { useSubmitQuickOrder } from '../api/submit-quick-order';
import { readQuickCartState } from '../quick-cart-state';
import { PageHead } from '../../../components/ui/page-head';

const QUICK_ORDER_DESCRIPTION = `Order one ${brand.name} item at once, cash on delivery.`;

export function QuickCartPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const initial = readQuickCartState(location.state);
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [checkingOut, setCheckingOut] = useState(false);
  const [city, setCity] = useState('');
  const [receipt, setReceipt] = useState<OrderReceipt | null>(null);
  const submit = useSubmitQuickOrder();
  const { toast, show, dismiss } = useToast(8000);
  const attemptKey = useRef<string | null>(null);
  const backToShop = useCallback(() => void navigate(paths.shop), [navigate]);

  const [placeOrder] = useGuardedClick(async (fields: CustomerFields) => {
    if (!initial) return;
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await submit.mutateAsync({
        input: {
          ...fields,
          items: [
            {
              product_id: initial.product.id,
              quantity,
              size: initial.size,
              price: effectivePrice(initial.product),
            },
          ],
          ...(initial.originalCartItemId ? { original_cart_item_id: initial.originalCartItemId } : {}),
        },
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      show('Order submitted successfully!');
      setReceipt(result.data);
    } catch (cause) {
      if (!(cause instanceof ApiError && cause.isNetworkError)) attemptKey.current = null;
      show(quickOrderErrorText(cause), 'error');
    }
  });

  if (!initial) {
    return (
      <div className="container state">
        <PageHead
          title={`Quick order | ${brand.name}`}
          description={QUICK_ORDER_DESCRIPTION}
          path={paths.quickCart}
        />
        <h1 className="page-title">QUICK ORDER</h1>
        <p>No items selected for quick order</p>
        <Link to={paths.shop} className="button">
          SHOP NOW
        </Link>
      </div>
    );
  }

  const { product, size } = initial;
  const subtotal = lineTotal(effectivePrice(product), quantity);

  return (
    <div className="container checkout-page">
      <PageHead
        title={`Quick order | ${brand.name}`}
        description={QUICK_ORDER_DESCRIPTION}
        path={paths.quickCart}
      />
      <h1 className="page-title">{checkingOut ? 'CHECK OUT' : 'QUICK ORDER'}</h1>
      <div className="cart-layout">
        <ul className="lines">
          <li className="line line--quick">
            <span aria-hidden="true" />
            <ProductImage
              image={product.image}
              alt={product.name}
              sizes="80px"
              className="line__image"
              priority
            />
            <div>
              <p className="line__name">{product.name}</p>
              <p className="line__meta">Size: {size}</p>
              <p className="line__meta">
                <Price product={product} />
              </p>
              <div className="line__controls">
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  max={MAX_LINE_QUANTITY}
                  disabled={submit.isPending || !!receipt}
                />
              </div>
            </div>
          </li>
        </ul>
        <div>
          <OrderSummary subtotal={subtotal} city={checkingOut ? city : ''}>
            {!checkingOut && !receipt && (
              <button type="button" className="button button--block" onClick={() => setCheckingOut(true)}>
                CHECK OUT
              </button>
            )}
          </OrderSummary>
          {checkingOut && !receipt && (
            <CheckoutForm
              leadSource="quick-cart"
              itemCount={1}
              submitting={submit.isPending}
              serverError={null}
              onSubmit={placeOrder}
              onBack={() => setCheckingOut(false)}
              backLabel="BACK"
              onCityChange={setCity}
            />
          )}
        </div>
      </div>
      {receipt && (
        <ThankYouOverlay
          receipt={receipt}
          onCountdownEnd={backToShop}
          countdownText={(s) => `Returning to the shop in ${secondsText(s)}.`}
          onContinue={backToShop}
          onClose={backToShop}
        />
      )}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
