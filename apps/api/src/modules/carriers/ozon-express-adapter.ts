/**
 * Ozon Express's merchant API (docs/carriers.md, "Ozon Express"): form posts to
 * `/customers/{customer id}/{api key}/<action>`, so the URL itself is a secret (never logged or
 * put in an error); the city list is public. Ozon answers HTTP 200 with `RESULT: "ERROR"` for
 * refused calls, and `CHECK_API` says whether the key was accepted. Every answer is read with a
 * schema (carrier-answers.ts).
 */
import { z } from 'zod';
import {
  CarrierError,
  carrierFetch,
  carrierJson,
  type CarrierAdapter,
  type CarrierDeliveryNote,
  type ParcelRequest,
} from './carrier-adapter.ts';
import {
  CarrierId,
  CarrierText,
  OptionalAmount,
  readAnswer,
  readRows,
  rowLabel,
  type SetAsideRow,
} from './carrier-answers.ts';

const CARRIER = 'Ozon Express';

/** Ozon's client site, where delivery notes and their labels are printed (docs/carriers.md). */
export const OZON_CLIENT_SITE = 'https://client.ozoneexpress.ma';

export interface OzonExpressCredentials {
  customer_id: string;
  api_key: string;
}

/** `parcel-open`: 1 the customer may open the parcel before paying, 2 not (docs/carriers.md). */
export const OZON_PARCEL_OPEN = { yes: '1', no: '2' } as const;

const Result = z.looseObject({
  RESULT: z.string(),
  MESSAGE: z.string().max(500).optional().catch(undefined),
});

const Envelope = z.looseObject({ CHECK_API: Result.optional() });

const AddParcel = z.looseObject({
  'ADD-PARCEL': Result.extend({
    'NEW-PARCEL': z.looseObject({ 'TRACKING-NUMBER': CarrierId }).optional(),
  }),
});

const Tracking = z.looseObject({
  TRACKING: Result.extend({
    'TRACKING-NUMBER': CarrierId.optional(),
    LAST_TRACKING: z.looseObject({ STATUT: CarrierText }).optional(),
  }),
});

const AddDeliveryNote = z.looseObject({
  'ADD-BL': Result.extend({ 'NEW-BL': z.looseObject({ REF: CarrierId }).optional() }),
});
const AddParcelsToNote = z.looseObject({ 'ADD-PARCEL-BL': Result });
const SaveDeliveryNote = z.looseObject({ 'SAVE-BL': Result });

const City = z.looseObject({
  ID: CarrierId,
  NAME: CarrierText,
  'DELIVERED-PRICE': OptionalAmount,
  'RETURNED-PRICE': OptionalAmount,
  'REFUSED-PRICE': OptionalAmount,
});
const Cities = z.looseObject({
  CITIES: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
});

const isError = (block: { RESULT: string }) => block.RESULT.toUpperCase() === 'ERROR';

/** The delivery note's PDFs on Ozon's client site (the links public clients open). */
export function ozonDeliveryNoteDocuments(ref: string): CarrierDeliveryNote['documents'] {
  const dnRef = encodeURIComponent(ref);
  return [
    { label: 'Bon de livraison', url: `${OZON_CLIENT_SITE}/pdf-delivery-note?dn-ref=${dnRef}` },
    { label: 'Étiquettes A4', url: `${OZON_CLIENT_SITE}/pdf-delivery-note-tickets?dn-ref=${dnRef}` },
    {
      label: 'Étiquettes 10×10',
      url: `${OZON_CLIENT_SITE}/pdf-delivery-note-tickets-4-4?dn-ref=${dnRef}`,
    },
  ];
}

export function ozonExpressAdapter(
  credentials: OzonExpressCredentials,
  options: { baseUrl: string; timeoutMs: number },
): CarrierAdapter {
  const http = { carrier: CARRIER, timeoutMs: options.timeoutMs };
  const account = `${encodeURIComponent(credentials.customer_id)}/${encodeURIComponent(credentials.api_key)}`;

  async function post<T extends z.ZodType>(
    action: string,
    fields: Record<string, string>,
    schema: T,
  ): Promise<z.output<T>> {
    const response = await carrierFetch(
      `${options.baseUrl}/customers/${account}/${action}`,
      { method: 'POST', body: new URLSearchParams(fields), headers: { Accept: 'application/json' } },
      http,
    );
    const answer = await carrierJson<unknown>(response, CARRIER);
    const checked = readAnswer(Envelope, answer, { carrier: CARRIER, what: `${action} answer` });
    if (checked.CHECK_API && isError(checked.CHECK_API)) {
      throw new CarrierError(
        'auth',
        `${CARRIER} refused the credentials: ${checked.CHECK_API.MESSAGE ?? ''}`.trim(),
      );
    }
    return readAnswer(schema, answer, { carrier: CARRIER, what: `${action} answer` });
  }

  /** Throws the action's refusal, with Ozon's message. */
  function refused(block: z.output<typeof Result>, action: string): void {
    if (isError(block)) {
      throw new CarrierError(
        'rejected',
        `${CARRIER} refused ${action}: ${block.MESSAGE ?? 'no reason given'}`,
      );
    }
  }

  return {
    async createParcel(parcel: ParcelRequest) {
      // No `tracking-number`: Ozon numbers the parcel itself and that number is the one stored.
      const answer = await post(
        'add-parcel',
        {
          'parcel-receiver': parcel.receiver,
          'parcel-phone': parcel.phone,
          'parcel-city': parcel.city_code,
          'parcel-address': parcel.address,
          'parcel-note': parcel.note ?? '',
          'parcel-price': String(Math.round(parcel.cash_to_collect)),
          'parcel-nature': parcel.products,
          // 0: Ozon picks the parcel up from the shop (1 would take it from Ozon's own stock).
          'parcel-stock': '0',
          'parcel-open': parcel.open_before_paying ? OZON_PARCEL_OPEN.yes : OZON_PARCEL_OPEN.no,
        },
        AddParcel,
      );
      const added = answer['ADD-PARCEL'];
      refused(added, 'the parcel');
      const code = added['NEW-PARCEL']?.['TRACKING-NUMBER'];
      if (!code) throw new CarrierError('malformed', `${CARRIER} answered no tracking number.`);
      return { tracking_code: code, status: null };
    },

    // No findParcel: Ozon's parcels are looked up by Ozon's own tracking number only.

    // Ozon prints labels from delivery notes on its client site (createDeliveryNote).
    fetchLabels: () => Promise.resolve(null),

    async readStatus(trackingCode: string) {
      const { TRACKING: tracking } = await post('tracking', { 'tracking-number': trackingCode }, Tracking);
      if (isError(tracking)) {
        throw new CarrierError(
          'not_found',
          `${CARRIER} knows no parcel ${trackingCode}: ${tracking.MESSAGE ?? ''}`.trim(),
        );
      }
      const status = tracking.LAST_TRACKING?.STATUT;
      if (!status) throw new CarrierError('malformed', `${CARRIER} answered no status for ${trackingCode}.`);
      // Ozon's tracking says nothing of the cash: its payouts stay recorded by hand.
      return { tracking_code: tracking['TRACKING-NUMBER'] ?? trackingCode, status, cash: null };
    },

    async listCities(onSetAside?: (row: SetAsideRow) => void) {
      const response = await carrierFetch(
        `${options.baseUrl}/cities`,
        { headers: { Accept: 'application/json' } },
        http,
      );
      const answer = readAnswer(Cities, await carrierJson<unknown>(response, CARRIER), {
        carrier: CARRIER,
        what: 'city list',
      });
      const { rows, set_aside } = readRows(City, Object.values(answer.CITIES), (row, i) =>
        rowLabel(row, i, 'ID'),
      );
      set_aside.forEach((row) => onSetAside?.(row));
      return rows.map((c) => ({
        code: c.ID,
        name: c.NAME,
        name_ar: null,
        parent: null,
        prices: {
          delivered: c['DELIVERED-PRICE'],
          returned: c['RETURNED-PRICE'],
          refused: c['REFUSED-PRICE'],
        },
      }));
    },

    async testConnection() {
      // No endpoint of its own: a tracking of a number that does not exist is answered with
      // CHECK_API, which says whether the key is accepted, and creates nothing.
      try {
        await post('tracking', { 'tracking-number': 'VIGOR-TEST' }, Tracking);
      } catch (error) {
        if (error instanceof CarrierError && error.kind === 'auth') {
          throw new CarrierError(
            'auth',
            'Ozon Express refuse cet identifiant client ou cette clé API : vérifiez-les dans votre espace client Ozon.',
          );
        }
        if (error instanceof CarrierError && (error.kind === 'timeout' || error.kind === 'unavailable')) {
          throw new CarrierError(
            error.kind,
            'Ozon Express ne répond pas pour le moment : réessayez dans quelques minutes.',
          );
        }
        throw error;
      }
      return 'Connexion réussie : Ozon Express accepte votre identifiant client et votre clé API.';
    },

    async createDeliveryNote(trackingCodes: readonly string[]) {
      const added = (await post('add-delivery-note', {}, AddDeliveryNote))['ADD-BL'];
      refused(added, 'the delivery note');
      const ref = added['NEW-BL']?.REF;
      if (!ref) throw new CarrierError('malformed', `${CARRIER} answered no delivery note reference.`);
      const codes = Object.fromEntries(trackingCodes.map((code, i) => [`Codes[${i}]`, code]));
      refused(
        (await post('add-parcel-to-delivery-note', { Ref: ref, ...codes }, AddParcelsToNote))[
          'ADD-PARCEL-BL'
        ],
        `the parcels of delivery note ${ref}`,
      );
      refused(
        (await post('save-delivery-note', { Ref: ref }, SaveDeliveryNote))['SAVE-BL'],
        `delivery note ${ref}`,
      );
      return { ref, documents: ozonDeliveryNoteDocuments(ref) };
    },
  };
}
