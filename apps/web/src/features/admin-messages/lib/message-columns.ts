import type { Message } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

/** The MESSAGES export's fixed columns, each cell typed (lib/spreadsheet.ts). */
export const messageColumns: SpreadsheetColumn<Message>[] = [
  { header: 'ID', type: 'integer', value: (m) => m.id },
  { header: 'Date', type: 'datetime', value: (m) => m.created_at },
  { header: 'First name', type: 'text', value: (m) => m.first_name },
  { header: 'Last name', type: 'text', value: (m) => m.last_name },
  { header: 'Email', type: 'text', value: (m) => m.email },
  { header: 'Subject', type: 'text', value: (m) => m.subject },
  { header: 'Message', type: 'text', value: (m) => m.message },
  { header: 'Status', type: 'text', value: (m) => m.status ?? 'unread' },
];
