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

/**
 * The credentials each integration asks for, in the order the form shows them; `secret` ones are
 * redacted from any carrier error that echoes them (an account number is not a secret).
 */
export const CARRIER_CREDENTIAL_FIELDS: Record<
  IntegratedCarrier,
  readonly { key: string; label: string; secret: boolean; optional?: true }[]
> = {
  sendit: [
    { key: 'public_key', label: 'Public key', secret: true },
    { key: 'secret_key', label: 'Secret key', secret: true },
    // Signs Sendit's webhooks (HMAC-SHA256 of the body); none: polling alone follows the parcels.
    { key: 'webhook_secret', label: 'Webhook secret', secret: true, optional: true },
  ],
  ozon_express: [
    { key: 'customer_id', label: 'Customer id', secret: false },
    { key: 'api_key', label: 'API key', secret: true },
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
 * words as the carrier writes them; compared without accents, case, apostrophes or the spaces
 * around brackets and "+" (the clients spell "Reporté ( SUIVI )" and "Reporté (SUIVI)"). The list
 * and the source of each word: docs/carriers.md, "Ozon Express statuses". A parcel on its way back
 * ("En retour par AMANA", "Retourné au Hub") is Refused; back at the shop, Returned.
 */
const waits = (label: string): CarrierStatusMeaning => ({ label, order_status: null });
const onItsWay = (label: string): CarrierStatusMeaning => ({ label, order_status: 'shipped' });
export const OZON_EXPRESS_STATUSES: Readonly<Record<string, CarrierStatusMeaning>> = {
  'Nouveau Colis': waits('Nouveau colis'),
  'Attente De Ramassage': waits('Attente de ramassage'),
  'Pré ramassé': waits('Pré-ramassé'),
  Ramassé: onItsWay('Ramassé'),
  Expédié: onItsWay('Expédié'),
  'expédier par AMANA': onItsWay('Expédié par Amana'),
  Reçu: onItsWay('Reçu'),
  'Reçu En Agence De Livraison': onItsWay('Reçu en agence de livraison'),
  "Envoyé à l'agence": onItsWay("Envoyé à l'agence"),
  'En Voyage': onItsWay('En voyage'),
  'Mise en distribution': onItsWay('Mise en distribution'),
  'En cours': onItsWay('En cours'),
  Programmé: onItsWay('Programmé'),
  'Livraison sous conditions': onItsWay('Livraison sous conditions'),
  'client intéressé': onItsWay('Client intéressé'),
  'Relancé nouveau client': onItsWay('Relancé nouveau client'),
  'Attente de relancer': onItsWay('Attente de relance'),
  Reporté: onItsWay('Reporté'),
  'Reporté ( SUIVI )': onItsWay('Reporté (suivi)'),
  "reporté aujourd'hui": onItsWay("Reporté aujourd'hui"),
  Retardé: onItsWay('Retardé'),
  'Retard Livraison 48h-72h': onItsWay('Retard livraison 48h-72h'),
  'Pas de réponse + SMS': onItsWay('Pas de réponse + SMS'),
  'Pas de réponse J+2': onItsWay('Pas de réponse J+2'),
  'Pas de réponse J+3': onItsWay('Pas de réponse J+3'),
  'Pas de reponse ( SUIVI )': onItsWay('Pas de réponse (suivi)'),
  'Deuxième Appel Pas Réponse': onItsWay('Deuxième appel sans réponse'),
  'Troisième Appel Pas Réponse': onItsWay('Troisième appel sans réponse'),
  'pas réponse + déplacement': onItsWay('Pas de réponse + déplacement'),
  'pas réponse + déplacement J+2': onItsWay('Pas de réponse + déplacement J+2'),
  'pas réponse + déplacement J+3': onItsWay('Pas de réponse + déplacement J+3'),
  Injoignable: onItsWay('Injoignable'),
  'Injoignable ( SUIVI )': onItsWay('Injoignable (suivi)'),
  'Boite Vocal': onItsWay('Boîte vocale'),
  'Boite Vocal ( SUIVI )': onItsWay('Boîte vocale (suivi)'),
  'Erreur Numero': onItsWay('Erreur de numéro'),
  Numero_Erroné: onItsWay('Numéro erroné'),
  'Hors-zone': onItsWay('Hors zone'),
  'Zone Non-couverte': onItsWay('Zone non couverte'),
  'Hors Secteur': onItsWay('Hors secteur'),
  'sans adresse': onItsWay('Sans adresse'),
  Livré: { label: 'Livré', order_status: 'delivered' },
  Refusé: { label: 'Refusé', order_status: 'refused' },
  'En retour par AMANA': { label: 'En retour par Amana', order_status: 'refused' },
  'Retourné au Hub': { label: 'Retourné au hub', order_status: 'refused' },
  Retourné: { label: 'Retourné', order_status: 'returned' },
  'Retourné Reçu par client': { label: 'Retour reçu par le vendeur', order_status: 'returned' },
  Annulé: waits('Annulé (staff must decide)'),
  'Annulé ( SUIVI )': waits('Annulé, suivi (staff must decide)'),
  'Annulé par Vendeur': waits('Annulé par le vendeur (staff must decide)'),
  Remboursé: waits('Remboursé (meaning unclear: staff must decide)'),
  Facturé: waits('Facturé (meaning unclear: staff must decide)'),
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
    .toLowerCase()
    .replace(/['’`_]/g, ' ')
    .replace(/\s*([()+])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

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
  /** The customer may open a parcel before paying, unless the order says otherwise when shipped. */
  open_before_paying: boolean;
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
  /** Rows of the carrier's list that could not be read, with the reason (only on a fetch). */
  set_aside?: { row: string; reason: string }[];
}

/** A parcel created through a carrier's API, as the SHIPPING tab lists it. */
export interface CarrierParcel {
  order_id: number;
  carrier: Carrier;
  /**
   * `pending`: creation sent, outcome unknown; `held`: the creation got no answer and a shipping
   * agent must say whether the carrier made it; `needs_district`: an agent must choose the district; `ready`: chosen, the
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
  /** Parcels set aside (an unreadable answer, a refusal), each with the reason; the others went on. */
  errors: { order_id: number; message: string }[];
  /** Parcels left alone: the order now ships in another parcel (another carrier or number). */
  stale: { order_id: number; carrier: string }[];
}

/** A delivery note saved at the carrier for a batch's parcels, with its PDFs' links. */
export interface BatchDeliveryNote {
  batch_id: number;
  ref: string;
  documents: { label: string; url: string }[];
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
