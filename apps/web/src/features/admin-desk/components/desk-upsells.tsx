import { formatPrice, type DeskOrderDetail, type UpsellOption } from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useUpsell, useUpsellOptions } from '../api/upsells';

const dh = (amount: number) => formatPrice(amount, 'en');

/**
 * Upsells on the call: the offers the order could take (its next quantity tier, the add-ons of
 * its products), one action each. Before saving, the agent reads the new totals out to the
 * customer; saving records an `upsell` event (docs/product.md, "Offers").
 */
export function DeskUpsells({ order, blocked }: { order: DeskOrderDetail; blocked: boolean }) {
  const options = useUpsellOptions(order).data ?? [];
  const upsell = useUpsell();
  const [chosen, setChosen] = useState<{ option: UpsellOption; size: string } | null>(null);
  if (!options.length && !chosen) return null;

  const save = () => {
    if (!chosen) return;
    const { option, size } = chosen;
    void upsell.mutateAsync({ id: order.id, kind: option.kind, product_id: option.product_id, size }).then(
      () => setChosen(null),
      () => undefined,
    );
  };

  return (
    <section className="bo-desk__upsells" aria-label="Offers to propose">
      <h3>Offers to propose</h3>
      {chosen ? (
        <div className="bo-desk__form" role="group" aria-label="Read out before saving">
          <p>
            Add {chosen.option.quantity} × {chosen.option.product_name} ({chosen.size}) at{' '}
            {dh(chosen.option.unit_price)} each.
          </p>
          <p data-testid="upsell-read-out">
            Read out: the order comes to <strong>{dh(chosen.option.totals.cash_to_collect)}</strong> (goods{' '}
            {dh(chosen.option.totals.goods_total)} + delivery {dh(chosen.option.totals.delivery_fee)}).
          </p>
          <button type="button" className="button" onClick={save} disabled={upsell.isPending || blocked}>
            Customer agrees: save
          </button>
          <button type="button" className="button button--outline" onClick={() => setChosen(null)}>
            Back
          </button>
          {upsell.isError && <p role="alert">{messageOf(upsell.error)}</p>}
        </div>
      ) : (
        <ul>
          {options.map((option) => (
            <UpsellChoice
              key={`${option.kind}-${option.product_id}`}
              option={option}
              blocked={blocked}
              onChoose={setChosen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function UpsellChoice({
  option,
  blocked,
  onChoose,
}: {
  option: UpsellOption;
  blocked: boolean;
  onChoose: (choice: { option: UpsellOption; size: string }) => void;
}) {
  const [size, setSize] = useState(option.sizes[0]!);
  const what = option.kind === 'tier' ? `Quantity offer: +${option.quantity}` : 'Add-on: +1';
  return (
    <li>
      {what} × {option.product_name} at {dh(option.unit_price)} each{' '}
      {option.sizes.length > 1 && (
        <select
          aria-label={`Size of ${option.product_name}`}
          value={size}
          onChange={(e) => setSize(e.target.value)}
        >
          {option.sizes.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      )}{' '}
      <button
        type="button"
        className="button button--outline"
        disabled={blocked}
        onClick={() => onChoose({ option, size })}
      >
        Propose {option.product_name}
      </button>
    </li>
  );
}
