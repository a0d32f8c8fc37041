import { describe, expect, it } from 'vitest';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import {
  answerPatientLink,
  claimsRide,
  isPatientLinkVisibleTo,
  linkedAccountOf,
  PATIENT_LINK_REFUSALS,
  proposedPatientLink,
  type PatientAccount,
  type PatientLink,
} from '@/domain/patient/patient-link';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const RECORD = {
  id: 'patient_0042',
  email: 'Jeanne.Martin@Exemple.fr ',
  orga_id: 'clin_0001',
  created_by: 'u-clin',
};
const JEANNE: PatientAccount = {
  uid: 'u-jeanne',
  role: 'patient',
  email: 'jeanne.martin@exemple.fr',
  emailVerified: true,
};
const proposed = (): PatientLink => proposedPatientLink(RECORD, 'Clinique du Parc', NOW)!;
const accepted = (): PatientLink => {
  const answer = answerPatientLink(proposed(), JEANNE, true, NOW);
  if (!answer.ok) throw new Error(answer.reason);
  return answer.link;
};
const ride = (
  overrides: Partial<
    Record<'patient_id' | 'requester_org_id' | 'global_patient_id', string | null>
  > = {},
) => ({
  patient_id: 'patient_0042',
  requester_org_id: 'clin_0001',
  global_patient_id: null,
  ...overrides,
});

describe('[PL] the consented link between a clinic’s record and a patient account', () => {
  it('[PL1] a record with an e-mail proposes a link in its clinic’s name, lower-cased; without one, none', () => {
    expect(proposed()).toEqual({
      id: 'patient_0042',
      orga_id: 'clin_0001',
      org_name: 'Clinique du Parc',
      email: 'jeanne.martin@exemple.fr',
      status: 'proposed',
      patient_uid: null,
      created_by: 'u-clin',
      created_at: NOW,
      answered_at: null,
    });
    expect(proposedPatientLink({ ...RECORD, email: '' }, null, NOW)).toBeNull();
  });

  it('[PL2] the form’s e-mail is optional, checked and lower-cased', () => {
    const schema = patientInputSchema('2026-11-22');
    const base = { first_name: 'Jeanne', last_name: 'Martin' };
    expect(schema.parse({ ...base, email: ' Jeanne@Exemple.FR ' }).email).toBe('jeanne@exemple.fr');
    expect(schema.parse(base).email).toBe('');
    expect(schema.safeParse({ ...base, email: 'jeanne@' }).error?.issues[0]?.message).toBe(
      'L’adresse e-mail du patient est invalide (ex. jeanne.dupuis@exemple.fr).',
    );
  });

  it('[PL3] only the patient account with that verified e-mail answers, once', () => {
    expect(accepted()).toMatchObject({
      status: 'accepted',
      patient_uid: 'u-jeanne',
      answered_at: NOW,
    });
    const refused = (account: PatientAccount, link: PatientLink | null = proposed()) => {
      const answer = answerPatientLink(link, account, true, NOW);
      return answer.ok ? null : answer.reason;
    };
    expect(refused({ ...JEANNE, emailVerified: false })).toBe(PATIENT_LINK_REFUSALS.unverified);
    expect(refused({ ...JEANNE, uid: 'u-homonyme', email: 'jeanne.martin@autre.fr' })).toBe(
      PATIENT_LINK_REFUSALS.notAddressed,
    );
    expect(refused({ ...JEANNE, role: 'ambulance' })).toBe(PATIENT_LINK_REFUSALS.notPatient);
    expect(refused(JEANNE, accepted())).toBe(PATIENT_LINK_REFUSALS.answered);
    expect(refused(JEANNE, null)).toBe(PATIENT_LINK_REFUSALS.missing);
    const declined = answerPatientLink(proposed(), JEANNE, false, NOW);
    expect(declined).toMatchObject({ ok: true, link: { status: 'declined', patient_uid: null } });
  });

  it('[PL4] a ride carries the linked account only once accepted, only for its clinic’s own record', () => {
    expect(linkedAccountOf(proposed(), ride())).toBeNull();
    expect(linkedAccountOf(accepted(), ride())).toBe('u-jeanne');
    expect(linkedAccountOf(accepted(), ride({ requester_org_id: 'clin_0002' }))).toBeNull();
    expect(linkedAccountOf(accepted(), ride({ patient_id: 'patient_0043' }))).toBeNull();
    expect(linkedAccountOf(null, ride())).toBeNull();
  });

  it('[PL5] the accepting patient claims the record’s earlier rides, not those already someone’s', () => {
    expect(claimsRide(accepted(), ride(), 'u-jeanne')).toBe(true);
    expect(claimsRide(accepted(), ride(), 'u-homonyme')).toBe(false);
    expect(claimsRide(accepted(), ride({ global_patient_id: 'u-jeanne' }), 'u-jeanne')).toBe(false);
    expect(claimsRide(proposed(), ride(), 'u-jeanne')).toBe(false);
  });

  it('[PL6] the link is read by its clinic, the addressed patient and admins only', () => {
    const link = proposed();
    const as = (
      role: PatientAccount['role'],
      orgId: string,
      account: Partial<PatientAccount> = {},
    ) => isPatientLinkVisibleTo(link, { ...JEANNE, role, orgId, ...account });
    expect(as('clinique', 'clin_0001')).toBe(true);
    expect(as('admin', 'admin')).toBe(true);
    expect(as('patient', 'default-org')).toBe(true);
    expect(as('clinique', 'clin_0002')).toBe(false);
    expect(as('patient', 'default-org', { emailVerified: false })).toBe(false);
    expect(as('patient', 'default-org', { email: 'autre@exemple.fr', uid: 'u-x' })).toBe(false);
    expect(as('ambulance', 'ambu_0001')).toBe(false);
  });
});
