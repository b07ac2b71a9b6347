// The delivery settings' public entry: what other features and app/'s page loaders use
// (eslint.config.js enforces it).
export { deliveryKeys, useDeliverySettings } from './api/get-delivery';
export { ZoneFees } from './components/zone-fees';
export { useCityName } from './hooks/use-city-name';
export { deliveryQuery } from './api/get-delivery';
