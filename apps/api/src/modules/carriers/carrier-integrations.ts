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
import type { CarrierAdapter } from './carrier-adapter.ts';
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
  if (integration === 'sendit') {
    return senditAdapter(credentials as unknown as SenditCredentials, {
      baseUrl: env.SENDIT_BASE_URL,
      timeoutMs: env.CARRIER_TIMEOUT_MS,
      pickupDistrictId: carrier.pickup_district_id,
    });
  }
  return ozonExpressAdapter(credentials as unknown as OzonExpressCredentials, {
    baseUrl: env.OZON_EXPRESS_BASE_URL,
    timeoutMs: env.CARRIER_TIMEOUT_MS,
  });
}
