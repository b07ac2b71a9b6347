import { type DeliveryZone } from '@vigor/shared';
import { Money } from '../../../components/ui/price';

/** What delivery costs in each zone, e.g. "Casablanca 20.00 dh, Other cities 35.00 dh". */
export function ZoneFees({ zones }: { zones: readonly DeliveryZone[] }) {
  return (
    <span className="zone-fees">
      {zones.map((zone, index) => (
        <span key={zone.id}>
          {index > 0 && ', '}
          {zone.name} <Money amount={zone.fee} />
        </span>
      ))}
    </span>
  );
}
