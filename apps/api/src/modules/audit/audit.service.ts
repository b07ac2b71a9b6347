import { Prisma } from '@vigor/db/client';
import {
  AUDIT_PAGE_SIZE,
  OrderEventPayload,
  orderEventLine,
  pageMeta,
  shopDayEnd,
  shopDayStart,
  type AuditEntity,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@vigor/shared';
import { prisma, type Tx } from '../../lib/prisma.ts';

export interface AuditInput {
  action: string;
  entity: AuditEntity;
  entity_id?: number | null;
  summary: string;
}

/**
 * Records one staff action that changed something other than an order (an order's changes are its
 * events, which the log shows with these). `db`: the transaction of the change, when there is one,
 * so that the change and its entry are kept or lost together.
 */
export async function recordAudit(staffId: number, input: AuditInput, db: Tx | typeof prisma = prisma) {
  const { nom } = await db.staffUser.findUniqueOrThrow({ where: { id: staffId }, select: { nom: true } });
  await db.auditLog.create({
    data: {
      staff_user_id: staffId,
      staff_nom: nom,
      action: input.action,
      entity: input.entity,
      entity_id: input.entity_id ?? null,
      summary: input.summary,
    },
  });
}

/** An order's event by a staff user, as the orders module reads it before deleting the order. */
export interface StaffOrderEvent {
  order_id: number;
  kind: string;
  details: unknown;
  created_at: Date;
  staff_user: { id: number; nom: string };
}

/**
 * Keeps the staff events of an order about to be deleted (its events go with it) as audit log
 * entries, in the deletion's transaction: deleting an order removes nothing from the log.
 */
export async function keepOrderEvents(tx: Tx, events: readonly StaffOrderEvent[]): Promise<void> {
  await tx.auditLog.createMany({
    data: events.map((event) => ({
      at: event.created_at,
      staff_user_id: event.staff_user.id,
      staff_nom: event.staff_user.nom,
      action: `order.${event.kind}`,
      entity: 'order',
      entity_id: event.order_id,
      summary: orderEntrySummary(event.order_id, event.details, event.staff_user.nom),
    })),
  });
}

interface Row {
  at: Date;
  staff_user_id: number | null;
  staff_nom: string | null;
  action: string;
  entity: AuditEntity;
  entity_id: number | null;
  summary: string | null;
  /** An order event's payload, from which its summary is written. */
  details: unknown;
}

/**
 * The audit log, newest first: the audit_log rows and the orders' events by staff, filtered by
 * user, action (`product.delete`, or a prefix such as `product`), thing and shop days.
 */
export async function listAudit(query: AuditQuery): Promise<AuditPage> {
  const perPage = query.per_page ?? AUDIT_PAGE_SIZE;
  const filters: Prisma.Sql[] = [];
  if (query.user_id) filters.push(Prisma.sql`staff_user_id = ${query.user_id}`);
  if (query.action) {
    filters.push(
      Prisma.sql`(action = ${query.action} OR action LIKE ${`${query.action.replace(/[%_\\]/g, '\\$&')}.%`})`,
    );
  }
  if (query.entity) filters.push(Prisma.sql`entity = ${query.entity}`);
  if (query.from) filters.push(Prisma.sql`at >= ${shopDayStart(query.from)}`);
  if (query.to) filters.push(Prisma.sql`at < ${shopDayEnd(query.to)}`);
  const where = filters.length ? Prisma.sql`WHERE ${Prisma.join(filters, ' AND ')}` : Prisma.empty;
  // Order events by staff read as order actions; the shop's own (placed, auto-cancel) are not staff actions.
  const entries = Prisma.sql`
    SELECT at, staff_user_id, staff_nom, action, entity, entity_id, summary, NULL::jsonb AS details
      FROM audit_log
    UNION ALL
    SELECT e.created_at, e.staff_user_id, s.nom, 'order.' || e.kind, 'order', e.order_id, NULL, e.details
      FROM order_events e JOIN staff_users s ON s.id = e.staff_user_id`;
  const [rows, [count]] = await Promise.all([
    prisma.$queryRaw<Row[]>`SELECT * FROM (${entries}) AS entries ${where}
      ORDER BY at DESC LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
    prisma.$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS total FROM (${entries}) AS entries ${where}`,
  ]);
  return { data: rows.map(toEntry), meta: pageMeta(query.page, perPage, count?.total ?? 0) };
}

function toEntry(row: Row): AuditEntry {
  const user = row.staff_user_id != null ? { id: row.staff_user_id, nom: row.staff_nom ?? '' } : null;
  const summary = row.summary ?? orderEntrySummary(row.entity_id!, row.details, user?.nom ?? null);
  return {
    at: row.at.toISOString(),
    user,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    summary,
  };
}

function orderEntrySummary(orderId: number, details: unknown, who: string | null): string {
  const event = OrderEventPayload.safeParse(details);
  return `Order #${orderId}: ${event.success ? orderEventLine(event.data, who) : 'changed'}`;
}
