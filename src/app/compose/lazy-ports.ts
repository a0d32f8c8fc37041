import type {
  AuthPort,
  OrganisationPort,
  ProfilePort,
  RemotePort,
  SubscriptionRequestPort,
  Unsubscribe,
} from '@/data/ports';

export { once } from './once';

/** Subscribes when the real port arrives; unsubscribing before that cancels the subscription. */
function deferredSubscription<T>(
  port: () => Promise<T>,
  subscribe: (real: T) => Unsubscribe,
  onError?: (error: Error) => void,
): Unsubscribe {
  let cancelled = false;
  let stop: Unsubscribe | null = null;
  port().then(
    (real) => {
      if (!cancelled) stop = subscribe(real);
    },
    (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

export function lazyAuth(kind: AuthPort['kind'], port: () => Promise<AuthPort>): AuthPort {
  return {
    kind,
    onAuthStateChanged: (listener, onError) =>
      deferredSubscription(port, (real) => real.onAuthStateChanged(listener, onError), onError),
    signIn: async (email, password) => (await port()).signIn(email, password),
    signUp: async (email, password, displayName) =>
      (await port()).signUp(email, password, displayName),
    signInWithGoogle: async () => (await port()).signInWithGoogle(),
    signOut: async () => (await port()).signOut(),
    sendVerificationEmail: async () => (await port()).sendVerificationEmail(),
    checkEmailVerified: async () => (await port()).checkEmailVerified(),
  };
}

export function lazyProfiles(port: () => Promise<ProfilePort>): ProfilePort {
  return {
    load: async (user) => (await port()).load(user),
    create: async (profile) => (await port()).create(profile),
    merge: async (uid, changes) => (await port()).merge(uid, changes),
    invitation: async (profile) => (await port()).invitation(profile),
    answerInvitation: async (p, i, accept) => (await port()).answerInvitation(p, i, accept),
    foundOrganisation: async (profile) => (await port()).foundOrganisation(profile),
    organisation: async (viewer) => (await (await port()).organisation?.(viewer)) ?? null,
    watch: (uid, onProfile) =>
      deferredSubscription(port, (real) => real.watch?.(uid, onProfile) ?? (() => undefined)),
  };
}

export function lazyRemote(port: () => Promise<RemotePort>): RemotePort {
  return {
    push: async (op, viewer) => (await port()).push(op, viewer),
    pullTransports: async (viewer, after, limit) =>
      (await port()).pullTransports(viewer, after, limit),
    pullNotifications: async (viewer, after, limit) =>
      (await port()).pullNotifications(viewer, after, limit),
    pullPatients: async (viewer, after, limit) => (await port()).pullPatients(viewer, after, limit),
    pullMessages: async (viewer, after, limit) =>
      (await port()).pullMessages!(viewer, after, limit),
    membership: async (viewer) => (await port()).membership!(viewer),
    assignedRideIds: async (viewer) => (await port()).assignedRideIds!(viewer),
    watch: (viewer, onChange) => deferredSubscription(port, (real) => real.watch(viewer, onChange)),
  };
}

/** The organisation port of a chunk not loaded yet: each call waits for it. */
export function lazyOrganisation(load: () => Promise<OrganisationPort>): OrganisationPort {
  return {
    loadTeam: async (viewer) => (await load()).loadTeam(viewer),
    saveMembers: async (viewer, members) => (await load()).saveMembers(viewer, members),
    loadContact: async (viewer) => (await load()).loadContact(viewer),
    saveContact: async (viewer, contact) => (await load()).saveContact(viewer, contact),
    listVehicles: async (viewer) => (await load()).listVehicles(viewer),
    saveVehicle: async (viewer, vehicle) => (await load()).saveVehicle(viewer, vehicle),
    deleteVehicle: async (viewer, id) => (await load()).deleteVehicle(viewer, id),
  };
}

export function lazySubscriptionRequests(
  port: () => Promise<SubscriptionRequestPort>,
): SubscriptionRequestPort {
  return {
    create: async (request) => (await port()).create(request),
    listMine: async (uid) => (await port()).listMine(uid),
  };
}
