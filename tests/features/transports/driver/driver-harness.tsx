import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { UserType } from '@/domain/shared/role';
import type { Operation } from '@/domain/sync/operation';
import type { StatusUpdate } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { renderApp } from '@tests/support/render-app';
import { ACTORS } from '@tests/domain/transport/fixtures';

export const GPS_FIX = { lat: 48.8566, lng: 2.3522, accuracy: 12 };

interface OpenRideOptions {
  as?: UserType;
  orgId?: string;
  path?: string;
}

/** Renders the driver screen of `transport` through the real route table; resolves with the device data. */
export async function openRide(transport: Transport, options: OpenRideOptions = {}) {
  const { as = 'ambulance', orgId = ACTORS.ambulance.orgId } = options;
  const path = options.path ?? `/dashboard/ambulance/transports/${transport.id}`;
  let data: UserData | null = null;
  const rendered = await renderApp(path, {
    as,
    userData: { orgId, transports: [transport], onReady: (opened) => (data = opened) },
  });
  await waitFor(() => expect(data).not.toBeNull());
  return { ...rendered, data: data as unknown as UserData };
}

/** The signed-in user as the actor of their taps (uids are unique per test, so read from the device data). */
export const actorOf = (data: UserData) => ({
  uid: data.viewer.uid,
  role: data.viewer.role,
  orgId: data.viewer.orgId,
});

type StatusOp = Extract<Operation, { kind: 'transport.status' }>;

/** The status updates in the outbox, oldest first. */
export async function outboxUpdates(data: UserData): Promise<StatusUpdate[]> {
  const rows = await data.db.outbox.orderBy('seq').toArray();
  return rows.map((row) => {
    expect(row.op.kind).toBe('transport.status');
    return (row.op as StatusOp).update;
  });
}

/** A promise the test resolves when it wants (a GPS that answers late). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Finds a button and taps it once it is enabled (the previous tap may still be finishing). */
export async function tap(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/**
 * Issue 23: the proof of service « Terminer » waits for — the patient cannot sign and confirms by name (the patient's
 * name is filled in), kept on the phone.
 */
export async function confirmCannotSign() {
  await userEvent.click(await screen.findByRole('button', { name: 'Signature du patient' }));
  await userEvent.click(
    screen.getByLabelText('La personne ne peut pas signer : confirmer par son nom'),
  );
  await userEvent.click(screen.getByLabelText(/confirme que ce transport a été effectué$/));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la signature' }));
  await screen.findByText(/Signée par le patient .* \(nom saisi et confirmé, sans tracé\)/);
}
