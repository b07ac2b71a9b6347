/**
 * The carriers module's public entry: its router, the parcel sync the scheduler runs, and the
 * handing of orders to a carrier that fulfilment's batches use (an integrated carrier's parcels,
 * or a manual carrier's tracking number).
 */
export { carriersRouter } from './carriers.router.ts';
export { syncCarrierParcels } from './carrier-sync.ts';
export { cancelSenditParcel, refreshSenditStatuses, syncParcelsAndReturns } from './sendit-follow.ts';
export { markShipped } from './mark-shipped.ts';
export { shipThroughCarrier } from './parcels.service.ts';
