import { describe, expect, it } from 'vitest';
import { buildDemoData } from '@/data/demo-server/seed/demo-data';
import { parseNotification } from '@/domain/notification/notification';
import { parsePatient } from '@/domain/patient/patient.schema';
import { MOBILITIES } from '@/domain/transport/mobility';
import { PRIORITIES } from '@/domain/transport/priority';
import { parseTransport } from '@/domain/transport/transport.schema';
import { isWaiting, TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { isExpired } from '@/domain/transport/expiry';
import { parseUser } from '@/domain/user/user';
import { BASE_DATE, demoData } from './seed-fixture';

describe('[DS1] les données de démonstration sont valides selon les schémas du domaine', () => {
  it('[DS1] transports, profils, patients et notifications se relisent sans erreur et à l’identique', () => {
    for (const transport of demoData.transports) {
      const parsed = parseTransport(transport.id, transport);
      expect(parsed.ok && parsed.value).toEqual(transport);
    }
    for (const { id, data } of demoData.users) expect(parseUser(id, data).ok, id).toBe(true);
    for (const { id, data } of demoData.patients) expect(parsePatient(id, data).ok, id).toBe(true);
    for (const { id, data } of demoData.notifications) {
      expect(parseNotification(id, data).ok, id).toBe(true);
    }
  });

  it('[DS1] volumes attendus : ~40 transports, 20 patients, des notifications', () => {
    expect(demoData.transports.length).toBeGreaterThanOrEqual(40);
    expect(demoData.patients).toHaveLength(20);
    expect(demoData.notifications.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demoData.transports.map((t) => t.id)).size).toBe(demoData.transports.length);
  });
});

describe('[DS2] tous les cas sont couverts', () => {
  const values = <K extends 'etat' | 'type_transport' | 'priorite'>(key: K) =>
    new Set(demoData.transports.map((t) => t[key]));

  it('[DS2] chaque état, chaque type, chaque priorité et chaque mobilité apparaissent', () => {
    expect([...values('etat')].sort()).toEqual([...TRANSPORT_STATUSES].sort());
    expect([...values('type_transport')].sort()).toEqual([...TRANSPORT_TYPES].sort());
    expect([...values('priorite')].sort()).toEqual([...PRIORITIES].sort());
    const mobilities = new Set(demoData.transports.map((t) => t.informations_medicales.mobilite));
    expect([...mobilities].sort()).toEqual([...MOBILITIES].sort());
  });

  it('[DS2] un conflit est montré : un appui hors ligne refusé après une annulation', () => {
    const refused = demoData.transports.flatMap((t) =>
      t.historique_etats.filter((e) => !e.applied).map((e) => ({ t, e })),
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]!.t.etat).toBe('cancelled');
    expect(refused[0]!.e).toMatchObject({ refusal_code: 'terminal', etat: 'en_route_pickup' });
  });
});

describe('[DS3] les données sont déterministes', () => {
  it('[DS3] mêmes graine et date de base → mêmes données ; autre graine → autres identifiants', () => {
    expect(buildDemoData({ baseDate: BASE_DATE })).toEqual(demoData);
    const other = buildDemoData({ baseDate: BASE_DATE, seed: 7 });
    expect(other.transports.map((t) => t.id)).not.toEqual(demoData.transports.map((t) => t.id));
  });

  it('[DS3] les dates suivent la date de base : attentes non expirées, rien dans le futur sauf les rendez-vous', () => {
    for (const transport of demoData.transports) {
      if (isWaiting(transport.etat))
        expect(isExpired(transport, BASE_DATE), transport.id).toBe(false);
      for (const entry of transport.historique_etats) {
        expect(entry.server_timestamp!).toBeLessThanOrEqual(BASE_DATE);
      }
    }
    const later = buildDemoData({ baseDate: BASE_DATE + 86_400_000 });
    expect(later.transports[0]!.created_at).toBeGreaterThan(demoData.transports[0]!.created_at);
  });
});
