import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, PageLoadBoundary } from '@/app/routes/page-load-boundary';
import { retryableLazy } from '@/app/routes/retryable-lazy';

const offline = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://x.fr/assets/new-transport-page-abc.js',
  );

function Shell({ load }: { load: () => Promise<{ default: () => ReactElement }> }) {
  const Page = retryableLazy(load);
  return (
    <MemoryRouter initialEntries={['/nouvelle']}>
      <nav aria-label="Menu">
        <Link to="/autre">Autre page</Link>
      </nav>
      <PageLoadBoundary>
        <Suspense fallback={<p>Chargement...</p>}>
          <Routes>
            <Route path="/nouvelle" element={<Page />} />
            <Route path="/autre" element={<p>Autre contenu</p>} />
          </Routes>
        </Suspense>
      </PageLoadBoundary>
    </MemoryRouter>
  );
}

describe('[CHUNK1] a page whose code cannot load says so, keeps the shell, and can be retried (issue 25)', () => {
  it('[CHUNK1] French message with « Réessayer »; the retry loads the page once the network is back', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactElement }>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue({ default: () => <h1>Nouvelle demande</h1> });
    render(<Shell load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette page n’a pas pu se charger');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Nouvelle demande' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('[CHUNK1] leaving for another page through the menu clears the message', async () => {
    const load = vi.fn().mockRejectedValue(offline());
    render(<Shell load={load} />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Autre page' }));
    expect(await screen.findByText('Autre contenu')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['Failed to fetch dynamically imported module: /a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module: /a.js', true],
    ['Cannot read properties of undefined', false],
  ])('[CHUNK1] « %s » is a failed page load: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});
