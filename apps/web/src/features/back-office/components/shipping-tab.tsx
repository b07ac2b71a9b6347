import { CarriersPanel } from './carriers-panel';
import { OutcomesBox } from './outcomes-box';
import { PayoutPanel } from './payout-panel';
import { BatchesPanel, ShipBatchPanel } from './ship-batch-panel';

/** The SHIPPING tab: hand confirmed orders to a carrier, print their slips, mark outcomes. */
export function ShippingTab() {
  return (
    <div className="bo-shipping">
      <ShipBatchPanel />
      <BatchesPanel />
      <OutcomesBox />
      <PayoutPanel />
      <CarriersPanel />
    </div>
  );
}
