/** /admin-dashboard/batches/:batchId/print: a batch's slips and pick list, outside the dashboard. */
export { ShipmentPrint as Component } from '../../../features/admin-fulfilment';
