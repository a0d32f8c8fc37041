import type { ProviderType } from '@/domain/shared/role';
import type { TransportType } from './transport-type';
import type { PrescribedMode } from './prescription.schema';
import { PRESCRIBED_MODE_LABELS } from './prescription.schema';

/**
 * Whether a company of this kind may receive a ride prescribed in this mode at all. A VTC is not a conveyance the
 * CPAM pays for seated or lying transport: prescribed VSL and ambulance rides never reach VTC companies. Rides with
 * no prescription follow the usual visibility (domain visibility.ts).
 */
export function mayReceivePrescribed(mode: PrescribedMode | null, provider: ProviderType): boolean {
  if (mode === null) return true;
  return !(provider === 'vtc' && (mode === 'ambulance' || mode === 'vsl'));
}

/** The vehicle types that carry a prescribed mode: an ambulance may do a VSL's seated ride, not the reverse. */
const CARRIES: Record<PrescribedMode, readonly TransportType[]> = {
  ambulance: ['ambulance'],
  vsl: ['vsl', 'ambulance'],
  taxi: ['vtc', 'vsl'],
  personnel: ['vtc', 'vsl', 'ambulance'],
};

/** The requested vehicle type a prescription implies by default in the form. */
export const DEFAULT_TYPE_FOR_MODE: Record<PrescribedMode, TransportType> = {
  ambulance: 'ambulance',
  vsl: 'vsl',
  taxi: 'vtc',
  personnel: 'vtc',
};

/**
 * The French warning a company reads before accepting when its vehicles do not match the prescription (null when
 * one does). `fleet` is the vehicle kinds the company has; an empty fleet is judged by the company's kind.
 */
export function modeMismatchWarning(
  mode: PrescribedMode | null,
  provider: ProviderType,
  fleet: readonly TransportType[],
): string | null {
  if (mode === null) return null;
  const label = PRESCRIBED_MODE_LABELS[mode];
  if (!mayReceivePrescribed(mode, provider))
    return `Transport prescrit en ${label} : une société VTC ne peut pas l’effectuer.`;
  const kinds: readonly TransportType[] =
    fleet.length > 0 ? fleet : provider === 'ambulance' ? ['ambulance', 'vsl'] : ['vtc'];
  if (kinds.some((kind) => CARRIES[mode].includes(kind))) return null;
  return `Transport prescrit en ${label} : aucun de vos véhicules ne correspond au mode prescrit.`;
}

/** Whether the vehicle type asked in the request fits the prescription (the form warns the clinic otherwise). */
export function requestTypeMismatch(
  mode: PrescribedMode | null,
  type: TransportType,
): string | null {
  if (mode === null || CARRIES[mode].includes(type)) return null;
  return `Le véhicule demandé ne correspond pas à la prescription (${PRESCRIBED_MODE_LABELS[mode]}).`;
}

/** The prescribed modes a VTC company never receives (the security rules get this list through rules-tables.ts). */
export const VTC_REFUSED_MODES: readonly PrescribedMode[] = (
  Object.keys(PRESCRIBED_MODE_LABELS) as PrescribedMode[]
).filter((mode) => !mayReceivePrescribed(mode, 'vtc'));

/**
 * A request of type VTC prescribed in a mode a VTC may not carry cannot be filed (the form refuses it, the rules
 * too): the French error, or null when the pair is possible.
 */
export function refusedPrescribedType(
  mode: PrescribedMode | null,
  type: TransportType,
): string | null {
  if (mode === null || type !== 'vtc' || mayReceivePrescribed(mode, 'vtc')) return null;
  return `Un transport prescrit en ${PRESCRIBED_MODE_LABELS[mode]} ne peut pas être confié à un VTC : choisissez une ambulance ou un VSL.`;
}

/**
 * Issue 22, session 9: the shared document's own statement of mayReceivePrescribed for VTC companies, so that their
 * open-requests query can constrain it (`vtc_eligible == true`) and the security rules can require it for a VTC
 * candidate. Derived from the prescribed mode only (the type has its own filter); written with every write of the
 * mode (the creation, an edit of the prescription). Documents written before it lack it: a VTC query never returns
 * them and the rules refuse a VTC candidate's read (fail closed) — waiting requests expire within a day.
 */
export const VTC_ELIGIBLE_FIELD = 'vtc_eligible';
export const vtcEligibility = (mode: PrescribedMode | null): { vtc_eligible: boolean } => ({
  vtc_eligible: mayReceivePrescribed(mode, 'vtc'),
});

/**
 * Issue 22, session 9: whether the clinic may still correct the prescription of a ride in this state — until the
 * ride is over (completed, cancelled, refused or expired), not only while it waits.
 */
export const PRESCRIPTION_CLOSED_TEXT =
  'La prescription ne peut plus être corrigée : le transport est terminé.';

/**
 * A correction that would take a ride already accepted out of VTC companies' reach (to VSL or ambulance): refused
 * unless the ride is of type ambulance (only ambulance companies accept those) or already was out of their reach —
 * the company that accepted it may be a VTC, which could not carry it. Null when the correction is possible.
 */
export function correctedModeRefusal(
  before: { prescribed_mode?: PrescribedMode | null; provider_org_id: string | null },
  after: { prescribed_mode?: PrescribedMode | null; type_transport: TransportType },
): string | null {
  const mode = after.prescribed_mode ?? null;
  if (before.provider_org_id === null || after.type_transport === 'ambulance') return null;
  if (
    mayReceivePrescribed(mode, 'vtc') ||
    !mayReceivePrescribed(before.prescribed_mode ?? null, 'vtc')
  )
    return null;
  return `Ce transport est déjà accepté : sa prescription ne peut plus passer en ${PRESCRIBED_MODE_LABELS[mode as PrescribedMode]} (la société qui l’a accepté pourrait ne pas pouvoir l’effectuer). Annulez-le puis refaites la demande.`;
}
