import { lineTotal, productName, type CartItem, type InvalidItem } from '@vigor/shared';
import { Link } from 'react-router';
import { Money, Price } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { paths } from '../../../config/paths';
import { isGone } from '../lib/order-error-text';
import { conflictText } from '../lib/stock-conflicts';
import { useLang, useLocalePath, usePageT } from '../../../lib/i18n';
import { useSizeLabel } from '../../../lib/size-label';
import { useUnitsPerLine } from '../../cart';

interface CartLineProps {
  line: CartItem;
  selected: boolean;
  onToggle: () => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The unsettled stock conflict of this line from the last refused order. */
  conflict?: InvalidItem;
  busy: boolean;
  removing: boolean;
}

/** One cart line: select box, image, name, size, price, quantity, total, Remove, and its conflict. */
export function CartLine({
  line,
  selected,
  onToggle,
  onQuantity,
  onRemove,
  conflict,
  busy,
  removing,
}: CartLineProps) {
  const conflictId = `line-conflict-${line.id}`;
  const t = usePageT().cart.line;
  const to = useLocalePath();
  const name = productName(line.product, useLang());
  const sizeLabel = useSizeLabel();
  const unitsPerLine = useUnitsPerLine();
  return (
    <li
      className={`line${conflict ? ' line--conflict' : ''}`}
      data-line-id={line.id}
      aria-describedby={conflict ? conflictId : undefined}
    >
      <input
        type="checkbox"
        aria-label={t.select(name, sizeLabel(line.size))}
        checked={selected}
        onChange={onToggle}
      />
      <ProductImage image={line.product.image} alt={name} sizes="80px" className="line__image" />
      <div>
        <p className="line__name">
          <Link to={to(paths.product(line.product_id))}>{name}</Link>
        </p>
        <p className="line__meta">{t.size(sizeLabel(line.size))}</p>
        {line.product.status === 'pre_order' && (
          <p className="line__meta">
            <PreOrderNote expectedShipDate={line.product.expected_ship_date} />
          </p>
        )}
        <p className="line__meta">
          <Price product={line.product} />
        </p>
        {conflict && (
          <div className="line__conflict">
            <p id={conflictId}>{conflictText(conflict, t)}</p>
            {!isGone(conflict) && (
              // Stepping down one unit at a time can still ask for more than is left: one click fixes it.
              <button
                type="button"
                className="button button--outline line__fix"
                disabled={busy}
                onClick={() => onQuantity(conflict.available_quantity)}
              >
                {t.changeTo(conflict.available_quantity)}
              </button>
            )}
          </div>
        )}
        <div className="line__controls">
          <QuantityStepper
            label={t.quantityOf(name)}
            value={line.quantity}
            min={0}
            max={unitsPerLine}
            disabled={busy}
            onChange={onQuantity}
          />
          <span data-testid={`line-total-${line.id}`}>
            <Money amount={lineTotal(line.price, line.quantity)} />
          </span>
          <button
            type="button"
            className="line__remove"
            onClick={onRemove}
            disabled={removing}
            aria-label={t.removeOf(name)}
          >
            {t.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
