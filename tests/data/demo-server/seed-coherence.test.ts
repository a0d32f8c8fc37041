import { describe, expect, it } from 'vitest';
import { CITIES } from '@/data/demo-server/seed/places';
import type { Coordinates } from '@/domain/transport/geo';
import { allowedTargets } from '@/domain/transport/transition-table';
import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal, isWaiting } from '@/domain/transport/transport-status';
import { isValidFiness, isValidSiret } from '@/domain/organisation/organisation-identity';
import { demoData } from './seed-fixture';

const userOrg = new Map(
  demoData.users.map(({ id, data }) => [id, (data as { orga_id: string }).orga_id]),
);

function kilometresBetween(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const cityOf = (transport: Transport) =>
  Object.values(CITIES).find((city) => city.name === transport.adresse_depart.ville)!;

describe('[DS4] chaque historique est un parcours permis par la table de transitions', () => {
  it.each(demoData.transports.map((t) => [t.transport_id, t] as const))(
    '[DS4] %s',
    (_, transport) => {
      const applied = transport.historique_etats.filter((entry) => entry.applied);
      expect(applied[0]!.etat).toBe('pending');
      applied.slice(1).forEach((entry, i) => {
        expect(allowedTargets(applied[i]!.etat)).toContain(entry.etat);
      });
      expect(applied.at(-1)!.etat).toBe(transport.etat);
      const serverTimes = transport.historique_etats.map((e) => e.server_timestamp!);
      expect([...serverTimes].sort((a, b) => a - b)).toEqual(serverTimes);
      expect(transport.updated_at).toBe(serverTimes.at(-1));
    },
  );

  it('[DS4] le transporteur est celui qui a accepté, d’un métier compatible avec le type', () => {
    for (const transport of demoData.transports) {
      const acceptance = transport.historique_etats.find((e) => e.etat === 'accepted' && e.applied);
      expect(transport.provider_org_id).toBe(
        acceptance ? userOrg.get(acceptance.updated_by!) : null,
      );
      if (transport.type_transport === 'ambulance' && transport.provider_org_id) {
        expect(transport.provider_org_id).toMatch(/^ambu_/);
      }
      if (transport.type_transport === 'vtc' && transport.provider_org_id) {
        expect(transport.provider_org_id).toMatch(/^vtc_/);
      }
      if (isWaiting(transport.etat)) expect(transport.provider_org_id).toBeNull();
    }
  });
});

describe('[DS5] positions et adresses sont autour de la bonne ville', () => {
  it('[DS5] chaque position GPS est à moins de 20 km du centre de la ville du transport', () => {
    const positions = demoData.transports.flatMap((t) =>
      t.historique_etats.flatMap((e) => (e.position ? [{ t, p: e.position }] : [])),
    );
    expect(positions.length).toBeGreaterThan(40);
    for (const { t, p } of positions) {
      expect(kilometresBetween(p, cityOf(t).centre), t.transport_id!).toBeLessThan(20);
    }
  });

  it('[DS5] départ et arrivée sont dans la même ville, avec code postal et coordonnées', () => {
    for (const { adresse_depart: from, adresse_arrivee: to } of demoData.transports) {
      expect(from.ville).toBe(to.ville);
      for (const address of [from, to]) {
        expect(address.codePostal).toMatch(/^\d{5}$/);
        expect(address.coordonnees).not.toBeNull();
      }
    }
  });
});

describe('[DS6] informations médicales cohérentes avec le véhicule', () => {
  it('[DS6] un patient sur brancard voyage en ambulance, avec le brancard dans l’équipement', () => {
    for (const transport of demoData.transports) {
      const { needsStretcher, mobilite } = transport.informations_medicales;
      expect(needsStretcher).toBe(mobilite === 'brancard');
      if (needsStretcher) expect(transport.type_transport).toBe('ambulance');
      expect(transport.equipements_requis.includes('brancard')).toBe(needsStretcher);
      expect(transport.patient_info.phone).toMatch(/^0[67]( \d{2}){4}$/);
    }
  });
});

describe('[DS7] textes en français et auteurs connus', () => {
  it('[DS7] chaque étape a une note, chaque annulation ou refus un motif, chaque auteur un compte', () => {
    for (const transport of demoData.transports) {
      for (const entry of transport.historique_etats) {
        expect(entry.notes).toBeTruthy();
        expect(userOrg.has(entry.updated_by!), entry.updated_by!).toBe(true);
        if (entry.etat === 'cancelled' || entry.etat === 'rejected')
          expect(entry.reason).toBeTruthy();
      }
      expect(userOrg.has(transport.created_by!)).toBe(true);
    }
    const notes = demoData.transports.flatMap((t) => t.historique_etats.map((e) => e.notes ?? ''));
    expect(notes.some((note) => /[éèàêç’]/.test(note))).toBe(true);
  });

  it('[DS7] 14 trajets sont clos : 7 terminés, 3 annulés, 2 refusés, 2 expirés', () => {
    const count = (etat: Transport['etat']) =>
      demoData.transports.filter((t) => t.etat === etat).length;
    expect(demoData.transports.filter((t) => isTerminal(t.etat))).toHaveLength(14);
    expect([count('completed'), count('cancelled'), count('rejected'), count('expired')]).toEqual([
      7, 3, 2, 2,
    ]);
  });
});

describe('[DS8] compteurs et identifiants', () => {
  it('[DS8] les compteurs de transport valent le plus grand numéro attribué, les numéros sont uniques', () => {
    const ids = demoData.transports.map((t) => t.transport_id!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const prefix of ['ambu', 'vsl', 'vtc']) {
      const numbers = ids
        .filter((id) => id.startsWith(`tr_${prefix}_`))
        .map((id) => Number(id.slice(-5)));
      const counter = demoData.counters.find((c) => c.id === `transport_${prefix}`)!;
      expect(counter.value).toBe(Math.max(...numbers));
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it('[DS8] les numéros de sécurité sociale ont une clé valide', () => {
    for (const { data } of demoData.patients) {
      const nir = (data as { secu_number: string }).secu_number.replace(/\s/g, '');
      expect(nir).toMatch(/^[12]\d{14}$/);
      expect(97 - (Number(nir.slice(0, 13)) % 97)).toBe(Number(nir.slice(13)));
    }
  });
});

describe('[DS8] chaque étape nomme son auteur et son appareil, comme l’application le fait', () => {
  const userOf = new Map(
    demoData.users.map(({ id, data }) => [
      id,
      data as { displayName: string; userType: string; orga_id: string },
    ]),
  );

  it('[DS8] le nom, le rôle et l’organisation sont ceux du compte ; l’appareil est le sien', () => {
    for (const transport of demoData.transports) {
      for (const entry of transport.historique_etats) {
        const author = userOf.get(entry.updated_by!)!;
        expect(entry).toMatchObject({
          updated_by_name: author.displayName,
          updated_by_role: author.userType,
          updated_by_org: author.orga_id,
          device_id: `appareil-${entry.updated_by}`,
        });
      }
    }
  });

  it('[DS8] chaque position a son heure de relevé, quelques-unes bien avant l’étape', () => {
    const ages = demoData.transports.flatMap((t) =>
      t.historique_etats.flatMap((e) => (e.position ? [e.timestamp - e.position.capturedAt!] : [])),
    );
    expect(ages.every((age) => age > 0)).toBe(true);
    expect(ages.filter((age) => age > 2 * 60_000).length).toBeGreaterThan(0);
    expect(ages.filter((age) => age <= 2 * 60_000).length).toBeGreaterThan(ages.length / 2);
  });
});

describe('[DS-ORGID] issue 25 : chaque organisation de démonstration a une identité valide', () => {
  it.each(demoData.organisations.map((row) => [row.id, row.data] as const))(
    '[DS-ORGID] %s',
    (id, data) => {
      const org = data as { name: string; type: string; siret: string; finess?: string };
      expect(org.name).toMatch(/^(Clinique|Hôpital|Centre|Ambulances|Navette|Lyon Mobilité)/);
      expect(isValidSiret(org.siret)).toBe(true);
      if (org.type === 'clinique') expect(isValidFiness(org.finess ?? '')).toBe(true);
      else expect(org).not.toHaveProperty('finess');
      expect(id).toBe((data as { id: string }).id);
    },
  );
  it('[DS-ORGID] deux organisations ne partagent pas un SIRET', () => {
    const sirets = demoData.organisations.map((row) => (row.data as { siret: string }).siret);
    expect(new Set(sirets).size).toBe(sirets.length);
  });
});
