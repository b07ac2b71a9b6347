import { effectivePrice, productName, type Product } from '@vigor/shared';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { Money } from '../../../components/ui/price';
import { useLang, useLocalePath, usePageT } from '../../../lib/i18n';
import { useSizeLabel } from '../../../lib/size-label';

interface AddedPopupProps {
  product: Product;
  size: string;
  quantity: number;
  busy: boolean;
  onBuyNow: () => void;
  onClose: () => void;
}

export function AddedPopup({ product, size, quantity, busy, onBuyNow, onClose }: AddedPopupProps) {
  const t = usePageT().product.added;
  const to = useLocalePath();
  return (
    <Dialog labelledBy="added-title" onClose={onClose} className="added">
      <h2 id="added-title">{t.title}</h2>
      <div className="added__item">
        <ProductImage image={product.image} alt="" sizes="96px" className="added__image" />
        <div>
          <p className="added__name">{productName(product, useLang())}</p>
          <p>{t.size(useSizeLabel()(size))}</p>
          <p>{t.quantity(quantity)}</p>
          <p>
            {t.price}
            <Money amount={effectivePrice(product) * quantity} />
          </p>
        </div>
      </div>
      <div className="dialog__actions">
        <Link to={to(paths.cart)} className="button button--outline">
          {t.viewCart}
        </Link>
        <button type="button" className="button" onClick={onBuyNow} disabled={busy}>
          {t.buyNow}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t.continue}
        </button>
      </div>
    </Dialog>
  );
}
