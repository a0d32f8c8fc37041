import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { forgetReturnTarget } from '@/services/return-to';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { useToasts } from '@/services/toasts';
import { SIGN_OUT_CHOICE_LABELS, unsyncedMessage } from '@/sync/sign-out-guard';
import { Modal } from '@/ui/modal';

const WAIT_FOR_SYNC_MS = 30_000;

/**
 * Sign-out never drops unsynced work silently (ARCHITECTURE §5.8): with pending changes the user chooses to
 * wait for the sync or to leave anyway. Patient data kept on the device is cleared after signing out. It
 * lands on /auth with no return target: the next person to sign in starts from their own dashboard.
 */
export function useSignOutFlow() {
  const { signOut } = useAuth();
  const { unsynced } = useServices();
  const { show } = useToasts();
  const navigate = useNavigate();
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);

  const finish = async () => {
    setPendingCount(null);
    // Patient data leaves the device first: once signed out, this user's database is closed.
    await unsynced?.clearLocalData();
    // Set before the session ends: the private-route guard redirects as soon as the user is gone.
    forgetReturnTarget();
    try {
      await signOut();
    } catch {
      show('La déconnexion a échoué. Réessayez.', 'danger');
      return;
    }
    navigate(PATHS.auth, { replace: true });
  };

  const request = async () => {
    const count = (await unsynced?.count()) ?? 0;
    if (count > 0) setPendingCount(count);
    else await finish();
  };

  const waitThenSignOut = async () => {
    setWaiting(true);
    const synced = (await unsynced?.waitForSync(WAIT_FOR_SYNC_MS)) ?? true;
    setWaiting(false);
    if (synced) await finish();
    else {
      setPendingCount((await unsynced?.count()) ?? 0);
      show('La synchronisation n’a pas abouti : vérifiez votre connexion.', 'warning');
    }
  };

  const dialog =
    pendingCount !== null ? (
      <Modal
        title="Des modifications sont en attente"
        onClose={() => setPendingCount(null)}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={waiting}
              onClick={waitThenSignOut}
            >
              {waiting ? 'Synchronisation…' : SIGN_OUT_CHOICE_LABELS.wait}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={waiting}
              onClick={finish}
            >
              {SIGN_OUT_CHOICE_LABELS.force}
            </button>
          </>
        }
      >
        <p>{unsyncedMessage(pendingCount)}</p>
        <p>
          Si vous vous déconnectez maintenant, elles restent enregistrées sur cet appareil et
          partiront à votre prochaine connexion avec ce compte.
        </p>
      </Modal>
    ) : null;

  return { request, dialog };
}
