import { describe, expect, it } from 'vitest';
import { fillTemplate, itemsText, phoneFlags, riskReason, type TemplateValues } from './confirmation.js';
import { CallOutcomeInput, EditOrderInput } from './confirmation-input.js';

describe('phoneFlags', () => {
  it('flags nothing for a first order', () => {
    expect(phoneFlags({}, false, [], false)).toEqual({
      repeat: false,
      duplicate_of: [],
      risky: false,
      blocked: false,
    });
  });

  it('calls a phone that ordered before a repeat customer, and links its possible duplicates', () => {
    expect(phoneFlags({ delivered: 1, pending: 1 }, true, [7], false)).toEqual({
      repeat: true,
      duplicate_of: [7],
      risky: false,
      blocked: false,
    });
  });

  it('calls a phone risky after a refusal, a return or two cancels', () => {
    const risky = (counts: Parameters<typeof phoneFlags>[0]) => phoneFlags(counts, true, [], false).risky;
    expect(risky({ refused: 1 })).toBe(true);
    expect(risky({ returned: 1 })).toBe(true);
    expect(risky({ canceled: 1 })).toBe(false);
    expect(risky({ canceled: 2 })).toBe(true);
    expect(risky({ delivered: 2 })).toBe(false);
  });

  it('marks a phone on the blocklist', () => {
    expect(phoneFlags({ delivered: 2 }, true, [], true)).toMatchObject({ risky: false, blocked: true });
  });

  it('says why a phone is risky', () => {
    expect(riskReason({ delivered: 3, canceled: 1 })).toBeNull();
    expect(riskReason({ refused: 1 })).toBe('1 refused parcel');
    expect(riskReason({ refused: 2, returned: 1, canceled: 2, delivered: 4 })).toBe(
      '2 refused parcels, 1 returned parcel, 2 canceled orders',
    );
  });
});

describe('call outcomes and edits', () => {
  it('needs a time to call back and a reason to cancel', () => {
    expect(CallOutcomeInput.safeParse({ outcome: 'confirmed' }).success).toBe(true);
    expect(CallOutcomeInput.safeParse({ outcome: 'call_back' }).success).toBe(false);
    expect(
      CallOutcomeInput.safeParse({ outcome: 'call_back', callback_at: '2026-11-23T15:00:00+01:00' }).success,
    ).toBe(true);
    expect(CallOutcomeInput.safeParse({ outcome: 'canceled', note: 'x' }).success).toBe(false);
    expect(CallOutcomeInput.safeParse({ outcome: 'canceled', reason: 'too_expensive' }).success).toBe(true);
  });

  it('normalises the phone of an edit and refuses an empty one', () => {
    expect(EditOrderInput.parse({ customer_phone: '06 12 34 56 78' })).toEqual({
      customer_phone: '+212612345678',
    });
    expect(EditOrderInput.safeParse({}).success).toBe(false);
    expect(EditOrderInput.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('WhatsApp templates', () => {
  const values = (overrides: Partial<TemplateValues> = {}): TemplateValues => ({
    shop: 'VIGOR',
    name: 'Amina',
    order: '12',
    total: '249.00 dh',
    items: '',
    city: '',
    address: '',
    link: '',
    ...overrides,
  });

  it('fills in the shop, name, order and total', () => {
    const text = fillTemplate('{shop}: {name}, #{order}, {total}', values());
    expect(text).toBe('VIGOR: Amina, #12, 249.00 dh');
  });

  it('fills the items, the city and the address', () => {
    const text = fillTemplate(
      '{items} to {address}, {city} ({unknown})',
      values({
        items: itemsText([
          { quantity: 2, size: 'M', product: { name: 'Shadow Hoodie' } },
          { quantity: 1, size: 'S', product: { name: 'Cap' } },
        ]),
        city: 'Rabat',
        address: '12 rue Ibn Battouta',
      }),
    );
    expect(text).toBe('2 x Shadow Hoodie (M), 1 x Cap (S) to 12 rue Ibn Battouta, Rabat ({unknown})');
  });

  it("inserts a customer's name literally, whatever it contains", () => {
    for (const name of ["$'", '$`', '$&', '{total}', '{order}', '$1 {name}']) {
      const text = fillTemplate('Bonjour {name}, #{order}: {total}', values({ name }));
      expect(text).toBe(`Bonjour ${name}, #12: 249.00 dh`);
    }
  });
});
