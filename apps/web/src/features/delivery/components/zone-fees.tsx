import { formatPrice, type DeliveryZone } from '@vigor/shared';

/** What delivery costs in each zone, e.g. "Casablanca 20.00 dh, Other cities 35.00 dh". */
export function ZoneFees({ zones }: { zones: readonly DeliveryZone[] }) {
  return (
    <span className="zone-fees">
      {zones.map((zone, index) => (
        <span key={zone.id}>
          {index > 0 && ', '}
          {zone.name} <span className="price-text">{formatPrice(zone.fee)}</span>
        </span>
      ))}
    </span>
  );
}
