import { useT } from '../../lib/i18n';

/** "Pre-order — ships by 15 December 2026" wherever a pre-order is shown (page, cart, order). */
export function PreOrderNote({ expectedShipDate }: { expectedShipDate: string | null }) {
  return <span className="pre-order-note">{useT().ui.preOrder(expectedShipDate)}</span>;
}
