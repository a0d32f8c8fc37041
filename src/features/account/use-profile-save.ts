import { useState } from 'react';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { checkProfileChanges, profileChangesBetween } from '@/domain/user/profile-operation';
import { useDeviceOnline } from '@/ui/use-device-online';
import { useAuth } from '@/services/session/session-context';
import { useServices } from '@/services/services-context';
import { useToasts } from '@/services/toasts';

export const SAVED_OFFLINE =
  'Hors ligne : vos modifications sont enregistrées sur cet appareil et seront envoyées au serveur dès le retour du réseau.';
const NOT_READY =
  'Vos données ne sont pas encore ouvertes sur cet appareil : réessayez dans un instant.';

/**
 * Saves one section of the settings like every other change (ARCHITECTURE §5): a `profile.update` in the outbox
 * with only the fields that changed, shown at once on the device's copy, sent by the sync engine when it can. The
 * domain refuses locked fields here already; the server refuses them again.
 */
export function useProfileSave() {
  const { profile } = useAuth();
  const data = useOptionalUserData();
  const { clock } = useServices();
  const online = useDeviceOnline();
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** `after`: the section's fields as the form has them; `before`: the same fields as the form started. */
  const save = async (
    after: Record<string, unknown>,
    done: string,
    before: Record<string, unknown> | undefined = profile ?? undefined,
  ) => {
    setError(null);
    if (!profile || !data || !before) {
      setError(NOT_READY);
      return false;
    }
    const check = checkProfileChanges(profileChangesBetween(before, after));
    if (!check.ok) {
      setError(check.refusal.reason);
      return false;
    }
    if (Object.keys(check.changes).length === 0) {
      show('Aucune modification à enregistrer.');
      return true;
    }
    setBusy(true);
    try {
      const result = await data.act({
        kind: 'profile.update',
        opId: data.newOpId(),
        uid: profile.uid,
        changes: check.changes,
        deviceTime: clock.now(),
      });
      if (!result.ok) {
        setError(result.refusal.reason);
        return false;
      }
      show(online ? done : `${done} ${SAVED_OFFLINE}`);
      return true;
    } catch (failure) {
      setError(
        `Enregistrement impossible : ${failure instanceof Error ? failure.message : 'erreur inconnue'}`,
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, busy, error, online };
}
