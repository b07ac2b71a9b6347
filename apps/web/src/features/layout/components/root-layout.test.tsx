import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCartItem, mockApi, renderApp, homeRows } from '../../../test/test-utils';

function typeKeys(codes: number[]) {
  for (const keyCode of codes)
    fireEvent.keyDown(document.body, { keyCode, key: String.fromCharCode(keyCode) });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('shared layout', () => {
  it('has the landmarks, nav links, footer texts and brand links', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['SHOP', '/shop'],
      ['HOODIES', '/hoodies'],
      ['BEANIES', '/beanies'],
      ['ABOUT', '/about'],
      ['CONTACT', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2024 VIGOR');
    expect(footer).toHaveTextContent('EST. 2024');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Size Guide' })).toHaveAttribute('href', '/size');
    const chat = within(footer).getByRole('link', { name: /Chat on WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/);
    await screen.findByText('No hoodies found.');
  });

  it('shows the cart count badge only above 0', async () => {
    mockApi({
      'GET /api/products/home': { body: homeRows() },
      'GET /api/carts': { body: { data: [makeCartItem({ quantity: 2 }), makeCartItem({ quantity: 1 })] } },
    });
    renderApp('/');
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('has no badge with an empty cart', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    await screen.findByText('No hoodies found.');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('opens the hamburger menu and closes it on a link click or Escape', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/products/home': { body: homeRows() },
      'GET /api/products': { body: { data: [], meta: { page: 1, per_page: 24, total: 0, total_pages: 0 } } },
    });
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'SHOP' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await screen.findByText('No products available for the selected filter.');
  });

  it('toggles the ADMIN link with V-I-G-O-R, with a 2 s notice and title', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    await screen.findByText('No hoodies found.');
    vi.useFakeTimers();
    const title = document.title;
    expect(screen.queryByRole('link', { name: 'ADMIN' })).not.toBeInTheDocument();

    act(() => typeKeys([86, 73, 71, 79, 82]));
    expect(screen.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Admin Access Unlocked')).toBeInTheDocument();
    expect(document.title).toBe('Admin Access Unlocked');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Admin Access Unlocked')).not.toBeInTheDocument();
    expect(document.title).toBe(title);

    act(() => typeKeys([86, 73, 71, 79, 82]));
    expect(screen.queryByRole('link', { name: 'ADMIN' })).not.toBeInTheDocument();
    expect(document.title).toBe('Admin Access Hidden');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(document.title).toBe(title);
  });

  it('ignores other sequences and keys typed into form fields', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    await screen.findByText('No hoodies found.');
    act(() => typeKeys([86, 73, 71, 79, 79]));
    expect(screen.queryByRole('link', { name: 'ADMIN' })).not.toBeInTheDocument();
    const input = document.createElement('input');
    document.body.append(input);
    act(() => {
      for (const keyCode of [86, 73, 71, 79, 82]) fireEvent.keyDown(input, { keyCode });
    });
    expect(screen.queryByRole('link', { name: 'ADMIN' })).not.toBeInTheDocument();
    input.remove();
  });

  it('shows the banner only near the top and hides the header on scrolling down past 100px', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    await screen.findByText('No hoodies found.');
    const header = screen.getByRole('banner');
    const banner = screen.getByText('FREE SHIPPING ON ORDERS OVER 599 DH');
    expect(banner).not.toHaveClass('banner--hidden');

    scrollTo(50);
    await waitFor(() => expect(banner).toHaveClass('banner--hidden'));
    expect(header).not.toHaveClass('header--hidden');
    scrollTo(150);
    await waitFor(() => expect(header).toHaveClass('header--hidden'));
    scrollTo(120);
    await waitFor(() => expect(header).not.toHaveClass('header--hidden'));
    scrollTo(5);
    await waitFor(() => expect(banner).not.toHaveClass('banner--hidden'));
  });

  it('hides the banner of a page that opens already scrolled, before any scroll event', async () => {
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    await screen.findByText('No hoodies found.');
    await waitFor(() =>
      expect(screen.getByText('FREE SHIPPING ON ORDERS OVER 599 DH')).toHaveClass('banner--hidden'),
    );
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('redirects unknown paths to /', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    const { router } = renderApp('/no/such/page');
    await screen.findByText('No hoodies found.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('reports each route change to the session API', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/products/home': { body: homeRows() } });
    renderApp('/');
    await screen.findByText('No hoodies found.');
    await user.click(screen.getByRole('link', { name: 'ABOUT' }));
    await screen.findByRole('heading', { name: 'ABOUT VIGOR' });
    await waitFor(() => expect(api.callsTo('POST /api/session/update-activity')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /api/session/update-activity');
    // The first page of the load tells where the shopper came from; later ones do not repeat it.
    expect(first?.body).toMatchObject({ current_page: '/', landing: { query: '', referrer: '' } });
    expect(second?.body).toMatchObject({ current_page: '/about', user_agent: navigator.userAgent });
    expect(second?.body).not.toHaveProperty('landing');
  });

  it('speaks French under /fr: texts, links that stay in French and a switch to the same page', async () => {
    mockApi({
      'GET /api/products': { body: { data: [], meta: { page: 1, per_page: 24, total: 0, total_pages: 0 } } },
    });
    renderApp('/fr/shop?sort=price-asc');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'BONNETS' })).toHaveAttribute('href', '/fr/beanies');
    expect(screen.getByRole('link', { name: 'Panier' })).toHaveAttribute('href', '/fr/cart');
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/shop?sort=price-asc',
    );
    expect(within(nav).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/shop?sort=price-asc',
    );
    expect(screen.getByText("LIVRAISON GRATUITE DÈS 599 DH D'ACHAT")).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Guide des tailles' })).toHaveAttribute(
      'href',
      '/fr/size',
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('is right-to-left in Arabic and sends an unknown path under /ar to the Arabic home', async () => {
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    const { router } = renderApp('/ar/no/such/page');
    await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('offers the French shop to a browser that prefers French, until dismissed (never a redirect)', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-MA', 'en']);
    mockApi({ 'GET /api/products/home': { body: homeRows() } });
    const { router } = renderApp('/');
    const offer = await screen.findByRole('complementary', { name: 'La boutique existe aussi en français.' });
    expect(within(offer).getByRole('link', { name: 'Voir en français' })).toHaveAttribute('href', '/fr/');
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(offer).getByRole('button', { name: 'Non merci' }));
    expect(offer).not.toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
    document.cookie = 'lang=; max-age=0; path=/';
  });
});
