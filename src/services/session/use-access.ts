import { useEffect, useState } from 'react';
import { hasAccess, type AccessDecision } from '@/domain/subscription/access';
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
 * The signed-in user's access (issue 13): their own subscription, else their organisation's as its document (card)
 * carries it — read through the profiles port, online from the server, offline from the device's copy. 'loading'
 * only while a user without a subscription of their own waits for that card.
 */
export function useAccess(): AccessDecision | 'loading' {
  const { profile } = useAuth();
  const { profiles } = useServices();
  const own = hasAccess(profile);
  const role = normaliseRole(profile?.userType);
  const asksOrganisation =
    profile !== null && !own.hasAccess && role !== null && ownsOrganisation(role);
  const key = asksOrganisation ? `${profile.uid}:${profile.orga_id}` : '';
  const [read, setRead] = useState<CardRead | null>(null);
  useEffect(() => {
    if (!asksOrganisation || !role || !profiles.organisation) return;
    let live = true;
    profiles
      .organisation({ role, orgId: profile.orga_id, uid: profile.uid })
      .catch(() => null)
      .then((card) => {
        if (live) setRead({ key, card });
      });
    return () => {
      live = false;
    };
  }, [asksOrganisation, key, profiles, role, profile?.orga_id, profile?.uid]);
  if (!asksOrganisation || !profiles.organisation) return own;
  if (read?.key !== key) return 'loading';
  return hasAccess(profile, read.card);
}
