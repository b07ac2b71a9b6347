import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/test-utils';

describe('Size guide', () => {
  it('shows the hoodie table in English by default', async () => {
    mockApi();
    renderApp('/size');
    const guide = await screen.findByTestId('size-guide');
    expect(guide).toHaveAttribute('lang', 'en');
    expect(guide).toHaveAttribute('dir', 'ltr');
    const table = screen.getByRole('table', { name: 'Hoodie measurements (cm)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'SizeChestLengthShoulderSleeve',
      'S106684563',
      'M112704765',
      'L118724967',
      'XL124745169',
      'XXL130765371',
    ]);
    expect(screen.getByRole('link', { name: 'CONTACT SUPPORT' })).toHaveAttribute('href', '/contact');
  });

  it('switches tabs with clicks and arrow keys', async () => {
    const user = userEvent.setup();
    mockApi();
    renderApp('/size');
    await user.click(await screen.findByRole('tab', { name: 'Beanies' }));
    expect(screen.getByRole('tab', { name: 'Beanies' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Beanie measurements (cm)' });
    expect(table).toHaveTextContent('54-58');
    expect(table).toHaveTextContent('26');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hoodies' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Hoodies' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to Arabic, right to left', async () => {
    const user = userEvent.setup();
    mockApi();
    renderApp('/size');
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    const guide = screen.getByTestId('size-guide');
    expect(guide).toHaveAttribute('lang', 'ar');
    expect(guide).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'دليل المقاسات', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'قبعات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(guide).toHaveAttribute('dir', 'ltr');
  });
});
