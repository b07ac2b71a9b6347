import {
  DEFAULT_SIZES,
  effectivePrice,
  hasDiscount,
  isSoldOut,
  orderRefusalOf,
  PRODUCT_PAGE_IMAGE_SIZES,
  productDescription,
  productName,
  recordIdOf,
  type CartItem,
  type Product,
  type ProductSizeView,
} from '@vigor/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Money, Price } from '../../../components/ui/price';
import { trackAdEvent } from '../../ads';
import { PreOrderNote } from '../../../components/ui/pre-order-note';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Toast, useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useGuardedClick } from '../../../lib/guarded-click';
import { useAddToCart, useUnitsPerLine } from '../../cart';
import { useDeliverySettings, ZoneFees } from '../../delivery';
import { useProduct, useRecommendations } from '../../products';
import { AddonOffers, QuantityOffers, useTakenAddons } from '../../offers';
import { useCreateQuickCart, type QuickCartState } from '../../quick-cart';
import { AddedPopup } from './added-popup';
import { CrossPromotion } from './cross-promotion';
import { ProductHead } from './product-head';
import { RecommendationBlock } from './recommendation-block';
import { useLang, useLocalePath, usePageT, useT } from '../../../lib/i18n';
import { useSizeLabel } from '../../../lib/size-label';

const PRODUCT_PAGE_TOAST_MS = 5000;

/** The sizes a product offers; none entered means the default sizes, unlimited. */
export function sizesOf(product: Product): ProductSizeView[] {
  if (product.sizes.length > 0) return product.sizes;
  return DEFAULT_SIZES.map((size) => ({ size, quantity: null, available: null }));
}

export function ProductPage() {
  const { productId } = useParams();
  // 0 for a segment that names no product (`007`, `0x10`, past the id range): nothing is fetched.
  const id = recordIdOf(productId) ?? 0;
  const { data: product, error, isPending } = useProduct(id);
  const t = usePageT();
  const { ui } = useT();

  if (id === 0 || (error instanceof ApiError && error.status === 404 && !product)) {
    return <ProductNotFound />;
  }
  if (product) return <ProductDetail key={product.id} product={product} />;
  return (
    <div className="container">
      <title>{t.product.pageTitle}</title>
      {error ? (
        <p className="state state--error">{ui.error(messageOf(error))}</p>
      ) : (
        isPending && <p className="state">{t.product.loading}</p>
      )}
    </div>
  );
}

/** Under the price: the pre-order and its date, COMING SOON or SOLD OUT; nothing for a product on sale now. */
function ProductStatusLine({ product }: { product: Product }) {
  const t = usePageT().product;
  if (product.status === 'pre_order') {
    return (
      <p className="product__status">
        <PreOrderNote expectedShipDate={product.expected_ship_date} />
      </p>
    );
  }
  let text: string | null = null;
  if (product.status === 'coming_soon') text = t.comingSoon;
  else if (isSoldOut(product)) text = t.soldOut;
  return text && <p className="product__status">{text}</p>;
}

function ProductNotFound() {
  const t = usePageT().product;
  const to = useLocalePath();
  return (
    <div className="container state">
      <title>{t.notFoundTitle}</title>
      <h1 className="page-title">{t.notFound}</h1>
      <Link to={to(paths.shop)} className="button">
        {t.backToShop}
      </Link>
    </div>
  );
}

interface ArrivalState {
  showCrossPromotion?: boolean;
  fromPreOrder?: boolean;
}

function ProductDetail({ product }: { product: Product }) {
  const location = useLocation();
  const { data: delivery } = useDeliverySettings();
  const navigate = useNavigate();
  const arrival = (location.state ?? {}) as ArrivalState;
  const { data: recommendations } = useRecommendations(product.id);
  useEffect(
    () =>
      trackAdEvent('ViewContent', {
        content_ids: [String(product.id)],
        content_type: 'product',
        value: effectivePrice(product),
        currency: 'MAD',
      }),
    [product],
  );
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<{ item: CartItem; size: string; quantity: number } | null>(null);
  const addons = useTakenAddons();
  const { toast, show, dismiss } = useToast(PRODUCT_PAGE_TOAST_MS);
  const addToCart = useAddToCart();
  const createQuickCart = useCreateQuickCart();
  const lang = useLang();
  const pageT = usePageT();
  const t = pageT.product;
  const { refused } = pageT.checkout;
  const to = useLocalePath();
  const sizeLabel = useSizeLabel();
  const name = productName(product, lang);
  const description = productDescription(product, lang) || t.fallbackDescription;

  const sizes = sizesOf(product);
  const soldOut = isSoldOut(product);
  // Nothing to choose: no Add to cart that would only ask for a size.
  const blocked = product.status === 'coming_soon' || soldOut;
  const chosen = sizes.find((s) => s.size === size);
  // The quantity stops at the shop's limit per line, or at the units left when fewer, and says so.
  const unitsPerLine = useUnitsPerLine();
  const left = product.status === 'pre_order' ? null : (chosen?.available ?? null);
  const stockBound = left != null && left < unitsPerLine;
  const maxQuantity = stockBound ? Math.max(1, left) : unitsPerLine;
  const limitNote = quantity >= maxQuantity ? (stockBound ? t.onlyLeft(left) : t.atMost(unitsPerLine)) : null;

  // Over the shop's limit (with what the cart already holds): say the limit, not a failure.
  const limitText = (cause: unknown): string | null => {
    const refusal = orderRefusalOf(cause instanceof ApiError ? cause.body : null);
    return refusal?.code === 'order_limit' ? refused.limit(refusal.limit, refusal.value) : null;
  };

  const [onAdd, adding] = useGuardedClick(async () => {
    if (!size) {
      show(t.selectSizeToAdd, 'error');
      return;
    }
    try {
      const item = await addToCart.mutateAsync({
        product_id: product.id,
        quantity,
        size,
        price: effectivePrice(product),
      });
      // The add-ons taken go to the cart with it: the cart prices them at their offer price.
      for (const { addon, size: addonSize } of addons.taken) {
        await addToCart.mutateAsync({ product_id: addon.product_id, quantity: 1, size: addonSize });
      }
      dismiss(); // an earlier 'select size' or failure notice no longer applies
      setAdded({ item, size, quantity });
    } catch (cause) {
      show(limitText(cause) ?? t.addFailed, 'error');
    }
  });

  const [onBuy, buying] = useGuardedClick(async (source: 'page' | 'popup') => {
    const buySize = source === 'popup' && added ? added.size : size;
    const buyQuantity = source === 'popup' && added ? added.quantity : quantity;
    if (!buySize) {
      show(t.selectSizeToBuy, 'error');
      return;
    }
    try {
      const line = await createQuickCart.mutateAsync({
        product_id: product.id,
        quantity: buyQuantity,
        size: buySize,
        price: effectivePrice(product),
      });
      const state: QuickCartState = {
        product,
        quantity: buyQuantity,
        size: buySize,
        quickCartItemId: line.id,
        originalCartItemId: source === 'popup' ? added?.item.id : undefined,
        fromPreOrder: product.status === 'pre_order',
        addons: addons.taken,
      };
      void navigate(to(paths.quickCart), { state });
    } catch (cause) {
      show(limitText(cause) ?? (source === 'popup' ? t.purchaseFailed : t.buyNowFailed), 'error');
    }
  });

  const busy = adding || buying || addToCart.isPending || createQuickCart.isPending;

  return (
    <div className="container product">
      <ProductHead product={product} name={name} description={description.slice(0, 155)} />
      <div className="product__layout">
        <div className="product__media">
          <ProductImage image={product.image} alt={name} sizes={PRODUCT_PAGE_IMAGE_SIZES} priority />
        </div>
        <div className="product__info">
          <h1 className="product__name">{name}</h1>
          <p className="product__price">
            <Price product={product} />
            {hasDiscount(product) && <span className="badge product__sale">{t.sale}</span>}
          </p>
          <p className="product__tax">{t.tax}</p>
          <ProductStatusLine product={product} />
          <QuantityOffers
            product={product}
            quantity={quantity}
            max={maxQuantity}
            onPick={setQuantity}
            disabled={blocked}
          />

          <fieldset className="sizes" disabled={blocked}>
            <legend>{size ? t.sizeChosen(sizeLabel(size)) : t.size}</legend>
            <div className="sizes__pills">
              {sizes.map((entry) => {
                const sizeSoldOut = product.status !== 'pre_order' && entry.available === 0;
                return (
                  <label key={entry.size} className={`pill${sizeSoldOut ? ' pill--sold-out' : ''}`}>
                    <input
                      type="radio"
                      name="size"
                      value={entry.size}
                      checked={size === entry.size}
                      disabled={sizeSoldOut}
                      onChange={() => {
                        setSize(entry.size);
                        if (entry.available != null && product.status !== 'pre_order') {
                          setQuantity((q) => Math.min(q, Math.max(1, entry.available ?? 1)));
                        }
                      }}
                    />
                    <span>{sizeLabel(entry.size)}</span>
                    {sizeSoldOut && <span className="visually-hidden">{t.sizeSoldOut}</span>}
                  </label>
                );
              })}
            </div>
            <p className="sizes__guide">
              <Link to={to(paths.size)}>{t.sizeGuide}</Link>
            </p>
          </fieldset>

          <div className="product__quantity">
            <span id="quantity-label" className="product__label">
              {t.quantity}
            </span>
            <QuantityStepper value={quantity} onChange={setQuantity} max={maxQuantity} disabled={blocked} />
          </div>
          <p className="product__limit" aria-live="polite">
            {!blocked && limitNote}
          </p>
          {!blocked && <AddonOffers addons={product.offers?.addons ?? []} choices={addons} disabled={busy} />}

          {blocked ? (
            <button type="button" className="button button--block" disabled>
              {product.status === 'coming_soon' ? t.comingSoon : t.soldOut}
            </button>
          ) : (
            <div className="product__actions">
              <button
                type="button"
                className="button button--outline button--block"
                onClick={() => onAdd()}
                disabled={busy}
              >
                {adding ? t.adding : t.addToCart}
              </button>
              <button
                type="button"
                className="button button--block"
                onClick={() => onBuy('page')}
                disabled={busy}
              >
                {t.buyNow}
              </button>
            </div>
          )}

          <section className="product__section" aria-labelledby="desc-title">
            <h2 id="desc-title">{t.description}</h2>
            {/* Typed by the admin, maybe in English on an Arabic page: its own direction keeps its full stop at its end. */}
            <p dir="auto">{description}</p>
          </section>
          <section className="product__section" aria-labelledby="ship-title">
            <h2 id="ship-title">{t.shipping}</h2>
            <ul>
              {delivery && (
                <li data-testid="delivery-fees">
                  {t.deliveryFee}
                  <ZoneFees zones={delivery.zones} />
                  {t.freeOver}
                  <Money amount={delivery.free_from} />.
                </li>
              )}
              <li>{t.cod}</li>
              <li>{t.exchange}</li>
            </ul>
          </section>
        </div>
      </div>

      {(arrival.showCrossPromotion || arrival.fromPreOrder) && recommendations?.cross_promotion && (
        <CrossPromotion product={recommendations.cross_promotion} />
      )}
      <RecommendationBlock
        title={t.alsoLike}
        id="also-like"
        products={recommendations?.also_like}
        notify={show}
      />
      <RecommendationBlock
        title={t.checkThisOut}
        id="check-this-out"
        products={recommendations?.check_this_out}
        notify={show}
      />
      <p className="product__view-all">
        <Link to={to(paths.shop)} className="button button--outline">
          {t.viewAll}
        </Link>
      </p>

      {added && (
        <AddedPopup
          product={product}
          size={added.size}
          quantity={added.quantity}
          onBuyNow={() => onBuy('popup')}
          busy={busy}
          onClose={() => setAdded(null)}
        />
      )}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
