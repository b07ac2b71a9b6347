import { screen, within } from '@testing-library/react';
import type { Lang, PublicOrder } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi, orderCreated, renderApp } from '../../../test/test-utils';
import ar from '../../../messages/pages/ar';
import en from '../../../messages/pages/en';
import fr from '../../../messages/pages/fr';

const REFERENCE = 'q9Zt_3kLm-8xYp2Rw7VbNa';

function openOrder(lang: Lang, order: Partial<PublicOrder>) {
  const data: PublicOrder = {
    ...orderCreated({ id: 42, reference: REFERENCE }).data,
    shipment: null,
    ...order,
  };
  mockApi({ [`GET /api/sales/receipt/${REFERENCE}`]: { body: { data } } });
  renderApp(`${lang === 'en' ? '' : `/${lang}`}/order/${REFERENCE}`);
}

describe("the order page's parcel", () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ] as const)('shows the carrier and tracking code once shipped (%s)', async (lang, messages) => {
    const t = messages.order.shipment;
    openOrder(lang, { status: 'shipped', shipment: { carrier: 'Amana', tracking_code: 'AM-2026-77' } });
    const parcel = await screen.findByRole('region', { name: t.title });
    const terms = within(parcel)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(parcel)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual([t.carrier, t.tracking]);
    expect(values).toEqual(['Amana', 'AM-2026-77']);
    // The code reads left to right inside Arabic text.
    expect(within(parcel).getByText('AM-2026-77')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the carrier alone when it gave no tracking code, and nothing before shipping', async () => {
    openOrder('en', { status: 'delivered', shipment: { carrier: 'CTM', tracking_code: null } });
    const parcel = await screen.findByRole('region', { name: 'Your parcel' });
    expect(
      within(parcel)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['CTM']);
    expect(within(parcel).queryByText('Tracking code')).not.toBeInTheDocument();
  });

  it('has no parcel while the order waits to ship', async () => {
    openOrder('en', { status: 'confirmed', shipment: null });
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('region', { name: 'Your parcel' })).not.toBeInTheDocument();
  });
});
