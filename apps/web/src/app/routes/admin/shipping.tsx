import { PayoutPanel, PayoutsList } from '../../../features/admin-cash';
import { usePermissions } from '../../../features/admin-shell';
import {
  BatchesPanel,
  CarrierCitiesPanel,
  CarrierParcelsPanel,
  OutcomesBox,
  ShipBatchPanel,
} from '../../../features/admin-fulfilment';

/**
 * /admin-dashboard/shipping: hand confirmed orders to a carrier, print their slips, mark outcomes
 * (fulfilment), then reconcile the carriers' payouts (cash). Carriers are set up in SETTINGS. Each
 * part shows to the roles that may use it: a shipper ships, an accountant reconciles.
 */
export function ShippingTab() {
  const { can } = usePermissions();
  return (
    <div className="bo-shipping">
      {can('carriers.edit') && <CarrierCitiesPanel />}
      {can('shipping') && (
        <>
          <ShipBatchPanel />
          <BatchesPanel />
          <CarrierParcelsPanel />
          <OutcomesBox />
        </>
      )}
      {can('payouts') && (
        <>
          <PayoutPanel />
          <PayoutsList />
        </>
      )}
    </div>
  );
}

export { ShippingTab as Component };
