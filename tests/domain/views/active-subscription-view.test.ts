import { describe, expect, it } from 'vitest';
import { toActiveSubscriptionView } from '@/domain/views/active-subscription-view';
import { makeUser, NOW } from '../user/user-fixture';

describe('[VW2] the company-side subscription view (spec §3 views, §9 defaults)', () => {
  it('[VW2] an ambulance company', () => {
    const user = makeUser({
      userType: 'ambulance',
      company_name: 'Ambulances Dupont',
      displayName: 'Paul Dupont',
      phoneNumber: '0601020304',
      address: '3 rue Pasteur',
      subscription: { plan: 'pro', status: 'active', startDate: NOW, endDate: NOW },
    });
    expect(toActiveSubscriptionView(user)).toEqual({
      nomSociete: 'Ambulances Dupont',
      typeSociete: 'ambulance',
      typeAbonnement: 'usage',
      statut: 'actif',
      dateDebut: NOW,
      dateFin: NOW,
      tarification: { mensuel: 199, annuel: 2388 },
      contact: {
        nom: 'Paul Dupont',
        email: 'jeanne@exemple.fr',
        telephone: '0601020304',
        adresse: '3 rue Pasteur',
      },
      services: ['ambulance', 'vsl'],
      preferences: {
        rayonInterventionKm: 50,
        horaires: { debut: '08:00', fin: '18:00' },
        urgences24h: true,
      },
    });
  });

  it.each([
    ['clinique', 'etablissement', 'en_attente', 299, 3588, ['ambulance', 'vsl', 'vtc'], 100, false],
    ['vtc', 'vtc', 'en_attente', 29.9, 358.8, ['vtc'], 60, false],
  ])(
    '[VW2] %s is a %s company',
    (userType, typeSociete, statut, mensuel, annuel, services, rayon, urgences) => {
      const view = toActiveSubscriptionView(makeUser({ userType }));
      expect(view).toMatchObject({
        typeSociete,
        statut,
        tarification: { mensuel, annuel },
        services,
        preferences: { rayonInterventionKm: rayon, urgences24h: urgences },
        dateDebut: null,
        dateFin: null,
      });
    },
  );

  it.each([['admin'], ['patient']])('[VW2] %s has no company subscription', (userType) => {
    expect(toActiveSubscriptionView(makeUser({ userType }))).toBeNull();
  });
});
