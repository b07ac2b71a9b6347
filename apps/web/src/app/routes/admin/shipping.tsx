import { PayoutPanel, PayoutsList } from '../../../features/admin-cash';
import {
  BatchesPanel,
  CarrierCitiesPanel,
  CarrierParcelsPanel,
  OutcomesBox,
  ShipBatchPanel,
} from '../../../features/admin-fulfilment';

/**
 * /admin-dashboard/shipping: hand confirmed orders to a carrier, print their slips, mark outcomes
 * (fulfilment), then reconcile the carriers' payouts (cash). Carriers are set up in SETTINGS.
 */
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

export { ShippingTab as Component };
