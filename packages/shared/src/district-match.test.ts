import { describe, expect, it } from 'vitest';
import { districtInAddress, type CityDistrict } from './district-match.js';

const casablanca: CityDistrict[] = [
  { code: '1', name: 'Maarif', name_ar: 'المعاريف', parent: 'Casablanca' },
  { code: '2', name: 'Casablanca - Ain Sebaa', name_ar: null, parent: 'Casablanca' },
  { code: '3', name: 'Sidi Maarouf', name_ar: null, parent: 'Casablanca' },
  { code: '4', name: 'Casablanca', name_ar: null, parent: 'Casablanca' },
];

describe('districtInAddress', () => {
  it('finds the district an address names, accents and city prefixes aside', () => {
    expect(districtInAddress('12 rue Ibnou Mounir, Maârif', casablanca)?.code).toBe('1');
    expect(districtInAddress('Bd Moulay Ismail, Aïn Sebaâ, Casablanca', casablanca)?.code).toBe('2');
    expect(districtInAddress('حي المعاريف، الدار البيضاء', casablanca)?.code).toBe('1');
  });

  it('guesses nothing: no district named, only the city, or a word inside another word', () => {
    expect(districtInAddress('12 rue des Fleurs', casablanca)).toBeNull();
    expect(districtInAddress('12 rue des Fleurs, Casablanca', casablanca)).toBeNull();
    expect(districtInAddress('Résidence Maarifa', casablanca)).toBeNull();
  });

  it('takes the longest name, and nothing when two districts are named alike', () => {
    const both = [
      ...casablanca,
      { code: '5', name: 'Maarif Extension', name_ar: null, parent: 'Casablanca' },
    ];
    expect(districtInAddress('Maarif Extension, rue 5', both)?.code).toBe('5');
    const twins = [...casablanca, { code: '6', name: 'Sidi Maarouf', name_ar: null, parent: 'Casablanca' }];
    expect(districtInAddress('Sidi Maarouf', twins)).toBeNull();
  });
});
