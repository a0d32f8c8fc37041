import { isOnCrew } from '@/domain/transport/ride-crew';
import { z } from 'zod';
import { needsCrew, QUALIFICATIONS, type Qualification } from '@/domain/organisation/crew';
import { mayDispatch, mayDrive, type MemberRole } from '@/domain/organisation/member-roles';
import { EQUIPMENT, EQUIPMENT_LABELS, type Equipment } from '@/domain/organisation/vehicle';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { relationsOf, type Viewer } from '@/domain/transport/visibility';

/**
 * Who drives a ride and in what (issue 13): recorded on the ride by the status update that moves it to `assigned`.
 * The first name is what the clinic and the patient read; the registration identifies the vehicle at the door.
 */
/** Issue 23 item 3: the second member of an ambulance crew, with the qualification they ride with. */
export const equipierSchema = z.object({
  uid: z.string().min(1),
  firstName: z.string().min(1),
  qualification: z.enum(QUALIFICATIONS as [Qualification, ...Qualification[]]).nullable(),
});
export type Equipier = z.output<typeof equipierSchema>;

export const assignmentSchema = z.object({
  driver: z.object({ uid: z.string().min(1), firstName: z.string().min(1) }),
  vehicle: z.object({
    id: z.string().min(1),
    label: z.string().min(1),
    registration: z.string().min(1),
  }),
  /** Issue 23 item 3: an ambulance ride's second member; none for a VSL or a VTC. */
  equipier: equipierSchema.nullable().optional(),
});
export type Assignment = z.output<typeof assignmentSchema>;

/**
 * The stored driver: an ambulance's second member rides in the driver's map (issue 23 item 3), so that no other
 * move of the ride, nor its creation, spends rules expressions on one more key.
 */
export type StoredDriver = z.output<typeof assignmentSchema.shape.driver> & { equipier?: Equipier };
const storedDriverSchema = assignmentSchema.shape.driver
  .extend({ equipier: z.unknown().optional() })
  .transform(({ equipier, ...driver }): StoredDriver => {
    const second = equipierSchema.safeParse(equipier).data;
    return second ? { ...driver, equipier: second } : driver;
  });

/** The driver as stored by an assignment: with the équipier when there is one. */
export const storedDriver = ({ driver, equipier }: Assignment): StoredDriver =>
  equipier ? { ...driver, equipier } : driver;

/** Stored fields are read leniently: a malformed value reads as no assignment. */
export const lenientDriverSchema = z
  .unknown()
  .optional()
  .transform((value) => storedDriverSchema.safeParse(value).data ?? null);
export const lenientVehicleSchema = z
  .unknown()
  .optional()
  .transform((value) => assignmentSchema.shape.vehicle.safeParse(value).data ?? null);

/** States from which a ride may be (re)assigned: accepted, until the patient is on board. */
export const ASSIGNABLE_STATES = [
  'accepted',
  'confirmed',
  'assigned',
  'en_route_pickup',
  'arrived_pickup',
] as const satisfies readonly TransportStatus[];

export const isAssignable = (status: TransportStatus): boolean =>
  (ASSIGNABLE_STATES as readonly TransportStatus[]).includes(status);

/** The history note of an assignment: the record of who drove in what. */
export const assignmentNote = ({ driver, vehicle, equipier }: Assignment): string =>
  `Chauffeur : ${driver.firstName}${equipier ? ` — équipier : ${equipier.firstName}` : ''} — véhicule : ${vehicle.label} (${vehicle.registration})`;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The equipment a ride needs: its list (as typed), its oxygen and stretcher flags, a wheelchair mobility. */
export function requiredEquipment(
  transport: Pick<Transport, 'equipements_requis' | 'informations_medicales'>,
): Equipment[] {
  const needed = new Set<Equipment>();
  for (const item of transport.equipements_requis) {
    const id = plain(item) as Equipment;
    if (EQUIPMENT.includes(id)) needed.add(id);
  }
  const medical = transport.informations_medicales;
  if (medical.needsOxygen) needed.add('oxygene');
  if (medical.needsStretcher || medical.mobilite === 'brancard') needed.add('brancard');
  if (medical.mobilite === 'fauteuil_roulant') needed.add('fauteuil_roulant');
  return EQUIPMENT.filter((item) => needed.has(item));
}

export function missingEquipment(
  transport: Pick<Transport, 'equipements_requis' | 'informations_medicales'>,
  carried: readonly Equipment[],
): Equipment[] {
  return requiredEquipment(transport).filter((item) => !carried.includes(item));
}

export const equipmentWarning = (missing: readonly Equipment[]): string | null =>
  missing.length === 0
    ? null
    : `Ce véhicule n’a pas l’équipement demandé : ${missing.map((m) => EQUIPMENT_LABELS[m]).join(', ')}.`;

export interface AssignmentContext {
  transport: Transport;
  actor: Pick<Viewer, 'role' | 'orgId' | 'uid'>;
  /** The actor's role in its organisation (null: not a member). */
  actorRole: MemberRole | null;
  /** The chosen driver's role in the actor's organisation (null: not a member). */
  driverRole: MemberRole | null;
  vehicle: { org_id: string; active: boolean; equipment: readonly Equipment[] };
  /** Issue 23 item 3: the second member named (null: none), their role in the actor's organisation. */
  equipier: { role: MemberRole | null; sameAsDriver: boolean } | null;
}

export type AssignmentCheck = { ok: true; warning: string | null } | { ok: false; reason: string };

/**
 * Whether an assignment may be made: a ride the actor's company accepted and not yet with the patient on board,
 * by its régulateur or responsable (or an admin), to one of its chauffeurs in one of its active vehicles. An
 * equipment mismatch is allowed but named: the dispatcher decides knowingly, never silently.
 */
export function checkAssignment(context: AssignmentContext): AssignmentCheck {
  const { transport, actor, vehicle } = context;
  const admin = actor.role === 'admin';
  if (!isAssignable(transport.etat)) {
    return {
      ok: false,
      reason:
        'Affectation impossible : le transport doit être accepté et le patient pas encore à bord.',
    };
  }
  if (!admin && !relationsOf(transport, actor).includes('provider')) {
    return { ok: false, reason: 'Seule l’entreprise qui a accepté ce transport peut l’affecter.' };
  }
  if (!admin && !mayDispatch(context.actorRole)) {
    return {
      ok: false,
      reason: 'Seuls un régulateur ou un responsable peuvent affecter un chauffeur.',
    };
  }
  if (!mayDrive(context.driverRole)) {
    return { ok: false, reason: 'La personne choisie n’est pas chauffeur de votre entreprise.' };
  }
  if (vehicle.org_id !== transport.provider_org_id || !vehicle.active) {
    return { ok: false, reason: 'Ce véhicule n’est pas un véhicule actif de votre flotte.' };
  }
  const equipierRefusal = equipierDenial(transport, context.equipier);
  if (equipierRefusal !== null) return { ok: false, reason: equipierRefusal };
  return { ok: true, warning: equipmentWarning(missingEquipment(transport, vehicle.equipment)) };
}

/**
 * Issue 23 item 3: what the server refuses of a second member — on a VSL or a VTC, the driver twice, someone who
 * is not a chauffeur of the company. A crew without a DEA, or an ambulance without its équipier, is the
 * dispatcher's call, named before saving (planning/conflicts.ts).
 */
function equipierDenial(
  transport: Pick<Transport, 'type_transport'>,
  equipier: AssignmentContext['equipier'],
): string | null {
  if (equipier === null) return null;
  if (!needsCrew(transport.type_transport)) return 'Un VSL ou un VTC part avec son seul chauffeur.';
  if (equipier.sameAsDriver) return 'L’équipier doit être une autre personne que le chauffeur.';
  return mayDrive(equipier.role)
    ? null
    : 'L’équipier choisi n’est pas chauffeur de votre entreprise.';
}

/** A driver's list: the rides their crew holds first, the rest after, each group in its given order. */
export function assignedToFirst<T extends Pick<Transport, 'assigned_driver'>>(
  rides: readonly T[],
  uid: string,
): T[] {
  const mine = rides.filter((ride) => isOnCrew(ride, uid));
  return [...mine, ...rides.filter((ride) => !isOnCrew(ride, uid))];
}
