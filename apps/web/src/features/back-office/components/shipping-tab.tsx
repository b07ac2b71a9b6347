import { CarrierCitiesPanel } from './carrier-cities-panel';
import { CarrierParcelsPanel } from './carrier-parcels-panel';
import { OutcomesBox } from './outcomes-box';
import { PayoutPanel } from './payout-panel';
import { PayoutsList } from './payouts-list';
import { BatchesPanel, ShipBatchPanel } from './ship-batch-panel';

/** The SHIPPING tab: hand confirmed orders to a carrier, print their slips, mark outcomes (carriers: SETTINGS). */
export function ShippingTab() {
  return (
    <div className="bo-shipping">
      <CarrierCitiesPanel />
      <ShipBatchPanel />
      <BatchesPanel />
      <CarrierParcelsPanel />
      <OutcomesBox />
      <PayoutPanel />
      <PayoutsList />
    </div>
  );
}
