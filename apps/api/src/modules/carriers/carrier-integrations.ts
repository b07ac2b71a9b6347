/**
 * How each carrier is reached (docs/carriers.md): by hand, or through its API with credentials
 * that are write-only (answered masked, never logged), and the adapter built from them.
 */
import { Prisma } from '@vigor/db/client';
import type { CarrierSettings, IntegratedCarrier, UpdateCarrierIntegrationInput } from '@vigor/shared';
import { CARRIER_CREDENTIAL_FIELDS, CARRIER_INTEGRATION_LABELS } from '@vigor/shared';
import { env } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { redactSecrets } from '../../lib/redact-secrets.ts';
import { CarrierError, type CarrierAdapter } from './carrier-adapter.ts';
import { ozonExpressAdapter, type OzonExpressCredentials } from './ozon-express-adapter.ts';
import { senditAdapter, type SenditAdapter, type SenditCredentials } from './sendit-adapter.ts';

const integrationSelect = {
  id: true,
  name: true,
  active: true,
  integration: true,
  credentials: true,
  pickup_district_id: true,
  pickup_contact: true,
  cities_fetched_at: true,
  open_before_paying: true,
} satisfies Prisma.CarrierSelect;

type IntegrationRow = Prisma.CarrierGetPayload<{ select: typeof integrationSelect }>;

/** A secret as the back office shows it: its last four characters at most, a third of it at most. */
export function maskSecret(secret: string): string {
  const shown = Math.min(4, Math.floor(secret.length / 3));
  return `••••${shown ? secret.slice(-shown) : ''}`;
}

function toSettings(row: IntegrationRow): CarrierSettings {
  const credentials = row.credentials as Record<string, string> | null;
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    integration: row.integration as CarrierSettings['integration'],
    credentials: credentials
      ? Object.fromEntries(Object.entries(credentials).map(([key, value]) => [key, maskSecret(value)]))
      : null,
    pickup_district_id: row.pickup_district_id,
    pickup_contact: row.pickup_contact as CarrierSettings['pickup_contact'],
    cities_fetched_at: row.cities_fetched_at?.toISOString() ?? null,
    open_before_paying: row.open_before_paying,
  };
}

export async function listCarrierIntegrations(): Promise<CarrierSettings[]> {
  const rows = await prisma.carrier.findMany({
    select: integrationSelect,
    orderBy: [{ active: 'desc' }, { name: 'asc' }],
  });
  return rows.map(toSettings);
}

/**
 * Switches a carrier between manual and an integration. Each credential sent replaces the saved
 * one, each one left out keeps it (retyping one key keeps the others), unless the integration
 * changes (another carrier's keys mean nothing); 400 names the required ones still missing.
 */
export async function updateCarrierIntegration(
  id: number,
  input: UpdateCarrierIntegrationInput,
): Promise<CarrierSettings> {
  const current = await orNotFound(
    'Carrier',
    prisma.carrier.findUnique({ where: { id }, select: integrationSelect }),
  );
  const keep =
    current.integration === input.integration ? (current.credentials as Record<string, string> | null) : null;
  const credentials = input.integration === 'manual' ? null : { ...keep, ...input.credentials };
  if (input.integration !== 'manual') {
    const missing = CARRIER_CREDENTIAL_FIELDS[input.integration].filter(
      (f) => !f.optional && !credentials?.[f.key],
    );
    if (missing.length === CARRIER_CREDENTIAL_FIELDS[input.integration].filter((f) => !f.optional).length) {
      throw AppError.badRequest(`Enter the ${CARRIER_INTEGRATION_LABELS[input.integration]} credentials.`, {
        credentials: ['Required.'],
      });
    }
    if (missing.length) {
      throw AppError.badRequest(
        `Enter the ${missing.map((f) => f.label.toLowerCase()).join(' and ')}.`,
        Object.fromEntries(missing.map((f) => [`credentials.${f.key}`, [`${f.label} is required.`]])),
      );
    }
  }
  const sendit = input.integration === 'sendit';
  const row = await prisma.carrier.update({
    where: { id },
    data: {
      integration: input.integration,
      credentials: credentials ?? Prisma.DbNull,
      pickup_district_id: sendit ? input.pickup_district_id : null,
      pickup_contact: sendit
        ? (input.pickup_contact ?? current.pickup_contact ?? Prisma.DbNull)
        : Prisma.DbNull,
      ...(input.open_before_paying !== undefined && { open_before_paying: input.open_before_paying }),
      // Another integration's cities and mappings mean nothing to this one.
      ...(current.integration !== input.integration && {
        cities_fetched_at: null,
        cities: { deleteMany: {} },
        city_mappings: { deleteMany: {} },
      }),
    },
    select: integrationSelect,
  });
  return toSettings(row);
}

export interface IntegratedCarrierRow {
  id: number;
  name: string;
  active: boolean;
  integration: string;
  credentials: Prisma.JsonValue;
  pickup_district_id: string | null;
  open_before_paying: boolean;
}

/**
 * The adapter with every error's message cleared of the credentials, whole, cut or URL-encoded:
 * a carrier that echoes the key it was sent must not put it in an answer or in `parcels.error`.
 */
function redacting(adapter: CarrierAdapter, secrets: string[]): CarrierAdapter {
  const clean = (error: unknown) =>
    error instanceof CarrierError
      ? new CarrierError(error.kind, redactSecrets(error.message, secrets), error.retryAfterSeconds)
      : error;
  return Object.fromEntries(
    Object.entries(adapter).map(([name, method]) => [
      name,
      async (...args: unknown[]) => {
        try {
          return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (error) {
          throw clean(error);
        }
      },
    ]),
  ) as unknown as CarrierAdapter;
}

/** Sendit's adapter with its own operations; 400 for a carrier that is not Sendit. */
export function senditAdapterOf(carrier: IntegratedCarrierRow): SenditAdapter {
  if (carrier.integration !== 'sendit')
    throw AppError.badRequest(`${carrier.name} is not connected to Sendit.`);
  return carrierAdapter(carrier) as SenditAdapter;
}

/** The adapter of an integrated carrier; 400 for a manual carrier or one without credentials. */
export function carrierAdapter(carrier: IntegratedCarrierRow): CarrierAdapter {
  const credentials = carrier.credentials as Record<string, string> | null;
  if (carrier.integration === 'manual' || !credentials) {
    throw AppError.badRequest(`${carrier.name} is a manual carrier: it has no API to call.`);
  }
  const integration = carrier.integration as IntegratedCarrier;
  const missing = CARRIER_CREDENTIAL_FIELDS[integration].filter((f) => !f.optional && !credentials[f.key]);
  if (missing.length) throw AppError.badRequest(`${carrier.name} has no ${missing[0]!.label.toLowerCase()}.`);
  const secrets = CARRIER_CREDENTIAL_FIELDS[integration].flatMap((f) =>
    f.secret ? [credentials[f.key]!] : [],
  );
  if (integration === 'sendit') {
    return redacting(
      senditAdapter(credentials as unknown as SenditCredentials, {
        baseUrl: env.SENDIT_BASE_URL,
        timeoutMs: env.CARRIER_TIMEOUT_MS,
        pickupDistrictId: carrier.pickup_district_id,
      }),
      secrets,
    );
  }
  return redacting(
    ozonExpressAdapter(credentials as unknown as OzonExpressCredentials, {
      baseUrl: env.OZON_EXPRESS_BASE_URL,
      timeoutMs: env.CARRIER_TIMEOUT_MS,
    }),
    secrets,
  );
}

/**
 * "Test connection": the carrier asked to check the saved credentials, creating nothing; the
 * answer is a sentence in plain French for the shop owner, whether it worked or not.
 */
export async function testCarrierConnection(id: number): Promise<{ ok: boolean; message: string }> {
  const carrier = await orNotFound('Carrier', prisma.carrier.findUnique({ where: { id } }));
  const adapter = carrierAdapter(carrier);
  if (!adapter.testConnection) {
    return { ok: false, message: `${carrier.name} n'a pas encore de test de connexion.` };
  }
  try {
    return { ok: true, message: await adapter.testConnection() };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    return { ok: false, message: error.message };
  }
}
