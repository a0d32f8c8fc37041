import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { ROOT_LOADING_SLOW_HINT_MS } from '@/domain/constants';

describe('[LOAD1] root loading screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads « Chargement... » at once, without the slow hint', () => {
    render(<RootLoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByText('Le chargement prend plus de temps que prévu.')).toBeNull();
  });

  it('adds the hint and « Actualiser la page » after exactly 5 s', () => {
    render(<RootLoadingScreen />);
    act(() => {
      vi.advanceTimersByTime(ROOT_LOADING_SLOW_HINT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le chargement prend plus de temps que prévu.',
    );
    expect(screen.getByRole('button', { name: 'Actualiser la page' })).toBeInTheDocument();
  });

  it('reloads when « Actualiser la page » is pressed', async () => {
    const onReload = vi.fn();
    render(<RootLoadingScreen slowAfterMs={10} onReload={onReload} />);
    act(() => {
      vi.advanceTimersByTime(10);
    });
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser la page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
