import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/test-utils';

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
