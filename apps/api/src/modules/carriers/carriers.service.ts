import type { Carrier, CreateCarrierInput, UpdateCarrierInput } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { orNotFound } from '../../lib/or-not-found.ts';

const carrierSelect = { id: true, name: true, active: true } as const;

/** Every carrier, active ones first: inactive carriers stay for past batches and payouts. */
export function listCarriers(): Promise<Carrier[]> {
  return prisma.carrier.findMany({ select: carrierSelect, orderBy: [{ active: 'desc' }, { name: 'asc' }] });
}

export function createCarrier(input: CreateCarrierInput): Promise<Carrier> {
  return prisma.carrier.create({ data: { name: input.name }, select: carrierSelect });
}

export function updateCarrier(id: number, input: UpdateCarrierInput): Promise<Carrier> {
  return orNotFound(
    'Carrier',
    prisma.carrier.update({
      where: { id },
      data: { name: input.name, active: input.active },
      select: carrierSelect,
    }),
  );
}
