import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Patient } from '@/domain/patient/patient.schema';
import type { UserType } from '@/domain/shared/role';
import type { AppServices } from '@/services/services-context';
import { millisToServerTimestamp } from '@/domain/sync/server-timestamp';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG } from './clinic-fixtures';

export type User = ReturnType<typeof userEvent.setup>;

/** Stores patient records as if pulled from the server. */
async function seedPatients(data: UserData, patients: readonly Patient[]): Promise<void> {
  if (patients.length === 0) return;
  const documents = patients.map((patient, index) => ({
    id: patient.id,
    data: patient,
    syncTs: millisToServerTimestamp(patient.created_at ?? 0, index),
  }));
  const last = documents.at(-1)!;
  await data.store.applyPulled('patients', {
    documents,
    checkpoint: { ts: last.syncTs, id: last.id },
    hasMore: false,
  });
}

/** The new-request page with real device data, seeded with the organisation's patients. */
export async function openForm({
  as = 'clinique',
  orgId = CLINIC_ORG,
  patients = [],
  services = {},
  organisation,
}: {
  as?: UserType;
  /** The card of the clinic's organisation (issue 23: its escalation delays). */
  organisation?: OrganisationCard;
  orgId?: string;
  patients?: readonly Patient[];
  /** e.g. a stand-in online geocoder (issue 22); none by default: address search stays offline. */
  services?: Partial<AppServices>;
} = {}) {
  let data: UserData | null = null;
  let seeded: Promise<void> | null = null;
  const app = await renderApp('/dashboard/clinique/transport', {
    as,
    services,
    ...(organisation ? { organisation } : {}),
    userData: {
      orgId,
      onReady: (opened) => {
        data = opened;
        seeded = seedPatients(opened, patients);
      },
    },
  });
  await screen.findByRole('form', { name: 'Nouvelle demande de transport' });
  await waitFor(() => expect(seeded).not.toBeNull());
  await seeded;
  return { ...app, data: data! as UserData, user: userEvent.setup() };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** By label, ignoring the visual « * » of required fields (aria-hidden, but part of the label's text). */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

/** Click then paste: one input event per field, so the suite stays fast on slow CI machines. */
export async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

export const SAVE_PATIENT = 'Enregistrer ce patient dans la liste de l’établissement';

/** A valid request; the typed patient is not saved in the list unless `savePatient` says so. */
export async function fillValidRequest(user: User, { names = true, savePatient = false } = {}) {
  if (names) {
    await fill(user, 'Prénom du patient', 'Jeanne');
    await fill(user, 'Nom du patient', 'Martin');
  }
  const save = screen.queryByLabelText(SAVE_PATIENT);
  if (save && (save as HTMLInputElement).checked !== savePatient) await user.click(save);
  await fill(user, 'Rue de départ', '12 rue de la Paix');
  await fill(user, 'Ville de départ', 'Paris');
  await fill(user, 'Code postal de départ', '75002');
  await fill(user, 'Rue d’arrivée', '1 place du Parvis Notre-Dame');
  await fill(user, 'Ville d’arrivée', 'Paris');
  // jsdom has no date picker: set the datetime-local value as the browser would.
  fireEvent.change(field('Date et heure du transport'), { target: { value: '2027-07-15T08:30' } });
  await user.selectOptions(field('Type de transport'), 'vsl');
}

export const submit = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Enregistrer la demande' }));
