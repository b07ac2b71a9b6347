import {
  OZON_EXPRESS_STATUSES,
  SENDIT_STATUSES,
  carrierStatusMeaning,
  matchCities,
  type IntegratedCarrier,
} from '@vigor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../../lib/prisma.ts';
import {
  OZON_CITIES,
  OZON_TEST_KEYS,
  startOzonExpressSimulator,
  type OzonExpressSimulator,
} from '../../../test/carrier-simulators/ozon-express-simulator.ts';
import {
  SENDIT_DISTRICTS,
  SENDIT_TEST_KEYS,
  startSenditSimulator,
  type SenditSimulator,
} from '../../../test/carrier-simulators/sendit-simulator.ts';
import { CarrierError, type CarrierAdapter, type ParcelRequest } from './carrier-adapter.ts';
import { ozonExpressAdapter } from './ozon-express-adapter.ts';
import { senditAdapter } from './sendit-adapter.ts';

const TIMEOUT_MS = 1000;
const RECEIVER = { phone: '+212612345678' };

const parcel = (reference: string, city_code: string): ParcelRequest => ({
  reference,
  receiver: 'Amina Alaoui',
  phone: '+212612345678',
  city_code,
  address: '12 rue des Fleurs',
  cash_to_collect: 434.5,
  products: 'Shadow hoodie M x1',
  note: 'Call before coming',
  open_before_paying: true,
});

async function failure(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

/** The shop's delivery cities of the default zones (migration 20261123050001_delivery_zones). */
const shopCities = () =>
  prisma.deliveryCity.findMany({ select: { name_fr: true, name_ar: true }, orderBy: { id: 'asc' } });

describe('Sendit adapter against the Sendit simulator', () => {
  let sim: SenditSimulator;
  let sendit: CarrierAdapter;
  beforeAll(async () => {
    sim = await startSenditSimulator();
    sendit = senditAdapter(SENDIT_TEST_KEYS, {
      baseUrl: sim.url,
      timeoutMs: TIMEOUT_MS,
      pickupDistrictId: '1',
    });
  });
  afterAll(() => sim.close());

  it('creates a delivery with the parcel fields, and reads it back by reference and status', async () => {
    const created = await sendit.createParcel(parcel('VIGOR-1', '24'));
    expect(created).toEqual({ tracking_code: expect.stringMatching(/^DLV/), status: 'PENDING' });
    expect(sim.deliveries.get(created.tracking_code)).toMatchObject({
      reference: 'VIGOR-1',
      name: 'Amina Alaoui',
      phone: '+212612345678',
      district_id: 24,
      // Sendit takes whole dirhams.
      amount: 435,
      products: 'Shadow hoodie M x1',
      comment: 'Call before coming',
      allow_open: 1,
    });
    expect(await sendit.findParcel!('VIGOR-1', RECEIVER)).toEqual(created);
    // Sendit's search does not cover our reference: without a parcel carrying it, nobody can tell.
    expect((await failure(sendit.findParcel!('VIGOR-404', RECEIVER))).kind).toBe('unconfirmed');
    expect((await failure(sendit.findParcel!('VIGOR-1'))).kind).toBe('unconfirmed');
    expect(await sendit.readStatus(created.tracking_code)).toEqual({ ...created, cash: null });
  });

  it('reports the cash collected once delivered, and paid to the shop once refunded', async () => {
    const { tracking_code } = await sendit.createParcel(parcel('VIGOR-8', '24'));
    sim.setStatus(tracking_code, 'DELIVERED');
    expect((await sendit.readStatus(tracking_code)).cash).toEqual({ collected: 435, paid_out: false });
    sim.setStatus(tracking_code, 'REFUNDED');
    expect((await sendit.readStatus(tracking_code)).cash).toEqual({ collected: 435, paid_out: true });
  });

  it('finds the first delivery after a create that timed out, instead of making a second', async () => {
    sim.failNext('hang', { pathPrefix: '/deliveries' });
    const timedOut = await failure(sendit.createParcel(parcel('VIGOR-2', '24')));
    expect(timedOut.kind).toBe('timeout');
    expect(timedOut.message).toBe(`Sendit did not answer within ${TIMEOUT_MS / 1000} s.`);
    const found = await sendit.findParcel!('VIGOR-2', RECEIVER);
    expect(found?.tracking_code).toMatch(/^DLV/);
    expect([...sim.deliveries.values()].filter((d) => d.reference === 'VIGOR-2')).toHaveLength(1);
  });

  it('maps every documented status through the table', async () => {
    const { tracking_code } = await sendit.createParcel(parcel('VIGOR-3', '10'));
    for (const [status, meaning] of Object.entries(SENDIT_STATUSES)) {
      sim.setStatus(tracking_code, status);
      const read = await sendit.readStatus(tracking_code);
      expect(read.status).toBe(status);
      expect(carrierStatusMeaning('sendit', read.status)).toEqual(meaning);
    }
    sim.setStatus(tracking_code, 'LOST_IN_SPACE');
    expect(carrierStatusMeaning('sendit', (await sendit.readStatus(tracking_code)).status)).toBeNull();
  });

  it("fetches the carrier's labels as a PDF naming the parcels", async () => {
    const a = await sendit.createParcel(parcel('VIGOR-4', '10'));
    const b = await sendit.createParcel(parcel('VIGOR-5', '12'));
    const pdf = await sendit.fetchLabels([a.tracking_code, b.tracking_code]);
    expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf!.toString('latin1')).toContain(`(Sendit ${b.tracking_code})`);
  });

  it('lists every district over its pages', async () => {
    const cities = await sendit.listCities();
    expect(cities).toHaveLength(SENDIT_DISTRICTS.length);
    expect(cities[0]).toEqual({
      code: '1',
      name: 'Maarif',
      name_ar: 'المعاريف',
      parent: 'Casablanca',
      prices: { delivered: 20, returned: null, refused: null },
    });
  });

  it("matches every delivery city of the default zones to Sendit's districts", async () => {
    const matches = matchCities(await shopCities(), await sendit.listCities());
    expect(matches.filter((m) => !m.carrier_city).map((m) => m.city.name_fr)).toEqual([]);
    expect(matches).toHaveLength(38);
    const byCity = new Map(matches.map((m) => [m.city.name_fr, m]));
    expect(byCity.get('Casablanca')).toMatchObject({ by: 'city', carrier_city: { name: 'Maarif' } });
    expect(byCity.get('Tanger')).toMatchObject({ by: 'name', carrier_city: { name: 'Tangier' } });
    expect(byCity.get('Al Hoceïma')).toMatchObject({ by: 'name', carrier_city: { code: '33' } });
  });

  it('says which field Sendit refused, and refuses a delivery with no pickup district', async () => {
    const refused = await failure(sendit.createParcel(parcel('VIGOR-6', '9999')));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toBe(
      'Sendit refused the parcel: The given data was invalid.; district_id: The selected district id is invalid.',
    );
    const noPickup = senditAdapter(SENDIT_TEST_KEYS, {
      baseUrl: sim.url,
      timeoutMs: TIMEOUT_MS,
      pickupDistrictId: null,
    });
    expect((await failure(noPickup.createParcel(parcel('VIGOR-7', '10')))).message).toBe(
      'Sendit needs the pickup district (SETTINGS, Carriers).',
    );
  });

  it('fails on wrong keys, and logs in again when its token expired', async () => {
    const wrong = senditAdapter(
      { public_key: 'pk_other', secret_key: 'nope' },
      { baseUrl: sim.url, timeoutMs: TIMEOUT_MS, pickupDistrictId: '1' },
    );
    const auth = await failure(wrong.listCities());
    expect(auth.kind).toBe('auth');
    expect(auth.message).toBe('Sendit refused the credentials: Identifiants incorrects');
    expect(auth.message).not.toContain('nope');

    sim.tokens.clear();
    const logins = sim.seen.filter((s) => s === 'POST /login').length;
    expect(await sendit.findParcel!('VIGOR-1', RECEIVER)).not.toBeNull();
    expect(sim.seen.filter((s) => s === 'POST /login').length).toBe(logins + 1);
  });

  it('reports rate limiting with its delay, server errors and timeouts', async () => {
    sim.failNext('rate_limit', { pathPrefix: '/deliveries' });
    const limited = await failure(sendit.readStatus('DLV100001'));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 });
    expect(limited.message).toBe('Sendit is limiting requests: try again in 30 s.');
    sim.failNext('server_error', { pathPrefix: '/deliveries' });
    expect((await failure(sendit.readStatus('DLV100001'))).message).toBe('Sendit failed (HTTP 500).');
    sim.failNext('hang', { pathPrefix: '/districts' });
    expect((await failure(sendit.listCities())).kind).toBe('timeout');
    expect((await failure(sendit.readStatus('DLV999999'))).kind).toBe('not_found');
  });
});

/**
 * Requests and answers as Sendit's public clients send and read them (docs/carriers.md, "Sendit",
 * sources S1–S6), replayed against the stand-in: the shapes the clients rely on must hold.
 */
/** An answer of Sendit as the contract reads it: `data` one record or a list of them. */
type SenditRecord = Record<string, unknown> & { code: string; status: string };
interface SenditJson extends Record<string, unknown> {
  success: boolean;
  data: SenditRecord & SenditRecord[];
}

describe('Sendit contract', () => {
  let sim: SenditSimulator;
  let token: string;
  const send = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as SenditJson };
  };
  beforeAll(async () => {
    sim = await startSenditSimulator();
    // S1, S2: POST /login { public_key, secret_key } -> { success, message, data: { token, name } }.
    const login = await fetch(`${sim.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SENDIT_TEST_KEYS),
    });
    const answer = (await login.json()) as { success: boolean; data: { token: string; name: string } };
    expect(answer).toMatchObject({
      success: true,
      data: { token: expect.any(String), name: expect.any(String) },
    });
    token = answer.data.token;
  });
  afterAll(() => sim.close());

  it('creates a delivery as S2 and S4 send it, and answers what S2 reads', async () => {
    const created = await send('POST', '/deliveries', {
      pickup_district_id: 1,
      district_id: 24,
      name: 'Fatima Zahra',
      phone: '0612345678',
      address: '3 rue Atlas, Fès',
      amount: 250,
      reference: 'LBT-MG12AB',
      comment: '',
      products: 'Fermeture x3',
      products_from_stock: 0,
      allow_open: 0,
      allow_try: 0,
    });
    expect(created.json).toMatchObject({
      success: true,
      data: {
        code: expect.any(String),
        status: 'PENDING',
        fee: expect.any(Number),
        amount: 250,
        labelUrl: expect.any(String),
        district: { id: 24, ville: 'Fes', name: 'Fes' },
      },
    });
    // S6: a refused field comes back under `errors` with Laravel's 422.
    const refused = await send('POST', '/deliveries', {
      district_id: 24,
      name: 'X',
      phone: '06',
      address: 'a',
      amount: 1,
    });
    expect(refused).toMatchObject({
      status: 422,
      json: { success: false, errors: { pickup_district_id: [expect.any(String)] } },
    });
    // S4: the search covers code, name, phone and address; the reference is not searched.
    expect((await send('GET', '/deliveries?querystring=0612345678')).json.data).toHaveLength(1);
    expect((await send('GET', '/deliveries?querystring=LBT-MG12AB')).json.data).toHaveLength(0);
  });

  it('lists pickup cities, districts priced from a pickup district and the status catalog as S3, S4, S6 read them', async () => {
    expect((await send('GET', '/districts/pickup-cities')).json.data[0]).toEqual({
      id: 1,
      name: 'Casablanca',
    });
    const page = (await send('GET', '/districts?page=1&pickup-district=1')).json;
    expect(page).toMatchObject({
      total: SENDIT_DISTRICTS.length,
      per_page: 20,
      current_page: 1,
      last_page: 3,
    });
    expect(Object.keys(page.data[0]!).sort()).toEqual([
      'arabic_name',
      'delais',
      'id',
      'name',
      'price',
      'ville',
    ]);
    const catalog = (await send('GET', '/all-status-deliveries')).json.data;
    expect(catalog).toMatchObject({ PENDING: 'En attente', REJECTED: 'Refusé', DELIVERED: 'Livré' });
    expect(Object.keys(catalog)).toEqual(Object.keys(SENDIT_STATUSES));
  });

  it('takes pickups (S4) and returns (S5) as codes joined by commas, and answers their codes', async () => {
    const { json } = await send('POST', '/deliveries', {
      pickup_district_id: 1,
      district_id: 24,
      name: 'Fatima',
      phone: '0612345678',
      address: '3 rue Atlas',
      amount: 100,
    });
    const contact = {
      district_id: 1,
      name: 'VIGOR',
      phone: '0522000000',
      address: '5 rue Derb Omar',
      note: '',
    };
    const pickup = await send('POST', '/pickups', { ...contact, deliveries: json.data.code });
    expect(pickup.json).toMatchObject({ success: true, data: { code: expect.any(String) } });
    const ret = await send('POST', '/returns', { type: 'HOME', ...contact, deliveries: json.data.code });
    expect(ret.json).toMatchObject({ success: true, data: { code: expect.any(String), status: 'PENDING' } });
    expect((await send('GET', `/returns/${ret.json.data.code}`)).json.data.status).toBe('PENDING');
    // S2, S3: a delivery not yet picked up is deleted.
    expect((await send('DELETE', `/deliveries/${json.data.code}`)).json.success).toBe(true);
  });

  it('signs a webhook as S5 checks it: hex HMAC-SHA256 of the raw body in X-Sendit-Signature', async () => {
    let received: { raw: string; signature: string | null } | null = null;
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received = { raw, signature: req.headers['x-sendit-signature'] as string };
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await sim.sendWebhook(`http://127.0.0.1:${port}/`, { code: 'DLV1', newStatus: 'DELIVERED' }, 'k');
    server.close();
    const { createHmac } = await import('node:crypto');
    expect(received!.signature).toBe(createHmac('sha256', 'k').update(received!.raw).digest('hex'));
    expect(JSON.parse(received!.raw)).toMatchObject({
      event: 'delivery.status.update',
      code: 'DLV1',
      newStatus: 'DELIVERED',
    });
  });
});

describe('Ozon Express adapter against the Ozon Express simulator', () => {
  let sim: OzonExpressSimulator;
  let ozon: CarrierAdapter;
  beforeAll(async () => {
    sim = await startOzonExpressSimulator();
    ozon = ozonExpressAdapter(OZON_TEST_KEYS, { baseUrl: sim.url, timeoutMs: TIMEOUT_MS });
  });
  afterAll(() => sim.close());

  it('adds a parcel with parcel-open 1 or 2, keeps the tracking number Ozon gives, and tracks it', async () => {
    const opened = await ozon.createParcel(parcel('VIGOR-11', '114'));
    const closed = await ozon.createParcel({ ...parcel('VIGOR-12', '114'), open_before_paying: false });
    expect(opened.tracking_code).toMatch(/^OZE\d+$/);
    expect(sim.parcels.get(opened.tracking_code)).toMatchObject({
      city_id: 114,
      receiver: 'Amina Alaoui',
      phone: '+212612345678',
      price: 435,
      open: '1',
      stock: '0',
    });
    expect(sim.parcels.get(closed.tracking_code)!.open).toBe('2');
    expect(await ozon.readStatus(opened.tracking_code)).toEqual({
      tracking_code: opened.tracking_code,
      status: 'Nouveau Colis',
      cash: null,
    });
    // Ozon finds parcels by its own number only: nothing to search our reference with.
    expect('findParcel' in ozon).toBe(false);
    expect((await failure(ozon.readStatus('VIGOR-404'))).kind).toBe('not_found');
  });

  it('maps every status of its list through the table', async () => {
    const { tracking_code: code } = await ozon.createParcel(parcel('VIGOR-14', '100'));
    expect(Object.keys(OZON_EXPRESS_STATUSES).length).toBeGreaterThanOrEqual(40);
    for (const [status, meaning] of Object.entries(OZON_EXPRESS_STATUSES)) {
      sim.setStatus(code, status);
      const read = await ozon.readStatus(code);
      expect(read.status).toBe(status);
      expect(carrierStatusMeaning('ozon_express', read.status)).toEqual(meaning);
    }
    // Compared without accents, case, apostrophes, or spaces around brackets: the clients differ.
    expect(carrierStatusMeaning('ozon_express', 'LIVRE')).toEqual(OZON_EXPRESS_STATUSES['Livré']);
    expect(carrierStatusMeaning('ozon_express', 'Reporté (SUIVI)')?.order_status).toBe('shipped');
    expect(carrierStatusMeaning('ozon_express', 'reporté aujourd hui')?.order_status).toBe('shipped');
    expect(carrierStatusMeaning('ozon_express', 'Retourné Reçu par client')?.order_status).toBe('returned');
    expect(carrierStatusMeaning('ozon_express', 'En retour par AMANA')?.order_status).toBe('refused');
    sim.setStatus(code, 'Perdu');
    expect(carrierStatusMeaning('ozon_express', (await ozon.readStatus(code)).status)).toBeNull();
  });

  it('groups parcels under a saved delivery note whose PDFs are on its client site', async () => {
    const { tracking_code: a } = await ozon.createParcel(parcel('VIGOR-16', '100'));
    const { tracking_code: b } = await ozon.createParcel(parcel('VIGOR-17', '100'));
    const note = await ozon.createDeliveryNote!([a, b]);
    expect(sim.deliveryNotes.get(note.ref)).toEqual({ ref: note.ref, codes: [a, b], saved: true });
    expect(note.documents.map((d) => d.url)).toEqual([
      `https://client.ozoneexpress.ma/pdf-delivery-note?dn-ref=${note.ref}`,
      `https://client.ozoneexpress.ma/pdf-delivery-note-tickets?dn-ref=${note.ref}`,
      `https://client.ozoneexpress.ma/pdf-delivery-note-tickets-4-4?dn-ref=${note.ref}`,
    ]);
    const refused = await failure(ozon.createDeliveryNote!(['OZE000']));
    expect(refused.message).toMatch(
      /^Ozon Express refused the parcels of delivery note BL-\d+: Colis introuvable : OZE000$/,
    );
    expect(await ozon.fetchLabels([a])).toBeNull();
  });

  it('reads the answers the public clients record (docs/carriers.md, sources O1 and O2)', async () => {
    const ok = { RESULT: 'SUCCESS', MESSAGE: 'Valide API Key' };
    sim.answerNext('/cities', {
      json: {
        CITIES: {
          '37': {
            ID: 37,
            REF: 'AGA',
            NAME: 'Agadir',
            'DELIVERED-PRICE': 35,
            'RETURNED-PRICE': 0,
            'REFUSED-PRICE': 10,
          },
        },
        DEBUG: null,
      },
    });
    expect(await ozon.listCities()).toEqual([
      {
        code: '37',
        name: 'Agadir',
        name_ar: null,
        parent: null,
        prices: { delivered: 35, returned: 0, refused: 10 },
      },
    ]);
    sim.answerNext('/add-parcel', {
      json: {
        CHECK_API: ok,
        'ADD-PARCEL': {
          RESULT: 'SUCCESS',
          MESSAGE: 'Parcel Added',
          'NEW-PARCEL': {
            'TRACKING-NUMBER': 'OZ123456789',
            RECEIVER: 'Amina Alaoui',
            PHONE: '0612345678',
            CITY_ID: '37',
            CITY_NAME: 'Agadir',
            ADDRESS: '12 rue des Fleurs',
            PRICE: '435',
            'DELIVERED-PRICE': '35',
            'RETURNED-PRICE': '0',
            'REFUSED-PRICE': '10',
          },
        },
      },
    });
    expect(await ozon.createParcel(parcel('VIGOR-20', '37'))).toEqual({
      tracking_code: 'OZ123456789',
      status: null,
    });
    sim.answerNext('/tracking', {
      json: {
        CHECK_API: ok,
        TRACKING: {
          RESULT: 'SUCCESS',
          'TRACKING-NUMBER': 'OZ123456789',
          LAST_TRACKING: { STATUT: 'Livré', COMMENT: '', TIME: 1759600000, TIME_STR: '2026-10-04 18:30' },
          HISTORY: { '1': { STATUT: 'Nouveau Colis', COMMENT: '', TIME_STR: '2026-10-03 10:00' } },
        },
      },
    });
    expect(await ozon.readStatus('OZ123456789')).toEqual({
      tracking_code: 'OZ123456789',
      status: 'Livré',
      cash: null,
    });
    sim.answerNext('/add-delivery-note', {
      json: { CHECK_API: ok, 'ADD-BL': { RESULT: 'SUCCESS', 'NEW-BL': { REF: 'BL-2026-77', ID: 77 } } },
    });
    sim.answerNext('/add-parcel-to-delivery-note', {
      json: { CHECK_API: ok, 'ADD-PARCEL-BL': { RESULT: 'SUCCESS' } },
    });
    sim.answerNext('/save-delivery-note', { json: { CHECK_API: ok, 'SAVE-BL': { RESULT: 'SUCCESS' } } });
    const note = await ozon.createDeliveryNote!(['OZ123456789']);
    expect(note.ref).toBe('BL-2026-77');
    expect(note.documents[0]!.url).toBe('https://client.ozoneexpress.ma/pdf-delivery-note?dn-ref=BL-2026-77');
    sim.answerNext('/tracking', {
      json: { CHECK_API: { RESULT: 'ERROR', MESSAGE: 'Please verify your API Key' } },
    });
    expect((await failure(ozon.readStatus('OZ123456789'))).kind).toBe('auth');
  });

  it('lists its cities with the delivered, returned and refused prices', async () => {
    const cities = await ozon.listCities();
    expect(cities).toHaveLength(OZON_CITIES.length);
    expect(cities[0]).toEqual({
      code: '100',
      name: 'CASABLANCA',
      name_ar: null,
      parent: null,
      prices: { delivered: 20, returned: 0, refused: 10 },
    });
  });

  it("matches every delivery city of the default zones to Ozon's cities", async () => {
    const matches = matchCities(await shopCities(), await ozon.listCities());
    expect(matches.filter((m) => !m.carrier_city).map((m) => m.city.name_fr)).toEqual([]);
    const byCity = new Map(matches.map((m) => [m.city.name_fr, m.carrier_city?.name]));
    expect(byCity.get('Ksar El Kébir')).toBe('KSAR KBIR');
    expect(byCity.get('Chefchaouen')).toBe('CHAOUEN');
    expect(byCity.get('Guelmim')).toBe('GOULIMINE');
  });

  it('refuses a parcel to a city it does not know, with its reason', async () => {
    const refused = await failure(ozon.createParcel(parcel('VIGOR-15', '9')));
    expect(refused).toMatchObject({
      kind: 'rejected',
      message: 'Ozon Express refused the parcel: City Not Found',
    });
  });

  it('fails on a wrong key without the key (which is in the URL) in its message', async () => {
    const wrong = ozonExpressAdapter(
      { customer_id: '80238', api_key: 'leaked-key' },
      { baseUrl: sim.url, timeoutMs: TIMEOUT_MS },
    );
    const auth = await failure(wrong.readStatus('OZE1'));
    expect(auth).toMatchObject({
      kind: 'auth',
      message: 'Ozon Express refused the credentials: Please verify your API Key',
    });
    sim.failNext('server_error');
    const failed = await failure(wrong.readStatus('OZE1'));
    expect(failed.message).toBe('Ozon Express failed (HTTP 500).');
    for (const error of [auth, failed]) expect(`${error.message} ${error.stack}`).not.toContain('leaked-key');
    expect(await wrong.testConnection!().catch((e: Error) => e.message)).toBe(
      'Ozon Express refuse cet identifiant client ou cette clé API : vérifiez-les dans votre espace client Ozon.',
    );
    expect(await ozon.testConnection!()).toBe(
      'Connexion réussie : Ozon Express accepte votre identifiant client et votre clé API.',
    );
  });

  it('reports rate limiting and timeouts', async () => {
    sim.failNext('rate_limit');
    expect(await failure(ozon.readStatus('OZE1'))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 30,
    });
    sim.failNext('hang', { pathPrefix: '/cities' });
    expect((await failure(ozon.listCities())).kind).toBe('timeout');
  });
});

it.each<IntegratedCarrier>(['sendit', 'ozon_express'])('%s: an unknown status has no meaning', (carrier) => {
  expect(carrierStatusMeaning(carrier, 'SOMETHING_NEW')).toBeNull();
});
