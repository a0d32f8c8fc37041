import { describe, expect, it } from 'vitest';
import {
  authorRefusal,
  buildSubscriptionRequest,
  checkNewSubscriptionRequest,
  type RequestApplicant,
} from '@/domain/subscription/subscription-request';
import { NOW } from '../user/user-fixture';

const VTC: RequestApplicant = {
  uid: 'u-vtc',
  email: 'vtc@exemple.fr',
  displayName: 'Karim VTC',
  userType: 'vtc',
  orga_id: 'vtc_0001',
};
const REFERENCE = 'ABO-7K2M9Q4XPD';

const build = (applicant: RequestApplicant, units: number) =>
  buildSubscriptionRequest({
    applicant,
    plan: 'pro',
    units,
    transferReference: REFERENCE,
    now: NOW,
  });

describe('[SRQ1] a request is built in the agreed shape, priced by the tarification', () => {
  it('[SRQ1] pro plan, 3 vehicles: 74 € HT, 88,80 € TTC, pending', () => {
    expect(build(VTC, 3)).toEqual({
      ok: true,
      request: {
        uid: 'u-vtc',
        email: 'vtc@exemple.fr',
        displayName: 'Karim VTC',
        userType: 'vtc',
        orga_id: 'vtc_0001',
        plan: 'pro',
        units: 3,
        monthlyHT: 74,
        vatRate: 0.2,
        monthlyTTC: 88.8,
        transferReference: REFERENCE,
        status: 'pending',
        createdAt: NOW,
        updatedAt: NOW,
        processedAt: null,
        processedAction: null,
        adminNotes: '',
      },
    });
  });

  it.each([
    [VTC, 11, 'Au-delà de 10 véhicules, contactez-nous pour un devis.'],
    [{ ...VTC, userType: 'patient' }, 1, 'Ce type de compte ne souscrit pas d’abonnement.'],
  ])('[SRQ1] refused with the domain’s French error (%#)', (applicant, units, error) => {
    expect(build(applicant, units)).toEqual({ ok: false, error });
  });
});

describe('[SRQ2] the server accepts only the caller’s own, well-priced request under its reference', () => {
  const request = (build(VTC, 3) as { ok: true; request: Record<string, unknown> }).request;

  it('[SRQ2] the built request passes', () => {
    expect(checkNewSubscriptionRequest(REFERENCE, request, 'u-vtc').ok).toBe(true);
  });

  it.each([
    ['another user', REFERENCE, request, 'u-other'],
    ['another id', 'ABO-0000000000', request, 'u-vtc'],
    ['already approved', REFERENCE, { ...request, status: 'approved' }, 'u-vtc'],
    ['a lower price', REFERENCE, { ...request, monthlyHT: 1, monthlyTTC: 1.2 }, 'u-vtc'],
    ['an extra field', REFERENCE, { ...request, subscription: { status: 'active' } }, 'u-vtc'],
    ['admin notes', REFERENCE, { ...request, adminNotes: 'ok' }, 'u-vtc'],
    [
      'too many units',
      REFERENCE,
      { ...request, units: 11, monthlyHT: 194, monthlyTTC: 232.8 },
      'u-vtc',
    ],
    ['a patient', REFERENCE, { ...request, userType: 'patient' }, 'u-vtc'],
  ])('[SRQ2] refused: %s', (_label, id, data, caller) => {
    expect(checkNewSubscriptionRequest(id, data, caller).ok).toBe(false);
  });
});

describe('[SRQ3] a request names its author’s role, organisation and e-mail', () => {
  const request = (build(VTC, 3) as { ok: true; request: Record<string, unknown> }).request;
  const author = { email: VTC.email, userType: VTC.userType, orga_id: VTC.orga_id };
  const check = (data: Record<string, unknown>, by: typeof author | null = author) =>
    authorRefusal(data as Parameters<typeof authorRefusal>[0], by);

  it('[SRQ3] their own: passes', () => {
    expect(check(request)).toBeNull();
  });
  it.each([
    ['another role', { ...request, userType: 'ambulance' }],
    ['another organisation', { ...request, orga_id: 'vtc_0009' }],
    ['another e-mail', { ...request, email: 'autre@exemple.fr' }],
  ])('[SRQ3] refused: %s', (_label, data) => {
    expect(check(data)).toBe(
      'Une demande porte le rôle, l’organisation et l’e-mail de son auteur.',
    );
  });
  it('[SRQ3] an author without a profile: refused', () => {
    expect(check(request, null)).not.toBeNull();
  });
});
