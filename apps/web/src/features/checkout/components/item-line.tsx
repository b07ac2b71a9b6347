import { usePageT } from '../../../lib/i18n';
import { useSizeLabel } from '../../../lib/size-label';

interface ItemLineProps {
  quantity: number;
  name: string;
  size: string;
}

/**
 * One ordered line, "2 x Atlas Hoodie (M)". The quantity, the name and the size are each isolated
 * (<bdi>) and joined by neutral marks, so that a Latin name or a number cannot pull its neighbours
 * out of place in a right-to-left line: in Arabic the line reads, from the right, quantity, name,
 * size, as it does from the left in English and French.
 */
export function ItemLine({ quantity, name, size }: ItemLineProps) {
  const times = usePageT().checkout.thanks.times;
  const label = useSizeLabel();
  return (
    <span className="item-line">
      <bdi className="item-line__quantity">{quantity}</bdi>
      {times}
      <bdi className="item-line__name">{name}</bdi>
      {' ('}
      <bdi className="item-line__size">{label(size)}</bdi>)
    </span>
  );
}
