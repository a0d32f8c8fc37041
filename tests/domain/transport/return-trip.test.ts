import { describe, expect, it } from 'vitest';
import { parisLocalToEpoch } from '@/domain/shared/paris-local-time';
import type { Address } from '@/domain/transport/address.schema';
import {
  areLinked,
  legLabel,
  partnerOf,
  planReturn,
  returnProblem,
  RETURN_MESSAGES,
  type ReturnPlan,
  type TripLink,
} from '@/domain/transport/return-trip';

const at = (local: string) => parisLocalToEpoch(local)!;
const HOME: Address = {
  rue: '4 rue Saint-Maximin',
  ville: 'Lyon',
  codePostal: '69003',
  coordonnees: null,
};
const CENTRE: Address = {
  rue: '12 avenue Rockefeller',
  ville: 'Lyon',
  codePostal: '69008',
  coordonnees: { lat: 45.735, lng: 4.88 },
};
const OUTBOUND = {
  id: 'aller-1',
  date_transport: at('2027-01-04T08:30'),
  adresse_depart: HOME,
  adresse_arrivee: CENTRE,
};

describe('[RET1] the return leg of an aller-retour', () => {
  it('[RET1] at a set time: addresses swapped, each leg naming the other', () => {
    const planned = planReturn(OUTBOUND, { kind: 'heure', at: at('2027-01-04T13:00') }, 'retour-1');
    expect(planned).toEqual({
      outboundLink: { leg: 'aller', partner_id: 'retour-1', sur_appel: false },
      returnRide: {
        id: 'retour-1',
        date_transport: at('2027-01-04T13:00'),
        adresse_depart: CENTRE,
        adresse_arrivee: HOME,
        link: { leg: 'retour', partner_id: 'aller-1', sur_appel: false },
      },
    });
  });

  it('[RET1] « retour sur appel »: dated the outbound’s day, marked so on both legs', () => {
    const planned = planReturn(OUTBOUND, { kind: 'sur-appel' }, 'retour-1');
    expect(planned?.returnRide.date_transport).toBe(OUTBOUND.date_transport);
    expect(planned?.outboundLink.sur_appel).toBe(true);
    expect(planned?.returnRide.link.sur_appel).toBe(true);
  });

  it.each<[string, ReturnPlan, keyof typeof RETURN_MESSAGES | null]>([
    ['no return', { kind: 'aucun' }, null],
    ['sur appel', { kind: 'sur-appel' }, null],
    ['later the same day', { kind: 'heure', at: at('2027-01-04T12:00') }, null],
    ['same time as the outbound', { kind: 'heure', at: at('2027-01-04T08:30') }, 'before-outbound'],
    ['before the outbound', { kind: 'heure', at: at('2027-01-04T07:00') }, 'before-outbound'],
    ['the next day', { kind: 'heure', at: at('2027-01-05T09:00') }, 'other-day'],
    // 23:30 Paris is 22:30 UTC: still the same Paris day.
    ['late evening, Paris day', { kind: 'heure', at: at('2027-01-04T23:30') }, null],
  ])('[RET1] %s → %s', (_label, plan, problem) => {
    expect(returnProblem(OUTBOUND.date_transport, plan)).toBe(problem);
    if (plan.kind === 'heure')
      expect(planReturn(OUTBOUND, plan, 'r') === null).toBe(problem !== null);
  });

  it('[RET1] the messages are French', () => {
    expect(RETURN_MESSAGES['before-outbound']).toBe(
      'L’heure du retour doit suivre celle de l’aller.',
    );
  });

  it('[RET1] « aucun retour » plans nothing', () => {
    expect(planReturn(OUTBOUND, { kind: 'aucun' }, 'r')).toBeNull();
  });
});

describe('[RET2] linking both ways', () => {
  const aller = (link: TripLink | null) => ({ id: 'a', link });
  const retour = (link: TripLink | null) => ({ id: 'b', link });
  const A: TripLink = { leg: 'aller', partner_id: 'b', sur_appel: false };
  const B: TripLink = { leg: 'retour', partner_id: 'a', sur_appel: false };

  it.each<[string, TripLink | null, TripLink | null, boolean]>([
    ['each names the other', A, B, true],
    ['one has no link', A, null, false],
    ['the return names a third ride', A, { ...B, partner_id: 'c' }, false],
    ['two outbound legs', A, { ...B, leg: 'aller' }, false],
    ['sur appel on one side only', A, { ...B, sur_appel: true }, false],
  ])('[RET2] %s → %s', (_label, linkA, linkB, linked) => {
    expect(areLinked(aller(linkA), retour(linkB))).toBe(linked);
    expect(areLinked(retour(linkB), aller(linkA))).toBe(linked);
  });

  it('[RET2] the partner is found among the rides at hand, or not at all', () => {
    const rides = [aller(A), retour(B), { id: 'c', link: null }];
    expect(partnerOf(rides[0]!, rides)?.id).toBe('b');
    expect(partnerOf(rides[1]!, rides)?.id).toBe('a');
    expect(partnerOf(rides[2]!, rides)).toBeNull();
    expect(partnerOf(rides[0]!, [rides[0]!])).toBeNull();
  });

  it.each<[TripLink, string]>([
    [A, 'Aller (avec retour)'],
    [{ ...A, sur_appel: true }, 'Aller (retour sur appel)'],
    [B, 'Retour'],
    [{ ...B, sur_appel: true }, 'Retour sur appel'],
  ])('[RET2] %j reads « %s »', (link, label) => {
    expect(legLabel(link)).toBe(label);
  });
});
