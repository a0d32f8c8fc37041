import { useState } from 'react';
import { checkSelfProfileUpdate } from '@/domain/user/profile-update';
import { useDeviceOnline } from '@/ui/use-device-online';
import { useAuth } from '@/services/session/session-context';
import { useToasts } from '@/services/toasts';

export const CONNECTION_REQUIRED =
  'Connexion requise : vos modifications de profil sont enregistrées sur le serveur, réessayez une fois en ligne.';

/**
 * Saves one section of the settings through the session (ProfilePort.merge, online). The domain refuses locked
 * fields before anything is sent; offline, saving is disabled and the page says why.
 */
export function useProfileSave() {
  const { updateProfile } = useAuth();
  const online = useDeviceOnline();
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (changes: Record<string, unknown>, done: string) => {
    setError(null);
    const check = checkSelfProfileUpdate(changes);
    if (!check.ok) {
      setError(check.error);
      return false;
    }
    if (!online) {
      setError(CONNECTION_REQUIRED);
      return false;
    }
    setBusy(true);
    try {
      await updateProfile(check.changes);
      show(done);
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
