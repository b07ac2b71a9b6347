// The ad pixels' public entry (docs/ads.md): the layout starts them, pages report events.
export { useAdPixels } from './hooks/use-ad-pixels';
export { trackAdEvent, type AdBrowserEvent, type AdEventParams } from './lib/pixels';
