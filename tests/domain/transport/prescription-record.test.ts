import { describe, expect, it } from 'vitest';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { refusedPrescribedType, VTC_REFUSED_MODES } from '@/domain/transport/prescribed-mode';
import {
  lenientPrescribedMode,
  lenientPrescriptionDetails,
  splitPrescription,
} from '@/domain/transport/prescription-record';
import {
  prescriptionScanProblem,
  PRESCRIPTION_SCAN_MAX_BYTES,
  scanSizeLabel,
} from '@/domain/transport/prescription-scan';
import { parseTransportInput } from '@/domain/transport/transport-input.schema';
import { identityOf, withIdentity, withoutIdentity } from '@/domain/transport/transport-privacy';
import { parseTransport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';

const PMT = {
  mode: 'vsl',
  prescripteur: 'Dr Claire Martin',
  date_prescription: '2027-01-02',
  accord_prealable: false,
  date_accord: null,
  serie: true,
} as const;

const INPUT = {
  type_transport: 'vsl',
  date_transport: Date.UTC(2027, 0, 5, 8),
  adresse_depart: { rue: '1 rue A', ville: 'Paris', codePostal: '75001' },
  adresse_arrivee: { rue: '2 rue B', ville: 'Paris', codePostal: '75002' },
};

function filed(pmt: typeof PMT | null = PMT) {
  const parsed = parseTransportInput({ ...INPUT, pmt });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return buildNewTransport(parsed.value, {
    id: 't1',
    transportId: 'tr_vsl_00001',
    creator: { uid: 'u1', orgId: 'clin_0001', role: 'clinique' },
    now: Date.UTC(2027, 0, 3),
  });
}

describe('[PMT3] la prescription d’une demande : mode partagé, références privées', () => {
  it('[PMT3] le formulaire dépose la prescription : le mode va dans la partie partagée, le reste dans la partie privée', () => {
    const ride = filed();
    expect(ride.prescribed_mode).toBe('vsl');
    expect(ride.prescription).toEqual({
      prescripteur: 'Dr Claire Martin',
      date_prescription: '2027-01-02',
      accord_prealable: false,
      date_accord: null,
      serie: true,
    });
    expect(identityOf(ride).prescription).toEqual(ride.prescription);
    const hidden = withoutIdentity(ride);
    expect(hidden.prescription).toBeNull();
    expect(hidden.prescribed_mode).toBe('vsl');
    expect(withIdentity(hidden, identityOf(ride)).prescription).toEqual(ride.prescription);
  });

  it('[PMT3] sans prescription : ni mode ni références', () => {
    expect(splitPrescription(null)).toEqual({ prescribed_mode: null, prescription: null });
    const ride = filed(null);
    expect([ride.prescribed_mode, ride.prescription]).toEqual([null, null]);
  });

  it('[PMT3] un transport de type VTC prescrit en VSL ou en ambulance est refusé, en français', () => {
    expect(VTC_REFUSED_MODES).toEqual(['ambulance', 'vsl']);
    const parsed = parseTransportInput({ ...INPUT, type_transport: 'vtc', pmt: PMT });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors).toContainEqual({
        field: 'type_transport',
        message:
          'Un transport prescrit en VSL ne peut pas être confié à un VTC : choisissez une ambulance ou un VSL.',
      });
    expect(refusedPrescribedType('taxi', 'vtc')).toBeNull();
    expect(refusedPrescribedType('ambulance', 'vsl')).toBeNull();
    expect(refusedPrescribedType(null, 'vtc')).toBeNull();
  });

  it('[PMT3] un document stocké se lit même ancien ou abîmé : mode inconnu ou absent → null', () => {
    expect(lenientPrescribedMode.parse('vsl')).toBe('vsl');
    expect(lenientPrescribedMode.parse('hélicoptère')).toBeNull();
    expect(lenientPrescribedMode.parse(undefined)).toBeNull();
    expect(lenientPrescriptionDetails.parse('texte')).toBeNull();
    expect(lenientPrescriptionDetails.parse({ prescripteur: 'Dr X' })).toMatchObject({
      prescripteur: 'Dr X',
      accord_prealable: false,
      date_accord: null,
    });
    const stored = parseTransport('t1', { ...filed(), prescribed_mode: 'inconnu' });
    expect(stored.ok && stored.value.prescribed_mode).toBeNull();
  });
});

describe('[PMT4] une société VTC ne reçoit jamais un transport prescrit en VSL ou en ambulance', () => {
  const vtc = { role: 'vtc', orgId: 'vtc_0001', uid: 'u-vtc' } as const;
  const ambulance = { role: 'ambulance', orgId: 'ambu_0001', uid: 'u-ambu' } as const;
  it('[PMT4] une demande de type VSL : offerte aux VTC sans prescription, pas avec une prescription VSL', () => {
    const plain = filed(null);
    const prescribed = filed();
    expect(isVisibleTo(plain, vtc)).toBe(true);
    expect(isVisibleTo(prescribed, vtc)).toBe(false);
    expect(isVisibleTo(prescribed, ambulance)).toBe(true);
    expect(isVisibleTo({ ...prescribed, prescribed_mode: 'taxi' }, vtc)).toBe(true);
  });
});

describe('[PMT4] la clinique ne change pas le type d’une demande prescrite en VSL pour VTC', () => {
  it('[PMT4] la modification est refusée en français ; vers ambulance, elle passe', () => {
    const ride = filed();
    const edit = (type: string) =>
      applyTransportOperation(
        ride,
        {
          kind: 'transport.edit',
          opId: `edit-${type}`,
          transportId: ride.id,
          changes: { type_transport: type },
          actor: { uid: 'u1', role: 'clinique', orgId: 'clin_0001' },
          deviceTime: Date.UTC(2027, 0, 3, 1),
        },
        Date.UTC(2027, 0, 3, 1),
      );
    const refused = edit('vtc');
    expect(refused.outcome).toBe('refused');
    expect(refused.outcome === 'refused' && refused.refusal.reason).toContain(
      'ne peut pas être confié à un VTC',
    );
    expect(edit('ambulance').outcome).toBe('applied');
  });
});

describe('[PMT5] le scan de la prescription', () => {
  const scan = (size: number, mime = 'image/webp') =>
    ({ transportId: 't1', mime, bytes: new Uint8Array(size) }) as Parameters<
      typeof prescriptionScanProblem
    >[0];
  it('[PMT5] au plafond : accepté ; au-delà, vide ou dans un autre format : refusé en français', () => {
    expect(prescriptionScanProblem(scan(PRESCRIPTION_SCAN_MAX_BYTES))).toBeNull();
    expect(prescriptionScanProblem(scan(PRESCRIPTION_SCAN_MAX_BYTES + 1))).toContain('300 Ko');
    expect(prescriptionScanProblem(scan(0))).toBe('Le fichier est vide.');
    expect(prescriptionScanProblem(scan(10, 'image/png'))).toBe(
      'Format non pris en charge : une photo (WebP, JPEG) ou un PDF.',
    );
    expect(scanSizeLabel(212 * 1024)).toBe('212 Ko');
  });
});
