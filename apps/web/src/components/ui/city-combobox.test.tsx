import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deliverySettings } from '../../test/test-utils';
import { CityCombobox } from './city-combobox';

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="Checkout" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="city">City</label>
      <CityCombobox id="city" value={value} onChange={setValue} delivery={deliverySettings} />
      <output aria-label="Chosen">{value}</output>
    </form>
  );
}

function setup(initial?: string) {
  const user = userEvent.setup();
  render(<Picker initial={initial} />);
  return { user, input: screen.getByRole('combobox', { name: 'City' }) };
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('CityCombobox', () => {
  it('is a collapsed combobox that controls its list of cities', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('filters by the French name without accents or case, names starting with the text first', async () => {
    const { user, input } = setup();
    await user.type(input, 'FES');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Fèsفاس']);
    await user.clear(input);
    await user.type(input, 'an');
    // Tanger contains "an", Casablanca contains "an": both, A to Z, none starting with "an".
    expect(optionNames()).toEqual(['Casablancaالدار البيضاء', 'Tangerطنجة']);
    await user.clear(input);
    await user.type(input, 'ta');
    expect(optionNames()?.[0]).toBe('Tangerطنجة');
  });

  it('filters by the Arabic name and chooses with the arrow keys and Enter, holding the French name', async () => {
    const { user, input } = setup();
    await user.type(input, 'الرب');
    expect(optionNames()).toEqual(['Rabatالرباط']);
    await user.keyboard('{ArrowDown}');
    const rabat = screen.getByRole('option', { name: /Rabat/ });
    expect(rabat).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', rabat.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Rabat');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('chooses the only matching city with Enter, a highlighted one or not', async () => {
    const { user, input } = setup();
    await user.type(input, 'casa{Enter}');
    expect(input).toHaveValue('Casablanca');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Several matches and none highlighted: Enter chooses nothing.
    await user.clear(input);
    await user.type(input, 'an{Enter}');
    expect(input).toHaveValue('an');
  });

  it('wraps around with the arrow keys, Escape closes without choosing', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(optionNames()).toHaveLength(4);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Tanger/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Casablanca/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('chooses with the mouse and keeps the focus in the input', async () => {
    const { user, input } = setup();
    await user.type(input, 't');
    await user.click(screen.getByRole('option', { name: /Tanger/ }));
    expect(input).toHaveValue('Tanger');
    expect(input).toHaveFocus();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says when no delivery city matches, and Enter then does not choose anything', async () => {
    const { user, input } = setup();
    await user.type(input, 'Paris');
    expect(screen.getByText(/We do not deliver to/)).toHaveTextContent('We do not deliver to "Paris" yet');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Paris');
  });

  it('closes when the focus leaves', async () => {
    const { user, input } = setup();
    await user.type(input, 'r');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
