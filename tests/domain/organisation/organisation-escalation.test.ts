import { describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION_DELAYS_MIN } from '@/domain/award/escalation-schedule';
import {
  clinicEscalationDelays,
  organisationEscalationSchema,
  organisationEscalationWrite,
  readOrganisationEscalation,
} from '@/domain/organisation/organisation-settings';

const ORG = { critique: 3, urgent: 10, normale: 90 };
const USER = { critique: 7, urgent: 20, normale: 60 };

describe('[ESC-ORG1] a clinic’s escalation delays: its organisation’s, else the user’s own, else the defaults', () => {
  it.each([
    ['the organisation’s', ORG, { escalationDelays: USER }, ORG],
    ['the user’s own (set before they moved)', null, { escalationDelays: USER }, USER],
    ['the defaults', null, null, DEFAULT_ESCALATION_DELAYS_MIN],
  ] as const)('[ESC-ORG1] %s', (_label, organisation, settings, expected) => {
    expect(clinicEscalationDelays(organisation, settings)).toEqual(expected);
  });
  it('[ESC-ORG1] the document’s key read back; none stored reads null, a value out of bounds as its default', () => {
    expect(readOrganisationEscalation(organisationEscalationWrite(ORG))).toEqual(ORG);
    expect(readOrganisationEscalation({ name: 'Clinique' })).toBeNull();
    expect(readOrganisationEscalation({ escalation_delays: { ...ORG, urgent: 5000 } })).toEqual({
      ...ORG,
      urgent: DEFAULT_ESCALATION_DELAYS_MIN.urgent,
    });
  });
  it.each([
    [{ ...ORG, critique: 0 }, 'Le délai critique doit être d’au moins 1 minute.'],
    [{ ...ORG, normale: 1441 }, 'Le délai normal ne peut dépasser 24 heures (1 440 minutes).'],
    [{ ...ORG, urgent: 2.5 }, 'Le délai urgent doit être un nombre entier de minutes.'],
  ])('[ESC-ORG1] %j is refused in French', (delays, message) => {
    const parsed = organisationEscalationSchema.safeParse(delays);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
