import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/test-utils';
import ar from '../../../messages/pages/ar';
import en from '../../../messages/pages/en';
import fr from '../../../messages/pages/fr';

describe('static pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/about', 'ABOUT VIGOR'],
  ])('%s has its heading', async (path, heading) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/privacy', en, ['carriers', 'Meta', 'TikTok', 'WhatsApp'], 'phone number', 'amount to collect'],
    ['/fr/privacy', fr, ['transporteurs', 'Meta', 'TikTok', 'WhatsApp'], 'téléphone', 'montant à encaisser'],
    ['/ar/privacy', ar, ['شركات التوصيل', 'ميتا', 'تيك توك', 'واتساب'], 'رقم هاتفك', 'يُحصَّل نقدًا'],
  ])('%s names who receives what', async (path, texts, parties, phone, amount) => {
    mockApi();
    renderApp(path);
    const list = await screen.findByLabelText(texts.privacy.recipientsTitle);
    const entries = [...list.querySelectorAll('dt')].map((dt) => dt.parentElement!);
    const names = entries.map((entry) => entry.querySelector('dt')!.textContent).join(' | ');
    for (const party of parties) expect(names).toContain(party);
    const [carriers, ads, whatsapp] = entries;
    // Carriers get the name, phone, address, city and the amount to collect.
    expect(carriers).toHaveTextContent(phone);
    expect(carriers).toHaveTextContent(amount);
    // Ad platforms get the phone hashed only; WhatsApp gets the phone for the confirmation.
    expect(ads).toHaveTextContent('SHA-256');
    expect(whatsapp).toHaveTextContent(phone);
  });

  it('About shows the three core values and the button', async () => {
    mockApi();
    renderApp('/about');
    await screen.findByRole('heading', { name: 'CORE VALUES' });
    for (const value of ['VIGOR', 'INTEGRITY', 'GRIT']) {
      expect(screen.getByRole('heading', { name: value, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'JOIN THE MOVEMENT' })).toBeInTheDocument();
  });

  it('the back office routes render outside the shared layout', async () => {
    mockApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('terms state the delivery rule in dh', async () => {
    mockApi();
    renderApp('/terms');
    const payment = await screen.findByText(/Payment is cash on delivery only/);
    await waitFor(() =>
      expect(payment).toHaveTextContent(
        'Delivery costs Casablanca 20.00 dh, Other cities 35.00 dh and is free on orders of 599.00 dh or more.',
      ),
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'size guide' }));
    expect(await screen.findByTestId('size-guide')).toBeInTheDocument();
  });
});
