import { beforeAll, describe, expect, it } from 'vitest';
import { openExport, typesAndText, type EngineSheet } from '../../../test/libreoffice';
import { makeMessage } from '../../../test/back-office';
import { messageColumns } from './message-columns';

// The export as staff open it: LibreOffice in a French locale (decimal comma, `;`).
let sheet: EngineSheet;
beforeAll(async () => {
  sheet = await openExport(messageColumns, [
    makeMessage({ id: 1, first_name: 'سلمى', message: 'Bonjour;\n-1+2 "merci"' }),
  ]);
}, 120_000);

describe('the MESSAGES export, opened in LibreOffice', () => {
  it('messages: Arabic names and multi-line text in one cell each', () => {
    const [header, message, ...more] = sheet;
    expect(more).toEqual([]);
    expect(header!.map((c) => c.shown)).toEqual([
      'ID',
      'Date',
      'First name',
      'Last name',
      'Email',
      'Subject',
      'Message',
      'Status',
    ]);
    expect(message).toHaveLength(8);
    // 09:00 UTC in November 2026 is 09:00 in Casablanca (UTC+0 from 2026-09-20).
    expect(message![1]).toMatchObject({ type: 'date', value: '2026-11-19T09:00:00' });
    expect(message!.slice(2, 4).map((c) => c.shown)).toEqual(['سلمى', 'Bennani']);
    expect(typesAndText(message!.slice(6))).toEqual([
      ['string', 'Bonjour;\n-1+2 "merci"'],
      ['string', 'unread'],
    ]);
  });
});
