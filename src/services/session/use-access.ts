import { useEffect, useState } from 'react';
import { hasAccess, type AccessDecision } from '@/domain/subscription/access';
import { subscribedUnits } from '@/domain/subscription/subscribed-units';
import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { normaliseRole } from '@/domain/shared/role';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';

/** The card read for one organisation (keyed, so a change of account never reuses another's). */
interface CardRead {
  key: string;
  card: OrganisationCard | null;
}

/**
 * The signed-in user's organisation card when `wanted` (and their role owns one), through the profiles port: online
 * from the server, offline from the device's copy. 'loading' until it answers; null without one.
 */
export function useOrganisationCard(wanted: boolean): OrganisationCard | null | 'loading' {
  const { profile } = useAuth();
  const { profiles } = useServices();
  const role = normaliseRole(profile?.userType);
  const asks = wanted && profile !== null && role !== null && ownsOrganisation(role);
  const key = asks ? `${profile.uid}:${profile.orga_id}` : '';
  const [answer, setAnswer] = useState<CardRead | null>(null);
  useEffect(() => {
    if (!asks || !role || !profile) return;
    let live = true;
    // Called as a method: a port may be a class whose method reads its own fields.
    profiles
      .organisation({ role, orgId: profile.orga_id, uid: profile.uid })
      .catch(() => null)
      .then((card) => {
        if (live) setAnswer({ key, card });
      });
    return () => {
      live = false;
    };
    // The key names the account and organisation; the profile object itself changes on every refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asks, profiles, role, key]);
  if (!asks) return null;
  return answer?.key === key ? answer.card : 'loading';
}

/**
 * The signed-in user's access (issue 13): their own subscription, else their organisation's as its document (card)
 * carries it, not ended. 'loading' only while a user without a subscription of their own waits for that card.
 */
export function useAccess(): AccessDecision | 'loading' {
  const { profile } = useAuth();
  const { clock } = useServices();
  // Issue 21: judged at now, as the server judges a write (an ended subscription grants nothing).
  const now = clock.now();
  const own = hasAccess(profile, null, now);
  const card = useOrganisationCard(!own.hasAccess);
  if (own.hasAccess) return own;
  if (card === 'loading') return 'loading';
  return hasAccess(profile, card, now);
}

/** The units the organisation subscribed (spec §9); null while unknown (loading, a trial, none recorded). */
export function useSubscribedUnits(): number | null {
  const { profile } = useAuth();
  const card = useOrganisationCard(true);
  return subscribedUnits(profile?.subscription, card === 'loading' ? null : card);
}
