import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_MODEL, scoreRisk, type RiskFacts } from './risk.js';
import { buttonPayload, isStopWord, readButtonPayload } from './whatsapp.js';

const firstOrder: RiskFacts = {
  phone_delivered: 0,
  phone_refused: 0,
  phone_canceled: 0,
  first_order: true,
  city: 'Rabat',
  city_parcels: 0,
  city_refused: 0,
  goods_total: 300,
  other_identities: 0,
  missing_address: false,
  from_lead: false,
};

describe('scoreRisk with the default weights', () => {
  it('gives a first order with an address a medium band at about 15%', () => {
    expect(scoreRisk(firstOrder, DEFAULT_RISK_MODEL)).toEqual({
      band: 'medium',
      score: 0.154,
      reasons: ['First order from this number'],
    });
  });

  it('names a city only from its minimum sample, against the shop’s rate', () => {
    const few = scoreRisk({ ...firstOrder, city_parcels: 19, city_refused: 15 }, DEFAULT_RISK_MODEL);
    expect(few.reasons).toEqual(['First order from this number']);
    const many = scoreRisk({ ...firstOrder, city_parcels: 100, city_refused: 40 }, DEFAULT_RISK_MODEL);
    expect(many.reasons[0]).toBe('Rabat refuses 40% of parcels (shop: 20%, 90 days)');
  });
});

describe('WhatsApp words', () => {
  it('reads the payloads it writes, and nothing else', () => {
    expect(readButtonPayload(buttonPayload('confirm', 1042))).toEqual({ button: 'confirm', orderId: 1042 });
    expect(readButtonPayload('CANCEL:7')).toEqual({ button: 'cancel', orderId: 7 });
    expect(readButtonPayload('CONFIRM:')).toBeNull();
    expect(readButtonPayload('DELETE:7')).toBeNull();
  });

  it('hears STOP in English, French and Arabic, not inside a sentence', () => {
    for (const word of ['STOP', ' stop ', 'Arrêt', 'ARRET!', 'توقف']) expect(isStopWord(word)).toBe(true);
    expect(isStopWord('je ne peux pas stop')).toBe(false);
  });
});
