import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RETRY_PAGES_EVENT, retryableLazy } from '@/app/routes/retryable-lazy';

type Module = { default: (props: { who: string }) => ReactNode };
const page: Module = { default: ({ who }) => <p>Page de {who}</p> };

function deferred() {
  let resolve!: (module: Module) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Module>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>Chargement…</p>}>{node}</Suspense>;

describe('[LAZY1] pages loaded on demand, ahead of use, and again after a failure (issue 24)', () => {
  it('a preloaded page draws in the first pass: no fallback, so no fallback throttle', async () => {
    const Page = retryableLazy(() => Promise.resolve(page));
    await Page.preload();
    render(inSuspense(<Page who="Karim" />));
    expect(screen.getByText('Page de Karim')).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).toBeNull();
  });

  it('a page not loaded yet shows the fallback, then itself, with its props', async () => {
    const load = deferred();
    const Page = retryableLazy(() => load.promise);
    render(inSuspense(<Page who="Inès" />));
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(async () => load.resolve(page));
    expect(await screen.findByText('Page de Inès')).toBeInTheDocument();
  });

  it('preload never rejects; a failed import is tried afresh after « Réessayer »', async () => {
    let attempts = 0;
    const Page = retryableLazy(() =>
      ++attempts === 1 ? Promise.reject<Module>(new Error('réseau')) : Promise.resolve(page),
    );
    await expect(Page.preload()).resolves.toBeUndefined();
    window.dispatchEvent(new Event(RETRY_PAGES_EVENT));
    await Page.preload();
    expect(attempts).toBe(2);
    render(inSuspense(<Page who="Léa" />));
    expect(screen.getByText('Page de Léa')).toBeInTheDocument();
  });
});
