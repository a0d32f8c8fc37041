import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadHistoryCsv } from '@/features/transports/export/download-csv';
import { makeTransport } from '@tests/domain/transport/fixtures';
import type { UserData } from '@/data/local/user-data';
import { renderApp } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';
import { CLINIC_ORG, clinicTransport } from '@tests/features/transports/clinic/clinic-fixtures';
import { HISTORY, historyEntry, REFUSAL } from '@tests/features/transports/shared/history-fixtures';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('[EX2] printable history page', () => {
  it('renders the request and its full history, and prints on demand', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderApp('/dashboard/clinique/transports/d1/impression', {
      as: 'clinique',
      userData: {
        orgId: CLINIC_ORG,
        transports: [clinicTransport('d1', 'pending', 10, { historique_etats: HISTORY })],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique du transport tr_vsl_d1' }),
    ).toBeVisible();
    const history = screen.getByRole('list', { name: 'Historique des états' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(HISTORY.length);
    expect(history).toHaveTextContent(`Modification refusée : ${REFUSAL}`);
    expect(screen.getByRole('heading', { name: 'Patient' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('[EX5] the printed record names every author, never a device id (issue 25)', () => {
  it('names the reader too (no « vous » on paper), in a French phrase, without the device id', async () => {
    let data: UserData | undefined;
    await renderApp('/dashboard/clinique/transports/d1/impression', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG, onReady: (opened) => (data = opened) },
    });
    await waitFor(() => expect(data).toBeDefined());
    const reader = data!.viewer;
    expect(reader.name).toBe('Test clinique');
    await seedPulled(data!, [
      clinicTransport('d1', 'pending', 10, {
        requester_org_name: 'Clinique du Parc',
        historique_etats: [
          historyEntry({
            updated_by: reader.uid,
            updated_by_name: reader.name ?? null,
            updated_by_role: 'clinique',
            updated_by_org: CLINIC_ORG,
            device_id: 'appareil-clinique',
          }),
        ],
      }),
    ]);
    const history = await screen.findByRole('list', { name: 'Historique des états' });
    expect(history).toHaveTextContent('Par : Test clinique, pour Clinique du Parc');
    expect(history).not.toHaveTextContent('appareil-clinique');
    expect(history).not.toHaveTextContent('Appareil');
    expect(history).not.toHaveTextContent('vous');
  });
});

describe('[EX3] CSV download', () => {
  it('saves the CSV under transport-{transport_id}-historique.csv', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:historique';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('transport-tr_vsl_00001-historique.csv');
      expect(this.href).toBe('blob:historique');
    });
    downloadHistoryCsv(makeTransport());
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]!.text()).toContain('Demande de transport créée');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
