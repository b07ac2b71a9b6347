/**
 * A carrier's payout statement from what its API reported (docs/carriers.md, "Cash"): the
 * delivered orders it says it paid the shop for, with the amount it says it collected, that no
 * recorded payout covers yet. Pasted into the payout form, they reconcile like a statement typed
 * by hand; carriers that report no cash (Ozon Express) leave the payout manual.
 */
import { sumAmounts, type CarrierStatement } from '@vigor/shared';
import { toNumber } from '../../lib/money.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';

export async function carrierStatement(carrierId: number): Promise<CarrierStatement> {
  await orNotFound('Carrier', prisma.carrier.findUnique({ where: { id: carrierId } }));
  const parcels = await prisma.parcel.findMany({
    where: {
      carrier_id: carrierId,
      carrier_paid: true,
      carrier_cash: { not: null },
      order: { status: 'delivered', payout_id: null },
    },
    select: { order_id: true, carrier_cash: true },
    orderBy: { order_id: 'asc' },
  });
  const lines = parcels.map((p) => ({ id: p.order_id, amount: toNumber(p.carrier_cash!) }));
  return {
    lines,
    text: lines.map((l) => `${l.id} ${l.amount.toFixed(2)}`).join('\n'),
    total: sumAmounts(lines.map((l) => l.amount)),
  };
}
