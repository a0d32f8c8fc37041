import { useCallback, useEffect, useRef, useState } from 'react';
import type { Invitation } from '@/domain/organisation/join-organisation';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';
import { errorMessage } from '@/domain/errors/service-result';
import type { User } from '@/domain/user/user';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';

export type EntryStep =
  | { step: 'checking' }
  | { step: 'unverified'; notice: string | null }
  | { step: 'invited'; invitation: Invitation }
  /** Issue 25: the founder declares the organisation's identity — with no invitation, or after declining one. */
  | { step: 'founding'; declining: Invitation | null }
  | { step: 'working'; label: string }
  | { step: 'failed'; problem: string };

const STILL_UNVERIFIED =
  'Votre adresse n’est pas encore vérifiée : ouvrez le lien de l’e-mail reçu (pensez au dossier des indésirables), puis revenez ici.';

/**
 * Issue 20: how an account awaiting its organisation gets one. Its e-mail verified first (the auth service's
 * reload, token refreshed so the rules see it), then the invitation a responsable sent, answered — or, with none
 * (or declined), its own organisation founded under the identity its founder declares (issue 25). The decision is
 * the domain's (join-organisation.ts); this only sequences.
 */
export function useOrganisationEntry(profile: User) {
  const { auth, profiles } = useServices();
  const { adoptProfile } = useAuth();
  const [state, setState] = useState<EntryStep>({ step: 'checking' });
  const running = useRef(false);
  // A form being filled is never thrown away by a recheck (back from another app, the tab shown again).
  const filling = useRef(false);
  filling.current = state.step === 'founding' || state.step === 'invited';

  const settle = useCallback(
    async (work: () => Promise<User>, label: string) => {
      setState({ step: 'working', label });
      try {
        adoptProfile(await work());
      } catch (cause) {
        setState({ step: 'failed', problem: errorMessage(cause) });
      }
    },
    [adoptProfile],
  );

  const check = useCallback(
    async (notice: string | null = null) => {
      if (running.current) return;
      running.current = true;
      try {
        if (!(await auth.checkEmailVerified())) {
          setState({ step: 'unverified', notice });
          return;
        }
        const invitation = await profiles.invitation(profile);
        setState(
          invitation ? { step: 'invited', invitation } : { step: 'founding', declining: null },
        );
      } catch (cause) {
        setState({ step: 'failed', problem: errorMessage(cause) });
      } finally {
        running.current = false;
      }
    },
    [auth, profiles, profile],
  );

  useEffect(() => {
    void check();
    // Back from the mailbox (another tab or app): the link may have been followed meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !filling.current) void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [check]);

  return {
    state,
    recheck: () => check(STILL_UNVERIFIED),
    resend: async () => {
      try {
        await auth.sendVerificationEmail();
        setState({ step: 'unverified', notice: `E-mail renvoyé à ${profile.email}.` });
      } catch (cause) {
        setState({ step: 'unverified', notice: errorMessage(cause) });
      }
    },
    accept: (invitation: Invitation) =>
      settle(
        () => profiles.answerInvitation(profile, invitation, { accept: true }),
        `Arrivée dans ${invitation.organisationName}…`,
      ),
    /** Declining founds the account's own organisation: its identity is asked first. */
    decline: (invitation: Invitation) => setState({ step: 'founding', declining: invitation }),
    backToInvitation: (invitation: Invitation) => setState({ step: 'invited', invitation }),
    /**
     * Founds (or declines then founds) under `identity`; resolves to the French problem when the server refuses,
     * the form staying as typed, or null once the profile is adopted.
     */
    found: async (identity: OrganisationIdentity): Promise<string | null> => {
      if (state.step !== 'founding') return null;
      const { declining } = state;
      try {
        const founded = declining
          ? await profiles.answerInvitation(profile, declining, { accept: false, identity })
          : await profiles.foundOrganisation(profile, identity);
        adoptProfile(founded);
        return null;
      } catch (cause) {
        return errorMessage(cause);
      }
    },
  };
}
