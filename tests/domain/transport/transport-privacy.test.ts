import { describe, expect, it } from 'vitest';
import {
  asSeenBy,
  coarseCoordinates,
  identityOf,
  mayReadIdentity,
  touchesIdentity,
  withIdentity,
  withoutIdentity,
} from '@/domain/transport/transport-privacy';
import type { Viewer } from '@/domain/transport/visibility';
import { ACTORS, makeTransport, transportIn } from './fixtures';

const located = makeTransport({
  adresse_depart: {
    rue: '12 rue de la Paix',
    ville: 'Paris',
    codePostal: '75002',
    coordonnees: { lat: 48.869_123, lng: 2.331_456 },
  },
  commentaires: 'Digicode 4521B, Mme Martin au 3e',
});

describe('[PRIV1] who reads the patient’s identity (RGPD minimisation)', () => {
  const waiting = transportIn('pending');
  const accepted = transportIn('accepted');
  it.each<[string, Viewer, boolean, boolean]>([
    ['admin', ACTORS.admin, true, true],
    ['requesting clinic', ACTORS.clinic, true, true],
    ['another clinic', ACTORS.otherClinic, false, false],
    ['candidate ambulance company', ACTORS.ambulance, false, true],
    ['another ambulance company', ACTORS.otherAmbulance, false, false],
    ['VTC company', ACTORS.vtc, false, false],
  ])(
    '[PRIV1] %s: before acceptance %s, once its company accepted %s',
    (_l, viewer, before, after) => {
      expect(mayReadIdentity(waiting, viewer)).toBe(before);
      expect(mayReadIdentity(accepted, viewer)).toBe(after);
    },
  );

  it('[PRIV1] the patient reads their own ride', () => {
    const own = makeTransport({ patient_id: ACTORS.patient.uid });
    expect(mayReadIdentity(own, ACTORS.patient)).toBe(true);
    expect(mayReadIdentity(makeTransport(), ACTORS.patient)).toBe(false);
  });
});

describe('[PRIV2] a ride without its identity keeps what a provider needs to decide, nothing more', () => {
  const hidden = withoutIdentity(located);
  it('[PRIV2] no name, phone, birth date, street, pathology or comment; marked withheld', () => {
    expect(hidden.patient_info).toEqual({ firstName: '', lastName: '', phone: '', birthDate: '' });
    expect([hidden.adresse_depart.rue, hidden.adresse_arrivee.rue]).toEqual(['', '']);
    expect(hidden.informations_medicales.pathologie).toBe('');
    expect(hidden.commentaires).toBe('');
    expect(hidden.identity_withheld).toBe(true);
  });

  it('[PRIV2] keeps date, type, priority, mobility, towns, postcodes; coordinates to ~1 km', () => {
    expect(hidden).toMatchObject({
      date_transport: located.date_transport,
      type_transport: located.type_transport,
      priorite: located.priorite,
    });
    expect(hidden.informations_medicales.mobilite).toBe(located.informations_medicales.mobilite);
    expect(hidden.adresse_depart).toMatchObject({ ville: 'Paris', codePostal: '75002' });
    expect(hidden.adresse_depart.coordonnees).toEqual({ lat: 48.87, lng: 2.33 });
    expect(coarseCoordinates(null)).toBeNull();
  });

  it('[PRIV3] shared part + identity part = the whole ride again', () => {
    expect(withIdentity(hidden, identityOf(located))).toEqual(located);
  });

  it('[PRIV4] asSeenBy hides for a candidate, not for the requester', () => {
    expect(asSeenBy(located, ACTORS.ambulance).identity_withheld).toBe(true);
    expect(asSeenBy(located, ACTORS.clinic)).toBe(located);
  });

  it('[PRIV5] an identity change is seen, a state change is not', () => {
    expect(touchesIdentity(null, located)).toBe(true);
    expect(touchesIdentity(located, { ...located, etat: 'ouvert', status: 'ouvert' })).toBe(false);
    expect(touchesIdentity(located, { ...located, commentaires: 'Autre' })).toBe(true);
  });
});

/** [PRIV-STAFF] Issue 21 item 1: the shared part names the clinic, never its staff; the parties read who did it. */
describe('[PRIV-STAFF] clinic staff names stay with the parties', () => {
  const filed = makeTransport({ requester_org_name: 'Clinique du Parc' });
  const named = {
    ...filed,
    historique_etats: filed.historique_etats.map((entry) => ({
      ...entry,
      updated_by_name: 'Sophie Durand',
    })),
    modifications: [
      {
        op_id: 'op-edit',
        at: 1,
        device_time: 1,
        by: 'u-clinique',
        by_name: 'Sophie Durand',
        fields: ['priorite'],
      },
    ],
  };
  it('[PRIV-STAFF] a candidate reads the clinic’s name in the history and the edit log, never the secretary’s', () => {
    const seen = asSeenBy(named, ACTORS.ambulance);
    expect(JSON.stringify(seen)).not.toContain('Sophie Durand');
    expect(seen.historique_etats[0]?.updated_by_name).toBe('Clinique du Parc');
    expect(seen.modifications[0]?.by_name).toBe('Clinique du Parc');
  });
  it('[PRIV-STAFF] the private part keeps her name by op id; joined again, the parties read it', () => {
    expect(identityOf(named).staff_names).toEqual({
      'op-create': 'Sophie Durand',
      'op-edit': 'Sophie Durand',
    });
    const joined = withIdentity(withoutIdentity(named), identityOf(named));
    expect(joined.historique_etats[0]?.updated_by_name).toBe('Sophie Durand');
    expect(joined.modifications[0]?.by_name).toBe('Sophie Durand');
    expect(asSeenBy(named, ACTORS.clinic)).toBe(named);
  });
  it('[PRIV-STAFF] a company’s entries keep their author’s name', () => {
    const accepted = {
      ...named,
      historique_etats: [
        ...named.historique_etats,
        {
          ...named.historique_etats[0]!,
          etat: 'accepted' as const,
          op_id: 'op-acc',
          updated_by_role: 'ambulance' as const,
          updated_by_name: 'Karim',
        },
      ],
    };
    expect(withoutIdentity(accepted).historique_etats[1]?.updated_by_name).toBe('Karim');
  });
});
