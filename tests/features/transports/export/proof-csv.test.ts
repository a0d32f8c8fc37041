import { describe, expect, it } from 'vitest';
import { MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import {
  completedInPeriod,
  PROOF_CSV_HEADER,
  proofCsv,
} from '@/features/transports/export/proof-csv';
import { ONE_HOUR_LATER, transportIn } from '@tests/domain/transport/fixtures';

/** [PROOF-CSV] Issue 23 item 4: the company's export for billing software. */

const LYON = { lat: 45.764, lng: 4.8357 };
const BRON = { lat: 45.7386, lng: 4.9132 };

const entry = (
  etat: TransportStatus,
  minutes: number,
  position: typeof LYON | null,
): HistoryEntry => ({
  etat,
  timestamp: ONE_HOUR_LATER + minutes * MILLIS_PER_MINUTE,
  updated_by: 'u-ambu',
  updated_by_name: 'Karim',
  updated_by_role: 'ambulance',
  updated_by_org: 'ambu_0001',
  device_id: null,
  notes: null,
  reason: null,
  position,
  op_id: `op-${etat}`,
  server_timestamp: ONE_HOUR_LATER + (minutes + 1) * MILLIS_PER_MINUTE,
  applied: true,
  refusal_code: null,
  refusal_reason: null,
});

const ride = transportIn('completed', {
  transport_id: 'tr_vsl_00042',
  historique_etats: [
    entry('patient_loaded', 0, LYON),
    entry('arrived_destination', 20, BRON),
    entry('completed', 25, null),
  ],
  prescription: {
    prescripteur: 'Dr Claire Martin',
    date_prescription: '2026-11-20',
    accord_prealable: true,
    date_accord: '2026-11-21',
    serie: false,
  },
  assigned_driver: { uid: 'u-karim', firstName: 'Karim' },
  assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
});

describe('[PROOF-CSV] export des preuves de service', () => {
  const csv = proofCsv([
    {
      transport: ride,
      signature: {
        transportId: ride.id,
        signer: 'accompagnant',
        signerName: 'Paul Martin',
        method: 'drawn',
        mime: 'image/png',
        bytes: new Uint8Array([1]),
        signedAt: ONE_HOUR_LATER + 21 * MILLIS_PER_MINUTE,
      },
    },
    { transport: { ...ride, id: 'doc-2', transport_id: 'tr_vsl_00043' }, signature: null },
  ]);
  const [header, first, second] = csv
    .slice(1)
    .split('\r\n')
    .map((line) => line.split(';'));
  const col = (name: (typeof PROOF_CSV_HEADER)[number]) => PROOF_CSV_HEADER.indexOf(name);

  it('[PROOF-CSV] BOM, « ; », une ligne par transport, CRLF', () => {
    expect(csv.startsWith('\uFEFFNuméro;Date du transport;')).toBe(true);
    expect(header).toEqual([...PROOF_CSV_HEADER]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(first?.[0]).toBe('tr_vsl_00042');
  });
  it('[PROOF-CSV] heures appareil et serveur, position de chaque étape', () => {
    expect(first?.[col('Patient à bord — heure appareil')]).toBe('22/11/2026 12:00:00');
    expect(first?.[col('Patient à bord — heure serveur')]).toBe('22/11/2026 12:01:00');
    expect(first?.[col('Patient à bord — position')]).toBe('45,764 4,8357');
    expect(first?.[col('En route vers le patient — heure appareil')]).toBe('');
  });
  it('[PROOF-CSV] km mesurés sur les positions, prescription, véhicule, chauffeur', () => {
    expect(first?.[col('Km patient à bord')]).toMatch(/^6,\d$/);
    expect(first?.[col('Km estimés')]).toBe('non');
    expect(first?.[col('Prescripteur')]).toBe('Dr Claire Martin');
    expect(first?.[col('Accord préalable')]).toBe('oui (2026-11-21)');
    expect(first?.[col('Véhicule')]).toBe('Ambulance 2 (AB-123-CD)');
    expect(first?.[col('Chauffeur')]).toBe('Karim');
  });
  it('[PROOF-CSV] la signature : par l’accompagnant nommé, ou absente', () => {
    expect(first?.[col('Signature')]).toBe(
      'Signée par l’accompagnant Paul Martin le 22/11/2026 12:21',
    );
    expect(second?.[col('Signature')]).toBe('Absente');
  });
  it('[PROOF-CSV] la période : terminés seulement, bornes incluses, par date', () => {
    const later = {
      ...ride,
      id: 'later',
      date_transport: ride.date_transport + 48 * MILLIS_PER_HOUR,
    };
    const cancelled = { ...ride, id: 'cancelled', etat: 'cancelled' as const };
    const chosen = completedInPeriod(
      [later, cancelled, ride],
      ride.date_transport,
      later.date_transport,
    );
    expect(chosen.map((r) => r.id)).toEqual([ride.id, 'later']);
    expect(completedInPeriod([later], ride.date_transport, later.date_transport - 1)).toEqual([]);
  });
});
