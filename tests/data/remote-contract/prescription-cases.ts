import { expect, it } from 'vitest';
import { RemoteError, type Viewer } from '@/data/ports';
import { splitPrescription } from '@/domain/transport/prescription-record';
import { PRESCRIPTION_SCAN_MAX_BYTES } from '@/domain/transport/prescription-scan';
import type { Transport } from '@/domain/transport/transport.schema';
import { editOp, pullAll, rejection, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const PMT = {
  mode: 'vsl',
  prescripteur: 'Dr Claire Martin',
  date_prescription: '2026-11-20',
  accord_prealable: true,
  date_accord: '2026-11-21',
  serie: false,
} as const;

async function copyOf(h: HarnessRef, viewer: Viewer, id: string) {
  const run = await pullAll(h().remote, viewer, 20);
  return run.pages.flatMap((p) => p.documents).find((d) => d.id === id && !d.removed)?.data;
}

const prescribed = (h: HarnessRef): Transport =>
  requestBy(h(), { type_transport: 'vsl', ...splitPrescription(PMT) });

const scanOf = (transportId: string, size = 4096) => ({
  transportId,
  mime: 'image/webp' as const,
  bytes: new Uint8Array(size).fill(42),
});

/** Issue 22: the prescription (PMT) and its scan, as every backend hands them out. */
export function definePrescriptionCases(h: HarnessRef) {
  it('[RC-PMT1] le mode prescrit se lit avant acceptation, les références de la prescription après seulement ; jamais par une société VTC', async () => {
    const { remote, viewers } = h();
    const request = prescribed(h);
    await h().seed([request]);

    const before = await copyOf(h, viewers.ambulance, request.id);
    expect(before?.prescribed_mode).toBe('vsl');
    expect(before?.prescription ?? null).toBeNull();
    expect((await copyOf(h, viewers.clinique, request.id))?.prescription).toMatchObject({
      prescripteur: 'Dr Claire Martin',
      date_accord: '2026-11-21',
    });
    // A VSL type is offered to VTC companies, a VSL prescription is not.
    expect(await copyOf(h, viewers.vtc, request.id)).toBeUndefined();

    await remote.push(statusOp(request.id, 'accepted', viewers.ambulance), viewers.ambulance);
    const after = await copyOf(h, viewers.ambulance, request.id);
    expect(after?.prescription).toMatchObject({ prescripteur: 'Dr Claire Martin', serie: false });
  });

  it('[RC-PMT4] une société VTC reçoit une demande de type VSL sans prescription ou prescrite en taxi, jamais prescrite en VSL ou en ambulance', async () => {
    const { viewers } = h();
    const plain = requestBy(h(), { type_transport: 'vsl' });
    const taxi = requestBy(h(), {
      type_transport: 'vsl',
      ...splitPrescription({ ...PMT, mode: 'taxi' }),
    });
    const vsl = prescribed(h);
    const ambulance = requestBy(h(), {
      type_transport: 'vsl',
      ...splitPrescription({ ...PMT, mode: 'ambulance' }),
    });
    await h().seed([plain, taxi, vsl, ambulance]);
    const run = await pullAll(h().remote, viewers.vtc, 20);
    const seen = run.pages
      .flatMap((p) => p.documents)
      .filter((d) => !d.removed)
      .map((d) => d.id);
    expect(seen).toEqual(expect.arrayContaining([plain.id, taxi.id]));
    expect(seen).not.toContain(vsl.id);
    expect(seen).not.toContain(ambulance.id);
    // The ambulance company receives all four.
    const forAmbulance = await pullAll(h().remote, viewers.ambulance, 20);
    const ambulanceSeen = forAmbulance.pages.flatMap((p) => p.documents).map((d) => d.id);
    expect(ambulanceSeen).toEqual(
      expect.arrayContaining([plain.id, taxi.id, vsl.id, ambulance.id]),
    );
  });

  it('[RC-PMT5] la clinique corrige la prescription d’une course acceptée (VSL → ambulance, prescripteur) : la société qui l’a acceptée lit la correction ; une course VSL en attente prescrite en VSL sort de la vue VTC', async () => {
    const { remote, viewers } = h();
    const request = prescribed(h);
    const open = requestBy(h(), { type_transport: 'vsl' });
    await h().seed([request, open]);
    await remote.push(statusOp(request.id, 'accepted', viewers.ambulance), viewers.ambulance);
    const corrected = splitPrescription({
      ...PMT,
      mode: 'ambulance',
      prescripteur: 'Dr Paul Roux',
    });
    const result = await remote.push(
      editOp(request.id, viewers.clinique, corrected),
      viewers.clinique,
    );
    expect(result.status).toBe('applied');
    const seen = await copyOf(h, viewers.ambulance, request.id);
    expect(seen?.prescribed_mode).toBe('ambulance');
    expect(seen?.prescription).toMatchObject({ prescripteur: 'Dr Paul Roux' });
    expect(seen?.modifications.at(-1)?.fields).toEqual(['prescribed_mode', 'prescription']);

    expect(await copyOf(h, viewers.vtc, open.id)).toBeDefined();
    await remote.push(editOp(open.id, viewers.clinique, splitPrescription(PMT)), viewers.clinique);
    expect(await copyOf(h, viewers.vtc, open.id)).toBeUndefined();
  });

  it('[RC-PMT2] le scan : déposé par la clinique, lu par elle et par la société qui a accepté, refusé aux autres', async () => {
    const { remote, viewers } = h();
    const request = prescribed(h);
    await h().seed([request]);
    expect(await remote.prescriptionScan(request.id, viewers.clinique)).toBeNull();

    await remote.pushPrescriptionScan(scanOf(request.id), viewers.clinique);
    const mine = await remote.prescriptionScan(request.id, viewers.clinique);
    expect(mine?.mime).toBe('image/webp');
    expect(mine?.bytes.byteLength).toBe(4096);
    expect(mine?.bytes[0]).toBe(42);

    // A candidate reads no prescription.
    expect((await rejection(remote.prescriptionScan(request.id, viewers.ambulance))).code).toBe(
      'permission-denied',
    );
    await remote.push(statusOp(request.id, 'accepted', viewers.ambulance), viewers.ambulance);
    expect((await remote.prescriptionScan(request.id, viewers.ambulance))?.bytes.byteLength).toBe(
      4096,
    );
    expect((await rejection(remote.prescriptionScan(request.id, viewers.vtc))).code).toBe(
      'permission-denied',
    );
  });

  it('[RC-PMT3] le scan d’une autre que la clinique demandeuse, trop lourd, ou d’un transport absent : refusé', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([request]);
    const byCompany = await rejection(
      remote.pushPrescriptionScan(scanOf(request.id), viewers.ambulance),
    );
    expect(byCompany).toBeInstanceOf(RemoteError);
    expect(byCompany.code).toBe('permission-denied');
    const tooBig = await rejection(
      remote.pushPrescriptionScan(
        scanOf(request.id, PRESCRIPTION_SCAN_MAX_BYTES + 1),
        viewers.clinique,
      ),
    );
    expect(tooBig.code).toBe('invalid-argument');
    expect(tooBig.message).toContain('300 Ko');
    const noRide = await rejection(
      remote.pushPrescriptionScan(scanOf('pas-encore-envoye'), viewers.clinique),
    );
    expect(noRide.code).toBe('permission-denied');
  });
}
