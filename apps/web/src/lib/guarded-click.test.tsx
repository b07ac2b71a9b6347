import { act, render, screen, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLICK_TIMEOUT_MS, useGuardedClick } from './guarded-click';

function Harness({ action }: { action: () => Promise<unknown> }) {
  const [run, running] = useGuardedClick(action);
  return (
    <button type="button" onClick={() => run()}>
      {running ? 'busy' : 'idle'}
    </button>
  );
}

describe('useGuardedClick', () => {
  it('ignores clicks while the action runs', async () => {
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness action={action} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    await act(() => Promise.resolve(finish()));
    expect(screen.getByRole('button')).toHaveTextContent('idle');
    fireEvent.click(screen.getByRole('button'));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 s', async () => {
    vi.useFakeTimers();
    const action = vi.fn(() => new Promise<void>(() => {}));
    render(<Harness action={action} />);
    fireEvent.click(screen.getByRole('button'));
    await act(() => vi.advanceTimersByTimeAsync(CLICK_TIMEOUT_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button')).toHaveTextContent('idle');
    fireEvent.click(screen.getByRole('button'));
    expect(action).toHaveBeenCalledTimes(2);
  });
});
