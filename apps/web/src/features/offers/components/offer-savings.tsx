import type { OfferedLine } from '@vigor/shared';
import { sumAmounts } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { usePageT } from '../../../lib/i18n';

/** What the offers take off the lines (nothing shown when none applies). */
export function OfferSavings({ lines }: { lines: readonly OfferedLine[] }) {
  const t = usePageT().offers;
  const saved = sumAmounts(lines.map((l) => l.discount));
  if (saved <= 0) return null;
  return (
    <p className="offers__savings" data-testid="offer-savings">
      {t.savings}: {t.youSave} <Money amount={saved} />
    </p>
  );
}
