import { organisationSubscriptionTarget } from '@/domain/admin/request-approval';
import type { OrganisationCollection } from '@/domain/organisation/own-organisation';

/** What the rules need to know of the organisation document (owner, current subscription). */
export interface TrialOrganisation {
  owner_uid?: unknown;
  subscription?: unknown;
}

/**
 * Issue 13: a founder's own 14-day trial is their organisation's — its members work under it (access.ts), so a
 * clinic that starts its trial and adds its secretary is not left with a secretary on /tarifs. Once the trial is
 * on the founder's profile, its stored value goes onto the organisation document, when the founder owns it and it
 * has no subscription yet (firestore.rules: ownerTrialCopy). Null: nothing to copy.
 */
export function organisationTrialTarget(
  profile: { uid: string; userType: string; orga_id?: string | null; subscription?: unknown },
  organisation: TrialOrganisation | null,
): { collection: OrganisationCollection; id: string } | null {
  const trial = profile.subscription as { status?: unknown } | null | undefined;
  if (!trial || typeof trial !== 'object' || trial.status !== 'trial') return null;
  if (!organisation || organisation.owner_uid !== profile.uid) return null;
  if (organisation.subscription !== undefined && organisation.subscription !== null) return null;
  return organisationSubscriptionTarget(profile);
}

/** Whether a profile (or a change to one) holds a trial: the only case that may need the copy, checked first. */
export const holdsTrial = (holder: { subscription?: unknown }): boolean => {
  const subscription = holder.subscription as { status?: unknown } | null | undefined;
  return !!subscription && typeof subscription === 'object' && subscription.status === 'trial';
};

/** Whether a profile change starts a trial. */
export const startsTrial = (changes: Record<string, unknown>): boolean => holdsTrial(changes);

/**
 * Issue 21: a trial is the organisation's, once. Only its founder starts it, while the organisation document
 * carries no subscription (it never had a trial nor an approved subscription: an ended one stays written there);
 * a member — a chauffeur of an expired company, say — has no trial of his own (firestore.rules: trialStart).
 */
export function mayStartOrganisationTrial(
  profile: { uid?: unknown },
  organisation: TrialOrganisation | null,
): boolean {
  return (
    organisation !== null &&
    typeof profile.uid === 'string' &&
    organisation.owner_uid === profile.uid &&
    (organisation.subscription === undefined || organisation.subscription === null)
  );
}

export const TRIAL_FOUNDER_ONLY =
  'Seul le fondateur de votre organisation peut démarrer son essai gratuit : votre accès suit l’abonnement de l’organisation.';
export const TRIAL_ALREADY_USED =
  'L’essai gratuit de votre organisation a déjà été utilisé : choisissez une formule ci-dessous pour continuer.';

/**
 * Why the trial is not offered to this profile, from what the device knows of its organisation (its card); null
 * when it may be offered — also when the card is unknown (offline, not read yet): the server decides then.
 */
export function trialUnavailableReason(
  profile: { uid: string },
  card: { ownerUid?: string | null; subscription?: unknown } | null,
): string | null {
  if (card === null || typeof card.ownerUid !== 'string') return null;
  if (card.ownerUid !== profile.uid) return TRIAL_FOUNDER_ONLY;
  return mayStartOrganisationTrial(profile, {
    owner_uid: card.ownerUid,
    subscription: card.subscription,
  })
    ? null
    : TRIAL_ALREADY_USED;
}
