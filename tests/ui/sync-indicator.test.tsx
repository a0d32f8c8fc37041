import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SyncIndicator, type SyncIndicatorProps } from '@/ui/sync-indicator';

const base: SyncIndicatorProps = {
  online: true,
  pending: 0,
  refused: 0,
  failed: 0,
  lastSyncAt: null,
  syncing: false,
};

// 14:02 in Paris on 22 Nov 2026 (UTC+1).
const AT_14_02 = Date.UTC(2026, 10, 22, 13, 2);

describe('[SI1] the indicator states the sync situation in one French sentence', () => {
  it.each<[string, Partial<SyncIndicatorProps>, string]>([
    [
      'offline with queued changes',
      { online: false, pending: 3 },
      'Hors ligne — 3 modifications en attente',
    ],
    [
      'offline with one change',
      { online: false, pending: 1 },
      'Hors ligne — 1 modification en attente',
    ],
    ['offline, nothing queued', { online: false }, 'Hors ligne'],
    ['synced', { lastSyncAt: AT_14_02 }, 'Synchronisé à 14:02'],
    [
      'online, syncing',
      { pending: 2, syncing: true },
      'Synchronisation… 2 modifications en attente',
    ],
    ['online, never synced', {}, 'En ligne'],
    [
      'online, a change waiting for the retry the server asked for',
      { pending: 1, nextRetryAt: AT_14_02 },
      'Nouvel essai à 14:02 — 1 modification en attente',
    ],
    [
      'online, retrying now',
      { pending: 1, nextRetryAt: AT_14_02, syncing: true },
      'Synchronisation… 1 modification en attente',
    ],
    [
      'offline, a retry was set before',
      { online: false, pending: 1, nextRetryAt: AT_14_02 },
      'Hors ligne — 1 modification en attente',
    ],
  ])('%s', (_, props, text) => {
    render(<SyncIndicator {...base} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});

describe('[SI2] refused and failed changes are visible and actionable', () => {
  it('shows « 1 modification refusée » as a button that opens the details', async () => {
    const onShowProblems = vi.fn();
    render(<SyncIndicator {...base} refused={1} onShowProblems={onShowProblems} />);
    await userEvent.click(screen.getByRole('button', { name: '1 modification refusée' }));
    expect(onShowProblems).toHaveBeenCalledTimes(1);
  });

  it('counts refused and failed separately', () => {
    render(<SyncIndicator {...base} refused={2} failed={1} />);
    expect(screen.getByRole('button')).toHaveTextContent(
      '2 modifications refusées · 1 modification en échec',
    );
  });

  it('shows no problem button when nothing was refused', () => {
    render(<SyncIndicator {...base} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('[SI4] a change waiting for its retry can be tried now', () => {
  it('« Réessayer maintenant » asks for a sync at once', async () => {
    const onRetryNow = vi.fn();
    render(<SyncIndicator {...base} pending={2} nextRetryAt={AT_14_02} onRetryNow={onRetryNow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer maintenant' }));
    expect(onRetryNow).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Partial<SyncIndicatorProps>]>([
    ['while it syncs', { pending: 1, nextRetryAt: AT_14_02, syncing: true }],
    ['offline', { online: false, pending: 1, nextRetryAt: AT_14_02 }],
    ['with no retry set', { pending: 1 }],
    ['once nothing is pending', { nextRetryAt: AT_14_02 }],
  ])('is not offered %s', (_, props) => {
    render(<SyncIndicator {...base} {...props} onRetryNow={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Réessayer maintenant' })).toBeNull();
  });
});
