import { expect, it } from 'vitest';
import { SIGNATURE_MAX_BYTES, type RideSignature } from '@/domain/transport/ride-signature';
import { rejection, requestIn } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const drawn = (transportId: string, size = 2048): RideSignature => ({
  transportId,
  signer: 'patient',
  signerName: null,
  method: 'drawn',
  mime: 'image/png',
  bytes: new Uint8Array(size).fill(7),
  signedAt: Date.now() - 10_000,
});

/** Issue 23 item 4: the patient's signature, as every backend keeps and hands it out. */
export function defineSignatureCases(h: HarnessRef) {
  it('[RC-SIG1] la signature : écrite par la société qui a accepté, lue par elle et par la clinique, refusée aux autres', async () => {
    const { remote, viewers } = h();
    const ride = requestIn(h(), 'arrived_destination');
    await h().seed([ride]);
    expect(await remote.rideSignature(ride.id, viewers.clinique)).toBeNull();

    const signature = drawn(ride.id);
    await remote.pushRideSignature(signature, viewers.ambulance);
    const forClinic = await remote.rideSignature(ride.id, viewers.clinique);
    expect(forClinic).toMatchObject({
      signer: 'patient',
      method: 'drawn',
      mime: 'image/png',
      signedAt: signature.signedAt,
    });
    expect(forClinic?.bytes?.byteLength).toBe(2048);
    expect(forClinic?.bytes?.[0]).toBe(7);
    expect(forClinic?.uploadedAt).toBeGreaterThan(0);
    expect((await remote.rideSignature(ride.id, viewers.ambulance))?.signedAt).toBe(
      signature.signedAt,
    );
    expect((await rejection(remote.rideSignature(ride.id, viewers.vtc))).code).toBe(
      'permission-denied',
    );
  });

  it('[RC-SIG2] écrite une fois : le même envoi rejoué passe, une autre signature est refusée', async () => {
    const { remote, viewers } = h();
    const ride = requestIn(h(), 'completed');
    await h().seed([ride]);
    const signature = drawn(ride.id);
    await remote.pushRideSignature(signature, viewers.ambulance);
    await remote.pushRideSignature(signature, viewers.ambulance);
    const other = await rejection(
      remote.pushRideSignature(
        { ...signature, signedAt: signature.signedAt + 1 },
        viewers.ambulance,
      ),
    );
    expect(other.code).toBe('invalid-argument');
    expect(other.message).toBe('Ce transport est déjà signé.');
    expect((await remote.rideSignature(ride.id, viewers.clinique))?.signedAt).toBe(
      signature.signedAt,
    );
  });

  it('[RC-SIG3] par la clinique, trop lourde, ou d’un transport absent : refusée ; un nom saisi sans tracé est gardé comme tel', async () => {
    const { remote, viewers } = h();
    const ride = requestIn(h(), 'arrived_destination');
    await h().seed([ride]);
    expect((await rejection(remote.pushRideSignature(drawn(ride.id), viewers.clinique))).code).toBe(
      'permission-denied',
    );
    const tooBig = await rejection(
      remote.pushRideSignature(drawn(ride.id, SIGNATURE_MAX_BYTES + 1), viewers.ambulance),
    );
    expect(tooBig.code).toBe('invalid-argument');
    expect(tooBig.message).toContain('50 Ko');
    expect(
      (await rejection(remote.pushRideSignature(drawn('pas-encore-envoye'), viewers.ambulance)))
        .code,
    ).toBe('permission-denied');

    const typed: RideSignature = {
      transportId: ride.id,
      signer: 'accompagnant',
      signerName: 'Paul Dupuis',
      method: 'typed',
      mime: null,
      bytes: null,
      signedAt: Date.now() - 5_000,
    };
    await remote.pushRideSignature(typed, viewers.ambulance);
    expect(await remote.rideSignature(ride.id, viewers.clinique)).toMatchObject({
      signer: 'accompagnant',
      signerName: 'Paul Dupuis',
      method: 'typed',
      bytes: null,
    });
  });
}
