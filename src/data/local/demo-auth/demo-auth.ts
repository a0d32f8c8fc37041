import type { AuthPort, AuthUser, ConnectivityPort } from '@/data/ports';
import { authErrorMessage } from '@/domain/errors/auth-error-message';
import type { DemoRemote } from '@/data/demo-server/demo-remote';

type Listener = (user: AuthUser | null) => void;

/** Where the tab's demo session lives. Per tab on purpose: each tab may play a different persona. */
export interface SessionSlot {
  read(): string | null;
  write(uid: string | null): void;
}

export interface SessionStores {
  /** This tab's (sessionStorage). */
  tab: () => Storage;
  /** The device's (localStorage): who was last signed in here. */
  device: () => Storage;
}

const BROWSER_STORES: SessionStores = { tab: () => sessionStorage, device: () => localStorage };

const tryRead = (store: () => Storage, key: string) => {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
};
/** Writes `value` as is, the empty mark included. */
const tryWriteMark = (store: () => Storage, key: string, value: string) => {
  try {
    store().setItem(key, value);
  } catch {
    // Session only for this page view: acceptable for a demo.
  }
};
const tryWrite = (store: () => Storage, key: string, value: string | null) => {
  try {
    if (value) store().setItem(key, value);
    else store().removeItem(key);
  } catch {
    // Session only for this page view: acceptable for a demo.
  }
};

/**
 * The tab's persona, in its session storage. Issue 25: a new window (the installed app relaunched offline) starts
 * with an empty session storage and choosing a persona needs the network: it adopts, once, the persona last
 * signed in on this device, as Firebase Auth restores its persisted user. A tab that signs out keeps an empty mark
 * (not an absent key), so it stays signed out when reloaded, and another tab's sign-in never changes who it is.
 */
export function sessionStorageSlot(
  key = 'transport-sanitaire:demo-uid',
  stores: SessionStores = BROWSER_STORES,
): SessionSlot {
  const deviceKey = `${key}:appareil`;
  if (tryRead(stores.tab, key) === null) {
    tryWrite(stores.tab, key, tryRead(stores.device, deviceKey));
  }
  const read = () => tryRead(stores.tab, key) || null;
  return {
    read,
    write: (uid) => {
      const before = read();
      tryWriteMark(stores.tab, key, uid ?? '');
      // Signing out forgets the device's persona only if it was this tab's: another tab's stays.
      if (uid !== null || tryRead(stores.device, deviceKey) === before) {
        tryWrite(stores.device, deviceKey, uid);
      }
    },
  };
}

/** Errors carry the same French texts as the Firebase adapter, keyed by Firebase's codes. */
class DemoAuthError extends Error {
  constructor(readonly code: string) {
    super(authErrorMessage(code));
  }
}

export interface DemoAuthOptions {
  remote: Pick<DemoRemote, 'accounts'>;
  connectivity: ConnectivityPort;
  slot?: SessionSlot;
  newUid?: () => string;
}

/**
 * The demo AuthPort (« Mode démonstration »). Like Firebase Auth, signing in or up needs the network, while a
 * session already open is restored offline — so the offline experience matches production.
 */
export function createDemoAuth({
  remote,
  connectivity,
  slot = sessionStorageSlot(),
  newUid,
}: DemoAuthOptions): AuthPort {
  const listeners = new Set<Listener>();
  let current: AuthUser | null = null;
  const restored = (async () => {
    const uid = slot.read();
    const account = uid ? await remote.accounts.findByUid(uid) : null;
    current = account
      ? { uid: account.uid, email: account.email, displayName: account.displayName }
      : null;
  })();

  const emit = (user: AuthUser | null) => {
    current = user;
    slot.write(user?.uid ?? null);
    listeners.forEach((listener) => listener(user));
  };
  const requireNetwork = () => {
    if (!connectivity.isOnline()) throw new DemoAuthError('auth/network-request-failed');
  };

  return {
    kind: 'demo',
    onAuthStateChanged(listener, onError) {
      listeners.add(listener);
      restored.then(
        () => listeners.has(listener) && listener(current),
        (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
      );
      return () => listeners.delete(listener);
    },
    async signIn(email, password) {
      requireNetwork();
      const account = await remote.accounts.find(email);
      if (!account) throw new DemoAuthError('auth/user-not-found');
      if (account.password !== password) throw new DemoAuthError('auth/wrong-password');
      const user = { uid: account.uid, email: account.email, displayName: account.displayName };
      emit(user);
      return user;
    },
    async signUp(email, password, displayName) {
      requireNetwork();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new DemoAuthError('auth/invalid-email');
      if (password.length < 6) throw new DemoAuthError('auth/weak-password');
      const uid = newUid?.() ?? `demo-${crypto.randomUUID()}`;
      const created = await remote.accounts.create({
        uid,
        email,
        password,
        displayName: displayName?.trim() || null,
      });
      if (!created) throw new DemoAuthError('auth/email-already-in-use');
      const user = { uid: created.uid, email: created.email, displayName: created.displayName };
      emit(user);
      return user;
    },
    async signInWithGoogle() {
      throw new DemoAuthError('auth/operation-not-supported-in-this-environment');
    },
    async signOut() {
      emit(null);
    },
    // Demo personas have no password worth changing and one session per tab: the account page says so instead
    // of offering these (SecuritySection); a caller that tries anyway gets the service's « not supported ».
    async changePassword() {
      throw new DemoAuthError('auth/operation-not-supported-in-this-environment');
    },
    async reauthenticate() {
      throw new DemoAuthError('auth/operation-not-supported-in-this-environment');
    },
    async sessionStartedAt() {
      return null;
    },
    // The demo sends no e-mail: its accounts are taken as verified (the visitor owns no mailbox here), so a listed
    // address is asked « Rejoindre … ? » right after sign-up.
    async sendVerificationEmail() {},
    async checkEmailVerified() {
      return true;
    },
  };
}
