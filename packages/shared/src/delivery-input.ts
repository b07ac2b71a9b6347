import { z } from 'zod';
import { cityKey } from './delivery.js';

const Money = z.coerce
  .number({ error: 'Enter an amount in dh' })
  .min(0, 'Must be 0 dh or more')
  .max(100_000, 'Must be at most 100000 dh')
  .multipleOf(0.01, 'At most two decimals');
const CityName = (language: string) =>
  z
    .string()
    .trim()
    .min(1, `${language} name is required`)
    .max(60, `${language} name is at most 60 characters`);

/** The admin's edit of the delivery settings: the whole list replaces the previous one. */
export const UpdateDeliverySettingsInput = z
  .strictObject({
    free_from: Money,
    zones: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Zone name is required').max(60, 'At most 60 characters'),
          fee: Money,
          cities: z
            .array(z.strictObject({ name_fr: CityName('French'), name_ar: CityName('Arabic') }))
            .min(1, 'A zone needs at least one city')
            .max(200),
        }),
      )
      .min(1, 'At least one delivery zone is required')
      .max(20),
  })
  .superRefine((input, ctx) => {
    // A city is in one zone only (the checkout must find one fee for it); the error names the
    // second occurrence so the form can show it next to that field.
    const seen = new Set<string>();
    input.zones.forEach((zone, zoneIndex) => {
      zone.cities.forEach((city, cityIndex) => {
        const key = cityKey(city.name_fr);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['zones', zoneIndex, 'cities', cityIndex, 'name_fr'],
            message: `${city.name_fr} is listed twice`,
          });
        }
        seen.add(key);
      });
    });
  });
export type UpdateDeliverySettingsInput = z.infer<typeof UpdateDeliverySettingsInput>;
