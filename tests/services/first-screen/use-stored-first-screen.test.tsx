import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID, FIRST_SCREEN_KEY } from '@/config/first-screen';
import {
  FIRST_SAVE_DELAY_MS,
  FirstScreenRelease,
  useStoredFirstScreen,
} from '@/services/first-screen/use-stored-first-screen';

/** [FIRST-HOOK] Issue 24: a drawn ride list replaces the stored copy and is copied for the next start. */
const PATH = '/dashboard/ambulance/transports';

const RIDES = ['Course du matin'];

function List({ ready, rides = RIDES }: { ready: boolean; rides?: string[] }) {
  useStoredFirstScreen(ready ? rides : undefined);
  return ready ? (
    <ul className="ride-list">
      {rides.map((ride) => (
        <li key={ride}>{ride}</li>
      ))}
    </ul>
  ) : (
    <p>Chargement…</p>
  );
}

function GoTo({ to }: { to: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to !== null) navigate(to);
  }, [navigate, to]);
  return null;
}

/** The page as the inline script leaves it: the copy before #root, #root hidden. */
function drawCopy(root: HTMLElement) {
  const copy = document.createElement('div');
  copy.id = FIRST_SCREEN_ID;
  copy.textContent = 'Copie';
  root.before(copy);
  root.style.display = 'none';
}

let root: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  history.replaceState(null, '', PATH);
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  drawCopy(root);
});
afterEach(() => {
  // A copy still waiting is taken now: the next test starts with none pending (the hook's module keeps one).
  act(() => vi.runOnlyPendingTimers());
  vi.useRealTimers();
  localStorage.clear();
  document.body.replaceChildren();
});

/** The copy's code loads apart (out of the dashboards' first load): wait for it, and for the copy it then takes. */
const settled = async () => {
  await vi.dynamicImportSettled();
  await act(async () => {
    await Promise.resolve();
  });
};

const renderIn = (ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[PATH]}>{ui}</MemoryRouter>, { container: root });

describe('[FIRST-HOOK] the live list and the stored copy', () => {
  it('[FIRST-HOOK1] the copy stays while the list loads, goes when it is drawn, and the list is copied', async () => {
    const { rerender } = renderIn(<List ready={false} />);
    vi.advanceTimersByTime(FIRST_SAVE_DELAY_MS);
    expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    rerender(
      <MemoryRouter initialEntries={[PATH]}>
        <List ready />
      </MemoryRouter>,
    );
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(root.style.display).toBe('');
    act(() => vi.advanceTimersByTime(FIRST_SAVE_DELAY_MS));
    await settled();
    const stored = JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY)!) as {
      path: string;
      html: string;
    };
    expect(stored.path).toBe(PATH);
    expect(stored.html).toContain('Course du matin');
  });

  it('[FIRST-HOOK2] the app hidden (another app, the screen off): the page is copied as it is then, at once', async () => {
    renderIn(<List ready />);
    // Loaded when the list is drawn, long before the app is hidden: the copy is written in the event itself.
    await settled();
    root.querySelector('li')!.textContent = 'Course modifiée';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toContain('Course modifiée');
    vi.restoreAllMocks();
  });

  it('[FIRST-HOOK3] no list drawn, no copy taken (a page without a list is never stored)', () => {
    const { unmount } = renderIn(<List ready={false} />);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
  });

  it('[FIRST-HOOK4] the app goes to another address than the copy’s: the copy gives way', () => {
    const { rerender } = renderIn(
      <>
        <FirstScreenRelease />
        <GoTo to={null} />
      </>,
    );
    expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
    rerender(
      <MemoryRouter initialEntries={[PATH]}>
        <FirstScreenRelease />
        <GoTo to="/connexion" />
      </MemoryRouter>,
    );
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(root.style.display).toBe('');
  });

  it('[FIRST-HOOK6] the address changed while the list is still on the screen (a ride’s page loading): no copy is kept under the new address', async () => {
    renderIn(<List ready />);
    await settled();
    // A tap on a ride: the address is the ride's, the list stays until the ride's page has loaded.
    history.pushState(null, '', `${PATH}/course-1`);
    act(() => vi.advanceTimersByTime(FIRST_SAVE_DELAY_MS));
    await settled();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    // Back at the list's address, it is copied again.
    history.pushState(null, '', PATH);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY)!)).toMatchObject({ path: PATH });
  });

  it('[FIRST-HOOK5] rides changing in a row: copied 1.5 s after the first change, never postponed for ever', async () => {
    const { rerender } = renderIn(<List ready rides={['Course A']} />);
    act(() => vi.advanceTimersByTime(FIRST_SAVE_DELAY_MS - 500));
    rerender(
      <MemoryRouter initialEntries={[PATH]}>
        <List ready rides={['Course A', 'Course B']} />
      </MemoryRouter>,
    );
    await settled();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    await settled();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toContain('Course B');
  });
});
