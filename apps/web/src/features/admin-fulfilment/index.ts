// Fulfilment's entry: shipment batches, slips, carrier parcels and outcomes (SHIPPING), carriers'
// set-up (SETTINGS), and the carriers and keys that cash uses (eslint.config.js enforces it).
import './fulfilment.css';
export { carrierSettingsQuery } from './api/carriers';
export { BatchDialog } from './components/batch-dialog';
export { shippingKeys } from './api/shipping';
export { CarrierCitiesPanel } from './components/carrier-cities-panel';
export { CarrierParcelsPanel } from './components/carrier-parcels-panel';
export { CarrierSelect } from './components/carrier-select';
export { CarriersPanel } from './components/carriers-panel';
export { OutcomesBox } from './components/outcomes-box';
export { BatchesPanel, ShipBatchPanel } from './components/ship-batch-panel';
export { ShipmentPrint } from './components/shipment-print';
