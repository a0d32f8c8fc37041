import { useCallback, useEffect, useRef, useState } from 'react';
import type { Invitation } from '@/domain/organisation/join-organisation';
import { errorMessage } from '@/domain/errors/service-result';
import type { User } from '@/domain/user/user';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';

export type EntryStep =
  | { step: 'checking' }
  | { step: 'unverified'; notice: string | null }
  | { step: 'invited'; invitation: Invitation }
  | { step: 'working'; label: string }
  | { step: 'failed'; problem: string };

const STILL_UNVERIFIED =
  'Votre adresse n’est pas encore vérifiée : ouvrez le lien de l’e-mail reçu (pensez au dossier des indésirables), puis revenez ici.';

/**
 * Issue 20: how an account awaiting its organisation gets one. Its e-mail verified first (the auth service's
 * reload, token refreshed so the rules see it), then the invitation a responsable sent, answered — or, with none,
 * its own organisation founded at once. The decision is the domain's (join-organisation.ts); this only sequences.
 */
export function useOrganisationEntry(profile: User) {
  const { auth, profiles } = useServices();
  const { adoptProfile } = useAuth();
  const [state, setState] = useState<EntryStep>({ step: 'checking' });
  const running = useRef(false);

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
        if (invitation) setState({ step: 'invited', invitation });
        else
          await settle(
            () => profiles.foundOrganisation(profile),
            'Création de votre organisation…',
          );
      } catch (cause) {
        setState({ step: 'failed', problem: errorMessage(cause) });
      } finally {
        running.current = false;
      }
    },
    [auth, profiles, profile, settle],
  );

  useEffect(() => {
    void check();
    // Back from the mailbox (another tab or app): the link may have been followed meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
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
    answer: (invitation: Invitation, accept: boolean) =>
      settle(
        () => profiles.answerInvitation(profile, invitation, accept),
        accept ? `Arrivée dans ${invitation.organisationName}…` : 'Création de votre organisation…',
      ),
  };
}
