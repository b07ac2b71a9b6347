/** The delivery module's public entry: the zones' settings and the destination of a typed city. */
export { deliveryTo, getDeliverySettings, type Destination } from './delivery.service.ts';
