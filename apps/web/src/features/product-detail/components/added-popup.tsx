import { effectivePrice, type Product } from '@vigor/shared';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { Money } from '../../../components/ui/price';

interface AddedPopupProps {
  product: Product;
  size: string;
  quantity: number;
  busy: boolean;
  onBuyNow: () => void;
  onClose: () => void;
}

export function AddedPopup({ product, size, quantity, busy, onBuyNow, onClose }: AddedPopupProps) {
  return (
    <Dialog labelledBy="added-title" onClose={onClose} className="added">
      <h2 id="added-title">Item added to your cart</h2>
      <div className="added__item">
        <ProductImage image={product.image} alt="" sizes="96px" className="added__image" />
        <div>
          <p className="added__name">{product.name}</p>
          <p>Size: {size}</p>
          <p>Quantity: {quantity}</p>
          <p>
            Price: <Money amount={effectivePrice(product) * quantity} />
          </p>
        </div>
      </div>
      <div className="dialog__actions">
        <Link to={paths.cart} className="button button--outline">
          View my cart
        </Link>
        <button type="button" className="button" onClick={onBuyNow} disabled={busy}>
          Buy now
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          Continue shopping
        </button>
      </div>
    </Dialog>
  );
}
