import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { makePage, makeProduct, mockApi, type ApiCall, type Reply } from '../../../test/test-utils';
import {
  ADMIN,
  captureDownloads,
  dashboardApi,
  logInAs,
  queryOf,
  renderBackOffice,
} from '../../../test/back-office';

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/products' && queryOf(c).per_page === '12');

function openProducts(products: Product[] | ((call: ApiCall) => Reply), extra: Record<string, unknown> = {}) {
  const handler =
    typeof products === 'function'
      ? products
      : () => ({ body: makePage(products, { per_page: 12, total_pages: products.length ? 1 : 0 }) });
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/products': handler,
    ...(extra as Record<string, Reply>),
  });
  logInAs(ADMIN);
  const app = renderBackOffice('/admin-dashboard/products');
  return { api, user: userEvent.setup(), ...app };
}

/** A PNG's signature and header: what the form reads to know a file is a PNG image. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const pngFile = (name: string) => new File([Uint8Array.from(PNG_HEAD)], name, { type: 'image/png' });

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'ADD PRODUCT' }));
  return screen.getByRole('dialog', { name: 'Add product' });
}

describe('Products tab', () => {
  it('shows cards with image, name, description, prices, type, Edit and Delete', async () => {
    openProducts([
      makeProduct({
        id: 1,
        name: 'Shadow Hoodie',
        description: 'Heavy cotton',
        price: 300,
        prix_reduction: 250,
      }),
      makeProduct({ id: 2, name: 'Grit Beanie', type: 'beanies', price: 120, status: 'coming_soon' }),
    ]);
    const card = (await screen.findByRole('heading', { name: 'Shadow Hoodie' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Shadow Hoodie' })).toBeInTheDocument();
    expect(within(card).getByText('Heavy cotton')).toBeInTheDocument();
    expect(within(card).getByText('300.00 dh').closest('s')).not.toBeNull();
    expect(within(card).getByText('250.00 dh')).toBeInTheDocument();
    expect(within(card).getByText('hoodies')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Shadow Hoodie' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Shadow Hoodie' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it('switches to the list view, which shows the status without underscores', async () => {
    const { user } = openProducts([makeProduct({ id: 2, name: 'Grit Beanie', status: 'coming_soon' })]);
    await screen.findByRole('heading', { name: 'Grit Beanie' });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const row = screen.getByRole('rowheader', { name: /Grit Beanie/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('coming soon')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Status');
  });

  it('shows both empty states', async () => {
    const { user } = openProducts((call) =>
      queryOf(call).q
        ? { body: makePage([], { total_pages: 0 }) }
        : { body: makePage([], { total_pages: 0 }) },
    );
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first product')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nothing');
    expect(await screen.findByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('searches by name, id or type through the API, 12 per page', async () => {
    const { api, user } = openProducts((call) =>
      queryOf(call).q === 'beanies'
        ? { body: makePage([makeProduct({ name: 'Grit Beanie', type: 'beanies' })], { per_page: 12 }) }
        : { body: makePage([makeProduct(), makeProduct()], { per_page: 12 }) },
    );
    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveAttribute('placeholder', 'Search by product name, ID, type...');
    await user.type(search, 'beanies');
    expect(await screen.findByRole('heading', { name: 'Grit Beanie' })).toBeInTheDocument();
    expect(queryOf(listCalls(api.calls).at(-1))).toEqual({ q: 'beanies', page: '1', per_page: '12' });
  });

  it('shows a failed load in a dismissible banner', async () => {
    const { user } = openProducts(() => ({ status: 503, body: { message: 'Database unavailable' } }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Products: Database unavailable');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss products error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('validates the form with the form messages and clears each error when its field is edited', async () => {
    const { api, user } = openProducts([]);
    const dialog = await openAddForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Size is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Name'), 'Shadow Hoodie');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Valid price is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Price (dh)'), '200');
    await user.type(within(dialog).getByLabelText('Sale price (dh, optional)'), '0');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'hoodies');
    await user.selectOptions(within(dialog).getByLabelText('Size 1'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByText('Discount price must be greater than 0')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Sale price (dh, optional)'));
    expect(within(dialog).queryByText('Discount price must be greater than 0')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Sale price (dh, optional)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByText('Discount price must be less than original price')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Price (dh)'));
    expect(
      within(dialog).queryByText('Discount price must be less than original price'),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('adds and removes sizes, keeping at least one', async () => {
    const { user } = openProducts([]);
    const dialog = await openAddForm(user);
    expect(within(dialog).getByRole('button', { name: /Remove size 1/ })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Size 1'), 'S');
    await user.click(within(dialog).getByRole('button', { name: '+ Add size' }));
    expect(within(dialog).getByLabelText('Size 2')).toHaveValue('XS');
    const sizeOptions = within(within(dialog).getByLabelText('Size 2')).getAllByRole('option');
    expect(sizeOptions.map((o) => o.textContent)).toEqual([
      'Select size',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'XXXL',
      'One Size',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Remove size 1 (S)' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove size 1 (S)' }));
    expect(within(dialog).queryByLabelText('Size 2')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Size 1')).toHaveValue('XS');
    expect(within(dialog).getByRole('button', { name: /Remove size 1/ })).toBeDisabled();
  });

  it('asks for confirmation, then posts multipart with sizes as JSON and the image, and refreshes the storefront', async () => {
    const downloads = captureDownloads();
    const created = makeProduct({ id: 99, name: 'Shadow Hoodie' });
    const { api, user, queryClient } = openProducts([], {
      'POST /api/products': {
        status: 201,
        body: { success: true, message: 'Product created successfully', data: created },
      },
    });
    queryClient.setQueryData(['products', 'list', { sort: 'name-asc', page: 1 }], makePage([]));
    localStorage.setItem('products_cache', '{}');
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Shadow Hoodie');
    await user.type(within(dialog).getByLabelText('Description'), 'Heavy, warm');
    await user.click(within(dialog).getByText(/^French and Arabic/));
    await user.type(within(dialog).getByLabelText('Name in French'), 'Hoodie Ombre');
    await user.type(within(dialog).getByLabelText('Name in Arabic'), 'هودي الظل');
    await user.type(within(dialog).getByLabelText('Price (dh)'), '299.90');
    await user.type(within(dialog).getByLabelText('Sale price (dh, optional)'), '249');
    await user.type(within(dialog).getByLabelText('Unit cost (dh, empty = unknown)'), '120.5');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'hoodies');
    expect(within(dialog).queryByLabelText('Expected shipping date (optional)')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'pre_order');
    await user.type(within(dialog).getByLabelText('Expected shipping date (optional)'), '2026-12-15');
    await user.selectOptions(within(dialog).getByLabelText('Size 1'), 'M');
    await user.clear(within(dialog).getByLabelText('Quantity of size 1'));
    await user.type(within(dialog).getByLabelText('Quantity of size 1'), '7');
    await user.click(within(dialog).getByRole('button', { name: '+ Add size' }));
    await user.selectOptions(within(dialog).getByLabelText('Size 2'), 'L');
    await user.upload(within(dialog).getByLabelText('Image (optional)'), pngFile('hoodie.png'));
    expect(await within(dialog).findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      downloads.blobs.length ? 'blob:test-1' : '',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    const confirm = screen.getByRole('dialog', { name: 'Add this product?' });
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = api.callsTo('POST /api/products')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'image'))).toEqual({
      name: 'Shadow Hoodie',
      description: 'Heavy, warm',
      name_fr: 'Hoodie Ombre',
      name_ar: 'هودي الظل',
      description_fr: '',
      description_ar: '',
      price: '299.9',
      prix_reduction: '249',
      unit_cost: '120.5',
      type: 'hoodies',
      status: 'pre_order',
      expected_ship_date: '2026-12-15',
      sizes: JSON.stringify([
        { size: 'M', quantity: 7 },
        { size: 'L', quantity: 0 },
      ]),
    });
    expect((body.get('image') as File).name).toBe('hoodie.png');
    expect(body.has('_method')).toBe(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Product created successfully');
    expect(
      queryClient.getQueryState(['products', 'list', { sort: 'name-asc', page: 1 }])?.isInvalidated,
    ).toBe(true);
    expect(localStorage.getItem('products_cache')).toBeNull();
  });

  it('refuses a file that is not an image, or too large, as soon as it is chosen, and keeps the next good one', async () => {
    const downloads = captureDownloads();
    const { api, user } = openProducts([], {
      'POST /api/products': {
        status: 201,
        body: { success: true, message: 'Product created successfully', data: makeProduct({ id: 7 }) },
      },
    });
    const dialog = await openAddForm(user);
    const input = within(dialog).getByLabelText('Image (optional)');
    const refused = async (file: File, message: RegExp) => {
      await user.upload(input, file);
      expect(await within(dialog).findByText(message, { selector: '.field-error' })).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect((input as HTMLInputElement).files).toHaveLength(0);
      expect(
        within(dialog).queryByRole('img', { name: 'Preview of the chosen image' }),
      ).not.toBeInTheDocument();
    };
    // Named and declared as a PNG, but a web page by its content.
    await refused(
      new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' }),
      /^The image must be a JPEG, PNG, WebP, GIF or AVIF file\.$/,
    );
    await refused(
      new File([Uint8Array.from(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], 'huge.png', {
        type: 'image/png',
      }),
      /^The image is too large\. It must be 5 MB or less\.$/,
    );

    await user.upload(input, pngFile('hoodie.png'));
    expect(await within(dialog).findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      downloads.blobs.length ? 'blob:test-1' : '',
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(dialog.querySelector('.field-error')).toBeNull();
    await user.type(within(dialog).getByLabelText('Name'), 'Cap');
    await user.type(within(dialog).getByLabelText('Price (dh)'), '100');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'beanies');
    await user.selectOptions(within(dialog).getByLabelText('Size 1'), 'One Size');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add this product?' })).getByRole('button', {
        name: 'Yes, add',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
    expect(((api.callsTo('POST /api/products')[0]!.body as FormData).get('image') as File).name).toBe(
      'hoodie.png',
    );
  });

  it('goes back to the form when the confirmation is canceled, with Escape too', async () => {
    const { api, user } = openProducts([]);
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Cap');
    await user.type(within(dialog).getByLabelText('Price (dh)'), '100');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'beanies');
    await user.selectOptions(within(dialog).getByLabelText('Size 1'), 'One Size');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(screen.getByRole('dialog', { name: 'Add this product?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Cap');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('edits with POST /api/products/:id and _method=PUT after confirmation', async () => {
    const product = makeProduct({
      id: 7,
      name: 'Old Name',
      price: 200,
      prix_reduction: 150,
      sizes: [{ size: 'S', quantity: 4, available: 4 }],
    });
    const { api, user } = openProducts([product], {
      'POST /api/products/7': {
        body: { success: true, message: 'Product updated successfully', data: product },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Old Name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit product' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Old Name');
    expect(within(dialog).getByLabelText('Sale price (dh, optional)')).toHaveValue(150);
    expect(within(dialog).getByLabelText('Size 1')).toHaveValue('S');
    expect(within(dialog).getByLabelText('Quantity of size 1')).toHaveValue(4);
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'New Name');
    await user.clear(within(dialog).getByLabelText('Sale price (dh, optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Update product' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Update this product?' })).getByRole('button', {
        name: 'Yes, update',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST /api/products/7')).toHaveLength(1));
    const body = api.callsTo('POST /api/products/7')[0]?.body as FormData;
    expect(body.get('_method')).toBe('PUT');
    expect(body.get('name')).toBe('New Name');
    expect(body.has('prix_reduction')).toBe(false);
    expect(body.has('image')).toBe(false);
  });

  it('warns before setting a stock below what orders hold, saves only once confirmed, and lists the shortfall', async () => {
    const product = makeProduct({
      id: 8,
      name: 'Held Hoodie',
      sizes: [
        { size: 'M', quantity: 1, available: 0, short: 2 },
        { size: 'L', quantity: 4, available: 4 },
      ],
    });
    const shortfall = [{ size: 'M', quantity: 1, held: 3 }];
    const { api, user } = openProducts([product], {
      'POST /api/products/8': (call: ApiCall) =>
        (call.body as FormData).get('allow_shortfall') === 'true'
          ? { body: { success: true, message: 'Product updated successfully', data: product } }
          : { status: 409, body: { message: 'Orders already hold more than the new stock', shortfall } },
    });
    await screen.findByRole('heading', { name: 'Held Hoodie' });
    await user.click(screen.getByRole('button', { name: 'List' }));
    const row = screen.getByRole('rowheader', { name: /Held Hoodie/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Short: M 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Held Hoodie' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit product' });
    await user.click(within(dialog).getByRole('button', { name: 'Update product' }));
    await user.click(screen.getByRole('button', { name: 'Yes, update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Update this product?' });
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('M: 3 held, stock 1 (2 short)');
    expect(api.callsTo('POST /api/products/8')).toHaveLength(1);
    expect((api.callsTo('POST /api/products/8')[0]?.body as FormData).has('allow_shortfall')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, set the stock below' }));
    await waitFor(() => expect(api.callsTo('POST /api/products/8')).toHaveLength(2));
    expect((api.callsTo('POST /api/products/8')[1]?.body as FormData).get('allow_shortfall')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server field errors next to their fields', async () => {
    const { user } = openProducts([], {
      'POST /api/products': {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: { name: ['Name is too long'], image: ['Unsupported image'] },
        },
      },
    });
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Name'), 'X');
    await user.type(within(dialog).getByLabelText('Price (dh)'), '10');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'hoodies');
    await user.selectOptions(within(dialog).getByLabelText('Size 1'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await user.click(screen.getByRole('button', { name: 'Yes, add' }));
    const form = await screen.findByRole('dialog', { name: 'Add product' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Name is too long, Unsupported image');
    expect(within(form).getByText('Name is too long', { selector: '.field-error' })).toBeInTheDocument();
    expect(within(form).getByText('Unsupported image', { selector: '.field-error' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'Y');
    expect(
      within(form).queryByText('Name is too long', { selector: '.field-error' }),
    ).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const product = makeProduct({ id: 3, name: 'Old Beanie' });
    const { api, user } = openProducts([product], {
      'DELETE /api/products/3': { body: { success: true, message: 'Product deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Old Beanie' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(confirm).toHaveTextContent('“Old Beanie” will be removed');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/products/3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Old Beanie' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/products/3')).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('“Old Beanie” was deleted.');
  });

  it('exports the products as a spreadsheet', async () => {
    const downloads = captureDownloads();
    const { api, user } = openProducts([
      makeProduct({ id: 4, name: '@Beanie', sizes: [{ size: 'S', quantity: 2, available: 2 }] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(downloads.fileName()).toMatch(/^vigor-products-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(api.calls.some((c) => c.path === '/api/products' && queryOf(c).per_page === '100')).toBe(true);
    expect(await downloads.isWorkbook()).toBe(true);
  });
});
