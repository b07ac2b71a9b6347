/**
 * Carriers the shop hands parcels to (docs/carriers.md): "manual" ones (slips, export, scanned
 * outcomes) and the integrated ones whose merchant API creates the parcels, prints their labels
 * and reports their statuses.
 */
import type { OrderStatus } from './order-lifecycle.js';
import type { Carrier } from './shipping.js';

export const CARRIER_INTEGRATIONS = ['manual', 'sendit', 'ozon_express'] as const;
export type CarrierIntegration = (typeof CARRIER_INTEGRATIONS)[number];
export type IntegratedCarrier = Exclude<CarrierIntegration, 'manual'>;

export const CARRIER_INTEGRATION_LABELS: Record<CarrierIntegration, string> = {
  manual: 'Manual (slips, export, scans)',
  sendit: 'Sendit',
  ozon_express: 'Ozon Express',
};

/**
 * Integrations whose API reports the cash of each parcel and when the carrier paid it to the shop
 * (docs/carriers.md, "Cash"); the others' payouts are typed or scanned from their statements.
 */
const CASH_REPORTING: readonly IntegratedCarrier[] = ['sendit'];
export const reportsCash = (integration: CarrierIntegration): boolean =>
  (CASH_REPORTING as readonly CarrierIntegration[]).includes(integration);

/** The credentials each integration asks for, in the order the form shows them. */
export const CARRIER_CREDENTIAL_FIELDS: Record<
  IntegratedCarrier,
  readonly { key: string; label: string; optional?: true }[]
> = {
  sendit: [
    { key: 'public_key', label: 'Public key' },
    { key: 'secret_key', label: 'Secret key' },
    // Signs Sendit's webhooks (HMAC-SHA256 of the body); none: polling alone follows the parcels.
    { key: 'webhook_secret', label: 'Webhook secret', optional: true },
  ],
  ozon_express: [
    { key: 'customer_id', label: 'Customer id' },
    { key: 'api_key', label: 'API key' },
  ],
};

/**
 * What a carrier status means for the order: the status it reaches (`null`: the parcel is still
 * on its way or waits for the shop, no move) and a note for staff.
 */
export interface CarrierStatusMeaning {
  label: string;
  order_status: Extract<OrderStatus, 'shipped' | 'delivered' | 'refused' | 'returned'> | null;
}

/**
 * Sendit's delivery statuses (the `status` of GET /deliveries/{code} and of its webhooks;
 * docs/carriers.md gives the sources). A status not in this table is kept and shown as unknown,
 * never guessed. No delivery status says "returned": a refused parcel comes back through a return
 * request (SENDIT_RETURN_BACK).
 */
export const SENDIT_STATUSES: Readonly<Record<string, CarrierStatusMeaning>> = {
  PENDING: { label: 'En attente', order_status: null },
  TO_PREPARE: { label: 'À préparer', order_status: null },
  NEW_DESTINATION: { label: 'À changer', order_status: null },
  TOPICKUP: { label: 'Ramassage en cours', order_status: null },
  PICKUP_TOCHECK: { label: 'Ramassage à vérifier', order_status: null },
  PICKEDUP: { label: 'Ramassé', order_status: 'shipped' },
  WAREHOUSE: { label: 'Entrepôt', order_status: 'shipped' },
  TRANSIT: { label: 'En transit', order_status: 'shipped' },
  SCHEDULED: { label: 'Programmé', order_status: 'shipped' },
  DISTRIBUTED: { label: 'Distribué', order_status: 'shipped' },
  DELIVERING: { label: 'En cours de livraison', order_status: 'shipped' },
  UNREACHABLE: { label: 'Injoignable', order_status: 'shipped' },
  POSTPONED: { label: 'Reporté', order_status: 'shipped' },
  DELIVERED: { label: 'Livré', order_status: 'delivered' },
  REFUNDED: { label: 'Remboursé', order_status: 'delivered' },
  REJECTED: { label: 'Refusé', order_status: 'refused' },
  CANCELED: { label: 'Annulé (staff must decide)', order_status: null },
};

/**
 * Ozon Express's tracking statuses (`TRACKING.LAST_TRACKING.STATUT` of POST .../tracking), French
 * words as the carrier writes them; compared without accents and case.
 */
export const OZON_EXPRESS_STATUSES: Readonly<Record<string, CarrierStatusMeaning>> = {
  'Nouveau Colis': { label: 'Nouveau colis', order_status: null },
  'Attente De Ramassage': { label: 'Attente de ramassage', order_status: null },
  Ramassé: { label: 'Ramassé', order_status: 'shipped' },
  Expédié: { label: 'Expédié', order_status: 'shipped' },
  Reçu: { label: 'Reçu', order_status: 'shipped' },
  'Mise en distribution': { label: 'Mise en distribution', order_status: 'shipped' },
  'client intéressé': { label: 'Client intéressé', order_status: 'shipped' },
  'Pas de réponse + SMS': { label: 'Pas de réponse + SMS', order_status: 'shipped' },
  'Pas de réponse J+2': { label: 'Pas de réponse J+2', order_status: 'shipped' },
  'Pas de réponse J+3': { label: 'Pas de réponse J+3', order_status: 'shipped' },
  Reporté: { label: 'Reporté', order_status: 'shipped' },
  Livré: { label: 'Livré', order_status: 'delivered' },
  Refusé: { label: 'Refusé', order_status: 'refused' },
  Retourné: { label: 'Retourné', order_status: 'returned' },
  Annulé: { label: 'Annulé (staff must decide)', order_status: null },
};

/**
 * The status of a Sendit return request once the parcels are back at the shop (**assumed**:
 * a return request is delivered to the shop like a delivery to a customer; docs/carriers.md).
 */
export const SENDIT_RETURN_BACK = 'DELIVERED';

export const CARRIER_STATUS_TABLES: Record<
  IntegratedCarrier,
  Readonly<Record<string, CarrierStatusMeaning>>
> = {
  sendit: SENDIT_STATUSES,
  ozon_express: OZON_EXPRESS_STATUSES,
};

const statusKey = (status: string) =>
  status
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The meaning of a carrier's status word, or null when the table does not know it. */
export function carrierStatusMeaning(
  integration: IntegratedCarrier,
  status: string,
): CarrierStatusMeaning | null {
  const key = statusKey(status);
  const entry = Object.entries(CARRIER_STATUS_TABLES[integration]).find(([word]) => statusKey(word) === key);
  return entry?.[1] ?? null;
}

/**
 * The moves a carrier status asks of an order, one status at a time along the lifecycle: a parcel
 * the carrier reports returned while the shop still has it Shipped was refused first (Returned
 * only follows Refused, docs/product.md). Empty when there is nothing to do.
 */
export function carrierStatusMoves(
  current: OrderStatus,
  target: CarrierStatusMeaning['order_status'],
): OrderStatus[] {
  if (current === 'shipped' && (target === 'delivered' || target === 'refused')) return [target];
  if (current === 'shipped' && target === 'returned') return ['refused', 'returned'];
  if (current === 'refused' && target === 'returned') return ['returned'];
  return [];
}

/** A carrier as the SETTINGS tab shows it: its integration and masked credentials, never the secrets. */
export interface CarrierSettings extends Carrier {
  integration: CarrierIntegration;
  /** Each credential's last characters ("••••3f9a"); null: none saved. */
  credentials: Record<string, string> | null;
  /** Sendit's district the parcels are picked up from. */
  pickup_district_id: string | null;
  /** Who hands Sendit the parcels and receives the returns. */
  pickup_contact: { name: string; phone: string; address: string } | null;
  cities_fetched_at: string | null;
}

/** A shop city and the carrier city it is sent as. */
export interface CityMappingRow {
  city: string;
  city_ar: string;
  carrier_city: { code: string; name: string } | null;
  /** 'name' / 'city': matched automatically; 'hand': mapped by an admin. */
  by: 'name' | 'city' | 'hand' | null;
}

export interface CityMappingReport {
  carrier_id: number;
  fetched_at: string | null;
  carrier_cities: { code: string; name: string }[];
  rows: CityMappingRow[];
  matched: number;
}

/** A parcel created through a carrier's API, as the SHIPPING tab lists it. */
export interface CarrierParcel {
  order_id: number;
  carrier: Carrier;
  /**
   * `pending`: creation sent, outcome unknown; `held`: a shipping agent must say whether the
   * carrier made it; `needs_district`: an agent must choose the district; `ready`: chosen, the
   * next batch creates it.
   */
  state: 'pending' | 'created' | 'failed' | 'held' | 'needs_district' | 'ready';
  /** For `needs_district`: the districts of the order's city to choose from. */
  district_choices: { code: string; name: string }[] | null;
  /** The carrier's return request bringing a refused parcel back, and its status. */
  return_code: string | null;
  return_status: string | null;
  tracking_code: string | null;
  error: string | null;
  carrier_status: string | null;
  /** The status table's reading; null with a carrier status: unknown to the table. */
  meaning: CarrierStatusMeaning | null;
  order_status: OrderStatus;
  updated_at: string;
}

/** What one status sync did. */
export interface CarrierSyncResult {
  checked: number;
  moved: { order_id: number; from: OrderStatus; to: OrderStatus }[];
  unknown: { order_id: number; carrier_status: string }[];
  errors: { order_id: number; message: string }[];
}

/** An order of a batch whose parcel the carrier did not create, with the carrier's error. */
export interface ParcelFailure {
  id: number;
  message: string;
}

/**
 * The orders a carrier's API says it paid the shop for, not yet in a payout: the lines of its
 * statement (`text`, one `<order id> <amount>` a line, as the payout form reads them).
 */
export interface CarrierStatement {
  lines: { id: number; amount: number }[];
  text: string;
  /** The sum of the lines' amounts: what the carrier says it paid for them, before its fees. */
  total: number;
}
