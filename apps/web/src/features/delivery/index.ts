// The delivery settings' public entry: what other features may use (eslint.config.js enforces it).
export { deliveryKeys, useDeliverySettings } from './api/get-delivery';
export { ZoneFees } from './components/zone-fees';
export { useCityName } from './hooks/use-city-name';
