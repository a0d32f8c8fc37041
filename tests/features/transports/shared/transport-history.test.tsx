import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransportHistory } from '@/features/transports/shared/transport-history';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { HISTORY, historyEntry, parisTime, REFUSAL } from './history-fixtures';

function renderHistory() {
  render(
    <TransportHistory
      transport={makeTransport({ historique_etats: HISTORY })}
      pendingOpIds={['op-pending']}
      currentUid="u-clinique"
    />,
  );
  const list = screen.getByRole('list', { name: 'Historique des états' });
  return within(list).getAllByRole('listitem');
}

describe('[TH2] the full history, as an ordered list', () => {
  it('lists every entry in stored order with its French state and author', () => {
    const items = renderHistory();
    expect(screen.getByRole('list', { name: 'Historique des états' }).tagName).toBe('OL');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('En attente');
    expect(items[0]).toHaveTextContent('Par : vous');
    expect(items[0]).toHaveTextContent('Note : Demande de transport créée');
    expect(items[1]).toHaveTextContent('Accepté');
    expect(items[1]).toHaveTextContent('Par : u-ambu');
  });

  it('[TH1] shows device and server time when they differ by more than a minute', () => {
    const items = renderHistory();
    expect(items[1]).toHaveTextContent(
      '22/11/2026 14:02 — enregistré hors ligne à 14:02, reçu à 14:37',
    );
    expect(items[0]).not.toHaveTextContent('reçu à');
    expect(within(items[1]!).getByText('22/11/2026 14:02')).toHaveAttribute(
      'datetime',
      '2026-11-22T13:02:00.000Z',
    );
  });

  it('[TH3] marks a refused entry with its reason, and shows its position', () => {
    const items = renderHistory();
    expect(items[2]).toHaveTextContent('En route vers le patient — non appliqué');
    expect(items[2]).toHaveTextContent(`Modification refusée : ${REFUSAL}`);
    expect(items[2]).toHaveTextContent('Position : lat. 48,85661, long. 2,35222 (± 12 m)');
  });

  it('[TH4] marks a pending entry and does not claim a server time for it', () => {
    const items = renderHistory();
    expect(within(items[3]!).getByText('en attente de synchronisation')).toBeVisible();
    expect(items[3]).toHaveTextContent('Motif : Patient hospitalisé');
    expect(items[3]).not.toHaveTextContent('reçu');
    expect(within(items[1]!).queryByText('en attente de synchronisation')).toBeNull();
  });

  it('[TH5] names other authors with role and organisation, « vous » for oneself, the uid for old entries', () => {
    const named = {
      updated_by_name: 'Julien Moreau',
      updated_by_role: 'ambulance',
      updated_by_org: 'ambu_0001',
    } as const;
    render(
      <TransportHistory
        transport={makeTransport({
          provider_org_id: 'ambu_0001',
          provider_org_name: 'Ambulances Bellecour',
          historique_etats: [
            historyEntry({ ...named, updated_by: 'u-ambu', device_id: 'appareil-1' }),
            historyEntry({ updated_by: 'u-clinique', updated_by_name: 'Sophie Marchand' }),
            historyEntry({ updated_by: 'u-abc123' }),
          ],
        })}
        pendingOpIds={[]}
        currentUid="u-clinique"
      />,
    );
    const [driver, self, old] = screen.getAllByRole('listitem');
    expect(driver).toHaveTextContent('Par : Julien Moreau, pour Ambulances Bellecour');
    expect(driver).not.toHaveTextContent('ambu_0001');
    expect(driver).not.toHaveTextContent('Appareil');
    expect(self).toHaveTextContent('Par : vous');
    expect(old).toHaveTextContent('Par : u-abc123');
  });

  it('[TH6] says when the position was taken well before the tap, and never shows a device id', () => {
    const tap = parisTime(14, 2);
    render(
      <TransportHistory
        transport={makeTransport({
          historique_etats: [
            historyEntry({
              timestamp: tap,
              device_id: 'appareil-1',
              position: { lat: 45.76, lng: 4.84, capturedAt: tap - 3 * 60_000 },
            }),
            historyEntry({
              timestamp: tap,
              position: { lat: 45.76, lng: 4.84, capturedAt: tap - 30_000 },
            }),
          ],
        })}
        pendingOpIds={[]}
      />,
    );
    const [stale, fresh] = screen.getAllByRole('listitem');
    expect(stale).toHaveTextContent('Position relevée 3 min avant');
    // A device id means nothing to a reader, on screen or printed (issue 25).
    expect(stale).not.toHaveTextContent('appareil-1');
    expect(fresh).not.toHaveTextContent('Position relevée');
    expect(fresh).not.toHaveTextContent('Appareil');
  });

  it('says so when there is no entry', () => {
    render(
      <TransportHistory transport={makeTransport({ historique_etats: [] })} pendingOpIds={[]} />,
    );
    expect(screen.getByText('Aucun état enregistré.')).toBeVisible();
  });
});
