import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scrollBy } from '../../../test/scroll-spies';
import { homeRows, makeProduct, mockApi, renderApp } from '../../../test/test-utils';

describe('Home', () => {
  it('shows the hero, rows with VIEW ALL, and the brand story', async () => {
    mockApi({
      'GET /api/products/home': {
        body: homeRows({
          hoodies: [makeProduct({ name: 'H1' }), makeProduct({ name: 'H2' })],
          beanies: [makeProduct({ name: 'B1', type: 'beanies' })],
        }),
      },
    });
    renderApp('/');
    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent('The look that moves');
    expect(hero).toHaveTextContent('The style that rules');
    expect(screen.getByRole('link', { name: 'BUY NOW' })).toHaveAttribute('href', '/shop');
    const hoodies = await screen.findByRole('region', { name: 'HOODIES' });
    expect(within(hoodies).getAllByRole('article')).toHaveLength(2);
    expect(within(hoodies).getByRole('link', { name: 'VIEW ALL hoodies' })).toHaveAttribute(
      'href',
      '/hoodies',
    );
    const beanies = screen.getByRole('region', { name: 'BEANIES' });
    expect(within(beanies).getByRole('link', { name: 'VIEW ALL beanies' })).toHaveAttribute(
      'href',
      '/beanies',
    );
    expect(screen.getByRole('heading', { name: 'OUR STORY' })).toBeInTheDocument();
  });

  it('scrolls a row by 300px each way', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/products/home': { body: homeRows({ hoodies: [makeProduct()] }) } });
    renderApp('/');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Scroll hoodies right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Scroll hoodies left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  });

  it('loads the first image with high priority and the others lazily, with dimensions', async () => {
    mockApi({
      'GET /api/products/home': {
        body: homeRows({ hoodies: [makeProduct({ name: 'First' }), makeProduct({ name: 'Second' })] }),
      },
    });
    renderApp('/');
    const first = await screen.findByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '800');
    expect(first.getAttribute('srcset')).toContain('-320.webp 320w');
    const second = screen.getByRole('img', { name: 'Second' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('shows placeholders for missing and failing images', async () => {
    mockApi({
      'GET /api/products/home': {
        body: homeRows({
          hoodies: [makeProduct({ name: 'NoPic', image: null }), makeProduct({ name: 'Broken' })],
        }),
      },
    });
    renderApp('/');
    expect(await screen.findByRole('img', { name: 'NoPic' })).toHaveTextContent('No Image');
    const broken = screen.getByRole('img', { name: 'Broken' });
    broken.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Image Not Found')).toBeInTheDocument();
  });

  it('says a row failed to load, not that there are none, and loads it again on RETRY', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /api/products/home': () =>
        fail
          ? { status: 500, body: { message: 'Server error' } }
          : { body: homeRows({ hoodies: [makeProduct({ name: 'Back again' })] }) },
    });
    renderApp('/');
    const hoodies = await screen.findByRole('region', { name: 'HOODIES' });
    expect(await within(hoodies).findByText(/Couldn't load hoodies/)).toBeInTheDocument();
    expect(screen.queryByText(/No hoodies found/)).not.toBeInTheDocument();
    fail = false;
    await user.click(within(hoodies).getByRole('button', { name: 'Retry loading hoodies' }));
    expect(await within(hoodies).findByRole('article')).toHaveTextContent('Back again');
    expect(screen.queryByText(/Couldn't load/)).not.toBeInTheDocument();
  });
});
