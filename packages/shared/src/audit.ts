import type { PageMeta } from './api.js';

/** What an audit entry changed (docs/product.md, "Audit log"). */
export const AUDIT_ENTITIES = [
  'order',
  'product',
  'setting',
  'staff',
  'payout',
  'carrier',
  'blocklist',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One staff action that changed something: who, when, what, on which thing. */
export interface AuditEntry {
  at: string;
  /** Null only for the shop itself (an order canceled automatically). */
  user: { id: number; nom: string } | null;
  /** e.g. `product.delete`, `setting.delivery`, `order.status` */
  action: string;
  entity: AuditEntity;
  /** The changed thing's id; null for a setting. */
  entity_id: number | null;
  summary: string;
}

export interface AuditPage {
  data: AuditEntry[];
  meta: PageMeta;
}

export const AUDIT_PAGE_SIZE = 50;
