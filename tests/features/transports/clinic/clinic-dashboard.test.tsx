import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { ESCALATION_MESSAGE } from '@/domain/transport/escalation';
import { renderApp, TEST_NOW } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport, withPatient } from './clinic-fixtures';

const older = Array.from({ length: 5 }, (_, index) =>
  clinicTransport(`old${index}`, 'completed', 2000 + index, withPatient('Ancien', `N${index}`)),
);
const DATASET = [
  clinicTransport('w1', 'pending', 120, {
    ...withPatient('Alice', 'Durand'),
    date_transport: TEST_NOW + 5 * MILLIS_PER_HOUR,
  }),
  clinicTransport('w2', 'pending', 10, {
    ...withPatient('Bruno', 'Petit'),
    date_transport: TEST_NOW + MILLIS_PER_HOUR,
  }),
  clinicTransport('p1', 'accepted', 300, withPatient('Chloé', 'Bernard')),
  clinicTransport('p2', 'patient_loaded', 400, withPatient('Denis', 'Moreau')),
  clinicTransport('c1', 'completed', 500, withPatient('Émile', 'Roux')),
  clinicTransport('x1', 'cancelled', 600, withPatient('Fanny', 'Blanc')),
  clinicTransport('x2', 'expired', 1500, withPatient('Gaël', 'Leroy')),
  ...older,
  // Another clinic's request: never counted nor listed here.
  clinicTransport('other', 'pending', 5, {
    ...withPatient('Hors', 'Périmètre'),
    requester_org_id: 'clin_0002',
    created_by: 'u-clinique-2',
    createdBy: 'u-clinique-2',
  }),
];

const open = () =>
  renderApp('/dashboard/clinique', {
    as: 'clinique',
    userData: { orgId: CLINIC_ORG, transports: DATASET },
  });

const cardOf = (patient: string) => screen.getByRole('link', { name: patient }).closest('article')!;

describe('[CL1] clinic dashboard', () => {
  it('counts the organisation’s requests by group (spec §4)', async () => {
    await open();
    const stats = await screen.findByRole('list', { name: 'Statistiques des demandes' });
    const items = within(stats).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 En attente',
      '2 En cours',
      '6 Terminés',
      '2 Annulés',
    ]);
  });

  it('lists the 10 most recent requests in the order of their rides, soonest first, with status, date, patient and route', async () => {
    await open();
    const recent = await screen.findByRole('list', { name: 'Demandes récentes' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByRole('heading', { name: 'Bruno Petit' })).toBeVisible();
    expect(within(items[9]!).getByRole('heading', { name: 'Alice Durand' })).toBeVisible();
    expect(within(items[0]!).getByText('En attente d’un transporteur')).toBeVisible();
    expect(items[0]).toHaveTextContent('22/11/2026 11:00');
    expect(items[0]).toHaveTextContent('12 rue de la Paix, 75002 Paris');
    expect(items[0]).toHaveTextContent('1 place du Parvis Notre-Dame, 75004 Paris');
    expect(within(recent).queryByText('Hors Périmètre')).toBeNull();
    // The two oldest of the twelve are beyond the ten most recent.
    expect(within(recent).queryByText('Ancien N4')).toBeNull();
  });

  it('flags a request still waiting past the escalation delay, and only that one', async () => {
    await open();
    await screen.findByRole('list', { name: 'Demandes récentes' });
    expect(within(cardOf('Alice Durand')).getByText(ESCALATION_MESSAGE)).toBeVisible();
    expect(within(cardOf('Bruno Petit')).queryByText(ESCALATION_MESSAGE)).toBeNull();
    expect(within(cardOf('Chloé Bernard')).queryByText(ESCALATION_MESSAGE)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `1 demande en attente : ${ESCALATION_MESSAGE.toLowerCase()}`,
    );
  });

  it('offers « Nouvelle demande » as the primary action', async () => {
    await open();
    // Wait for the device data: a test ending while it opens races the next test's fresh database.
    await screen.findByRole('list', { name: 'Demandes récentes' });
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Nouvelle demande' });
    expect(link).toHaveAttribute('href', '/dashboard/clinique/transport');
  });

  it('says so when there is no request yet', async () => {
    await renderApp('/dashboard/clinique', { as: 'clinique', userData: { orgId: CLINIC_ORG } });
    expect(await screen.findByText(/Aucune demande pour le moment/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer une première demande' })).toBeVisible();
  });
});
