import type { TransportType } from '@/domain/transport/transport-type';

/**
 * Issue 23 item 3, crews: the qualification of a member who rides in an ambulance. Stored on the member's entry
 * (associatedUsers[].qualification) and in the organisation's e-mail → qualification index the rules read.
 */
export const QUALIFICATION_LABELS = {
  DEA: 'Diplômé d’État d’ambulancier (DEA)',
  auxiliaire: 'Auxiliaire ambulancier',
} as const;
export type Qualification = keyof typeof QUALIFICATION_LABELS;
export const QUALIFICATIONS = Object.keys(QUALIFICATION_LABELS) as Qualification[];

/** A stored qualification, read leniently: anything else is none. */
export const readQualification = (value: unknown): Qualification | null =>
  typeof value === 'string' && (QUALIFICATIONS as readonly string[]).includes(value)
    ? (value as Qualification)
    : null;

export const qualificationLabel = (qualification: Qualification | null): string =>
  qualification === null ? 'Sans qualification' : QUALIFICATION_LABELS[qualification];

/** An ambulance rides with two (the driver and an équipier); a VSL or a VTC with its driver alone. */
export const needsCrew = (type: TransportType): boolean => type === 'ambulance';

export interface CrewMember {
  uid: string;
  firstName: string;
  qualification: Qualification | null;
}

/**
 * Why this crew may not take this ride (null: it may). An ambulance needs a second member, not the driver, and
 * at least one DEA between them; a VSL or a VTC takes no second member.
 */
export function crewProblem(
  type: TransportType,
  driver: CrewMember,
  equipier: CrewMember | null,
): string | null {
  if (!needsCrew(type)) {
    return equipier === null ? null : 'Un VSL ou un VTC part avec son seul chauffeur.';
  }
  if (equipier === null) return 'Une ambulance part avec deux personnes : choisissez l’équipier.';
  if (equipier.uid === driver.uid)
    return 'L’équipier doit être une autre personne que le chauffeur.';
  if (driver.qualification !== 'DEA' && equipier.qualification !== 'DEA') {
    return `Il faut au moins un ${QUALIFICATION_LABELS.DEA} dans l’équipage : ni ${driver.firstName} ni ${equipier.firstName} ne l’est.`;
  }
  return null;
}

/** Whether a company's members carry a qualification: an ambulance's crews; a VTC's or a clinic's do not. */
export const hasCrews = (kind: string): boolean => kind === 'ambulance';

interface QualifiedMember {
  id: string;
  qualification?: Qualification | null;
}

/** The members with one member's qualification changed (saved through the same members write as a role). */
export function changeMemberQualification<M extends QualifiedMember>(
  members: readonly M[],
  memberId: string,
  qualification: Qualification | null,
): { ok: true; members: M[] } | { ok: false; reason: string } {
  if (!members.some((member) => member.id === memberId)) {
    return { ok: false, reason: 'Ce membre ne fait plus partie du personnel.' };
  }
  return {
    ok: true,
    members: members.map((member) =>
      member.id === memberId ? { ...member, qualification } : member,
    ),
  };
}
