import type {
  CarrierIntegration,
  CarrierWithFees,
  CreateCarrierInput,
  UpdateCarrierInput,
} from '@vigor/shared';
import type { Prisma } from '@vigor/db/client';
import { toNullableNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import { orNotFound } from '../../lib/or-not-found.ts';

const carrierSelect = {
  id: true,
  name: true,
  active: true,
  integration: true,
  open_before_paying: true,
  delivery_fee: true,
  return_fee: true,
  cash_fee_percent: true,
} satisfies Prisma.CarrierSelect;

type CarrierRow = Prisma.CarrierGetPayload<{ select: typeof carrierSelect }>;

function toCarrier(row: CarrierRow): CarrierWithFees {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    integration: row.integration as CarrierIntegration,
    open_before_paying: row.open_before_paying,
    delivery_fee: toNullableNumber(row.delivery_fee),
    return_fee: toNullableNumber(row.return_fee),
    cash_fee_percent: toNullableNumber(row.cash_fee_percent),
  };
}

/** Every carrier, active ones first: inactive carriers stay for past batches and payouts. */
export async function listCarriers(): Promise<CarrierWithFees[]> {
  const rows = await prisma.carrier.findMany({
    select: carrierSelect,
    orderBy: [{ active: 'desc' }, { name: 'asc' }],
  });
  return rows.map(toCarrier);
}

export async function createCarrier(input: CreateCarrierInput): Promise<CarrierWithFees> {
  return toCarrier(await prisma.carrier.create({ data: { name: input.name }, select: carrierSelect }));
}

/** A fee left out is kept; null clears it (not typed). */
export async function updateCarrier(id: number, input: UpdateCarrierInput): Promise<CarrierWithFees> {
  const row = await orNotFound(
    'Carrier',
    prisma.carrier.update({
      where: { id },
      data: {
        name: input.name,
        active: input.active,
        delivery_fee: input.delivery_fee,
        return_fee: input.return_fee,
        cash_fee_percent: input.cash_fee_percent,
      },
      select: carrierSelect,
    }),
  );
  return toCarrier(row);
}
