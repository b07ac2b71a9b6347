import type { AuditEntry } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

/** The LOG export's columns, each cell typed (lib/spreadsheet.ts). */
export const auditColumns: SpreadsheetColumn<AuditEntry>[] = [
  { header: 'Date', type: 'datetime', value: (e) => e.at },
  { header: 'Who', type: 'text', value: (e) => e.user?.nom ?? 'the shop' },
  { header: 'Action', type: 'text', value: (e) => e.action },
  { header: 'Thing', type: 'text', value: (e) => e.entity },
  { header: 'Thing ID', type: 'integer', value: (e) => e.entity_id },
  { header: 'Summary', type: 'text', value: (e) => e.summary },
];
