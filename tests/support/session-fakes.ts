import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import type { AuthPort, AuthUser, ProfilePort } from '@/data/ports';
import {
  awaitsOrganisation,
  joinedProfile,
  type Invitation,
  type InvitationAnswer,
} from '@/domain/organisation/join-organisation';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { parseUser, type User } from '@/domain/user/user';

type Listener = (user: AuthUser | null) => void;

let accountSequence = 0;

/** In-memory AuthPort: accounts by e-mail, a listener list, and switches to simulate failures. */
export class FakeAuth implements AuthPort {
  readonly kind = 'demo' as const;
  private listeners = new Set<Listener>();
  private accounts = new Map<string, { password: string; user: AuthUser }>();
  current: AuthUser | null = null;
  /** When false, onAuthStateChanged never calls back (a stuck auth service). */
  answers = true;
  failSignOut = false;

  /** When set, the auth service fails while restoring the session. */
  initFailure: Error | null = null;

  onAuthStateChanged(listener: Listener, onError?: (error: Error) => void) {
    this.listeners.add(listener);
    const failure = this.initFailure;
    if (failure) queueMicrotask(() => onError?.(failure));
    else if (this.answers) queueMicrotask(() => listener(this.current));
    return () => this.listeners.delete(listener);
  }

  private emit(user: AuthUser | null) {
    this.current = user;
    this.listeners.forEach((listener) => listener(user));
  }

  addAccount(email: string, password: string, displayName: string | null = null): AuthUser {
    // Unique across tests: each user gets their own device database, never one still closing.
    const user = { uid: `uid-${(accountSequence += 1)}`, email, displayName };
    this.accounts.set(email, { password, user });
    return user;
  }

  async signIn(email: string, password: string) {
    const account = this.accounts.get(email);
    if (!account) throw new Error('Aucun compte ne correspond à cette adresse e-mail.');
    if (account.password !== password) throw new Error('Mot de passe incorrect.');
    this.emit(account.user);
    return account.user;
  }

  async signUp(email: string, password: string, displayName?: string) {
    if (this.accounts.has(email)) throw new Error('Cette adresse e-mail est déjà utilisée.');
    const user = this.addAccount(email, password, displayName ?? null);
    this.emit(user);
    return user;
  }

  async signInWithGoogle() {
    const account = this.accounts.get('google@exemple.fr');
    const user = account?.user ?? this.addAccount('google@exemple.fr', 'x', 'Camille Google');
    this.emit(user);
    return user;
  }

  async signOut() {
    if (this.failSignOut) throw new Error('Réseau indisponible');
    this.emit(null);
  }

  /** Like the demo personas' port: no password to change, sessions of unknown start. */
  async changePassword(): Promise<void> {
    throw Object.assign(new Error('Opération non prise en charge.'), {
      code: 'auth/operation-not-supported-in-this-environment',
    });
  }

  async reauthenticate(): Promise<number> {
    return this.changePassword().then(() => 0);
  }

  async sessionStartedAt() {
    return null;
  }

  /** Whether the signed-in user's address is verified (checkEmailVerified answers it). */
  emailVerified = true;
  verificationEmailsSent = 0;

  async sendVerificationEmail() {
    this.verificationEmailsSent += 1;
  }

  async checkEmailVerified() {
    return this.emailVerified;
  }
}

/**
 * In-memory ProfilePort storing parsed users; `delayMs` simulates a slow network, `loadFailure` and
 * `createFailure` a server that refuses (rules) or cannot be reached. `calls` counts each method's calls.
 */
export class FakeProfiles implements ProfilePort {
  readonly store = new Map<string, User>();
  delayMs = 0;
  loadFailure: Error | null = null;
  createFailure: Error | null = null;
  readonly calls = { load: 0, create: 0, merge: 0 };
  /** The signed-in user's organisation document, as ProfilePort.organisation reads it; null: none. */
  organisationCard: OrganisationCard | null = null;

  async organisation() {
    return this.organisationCard;
  }

  private wait() {
    return new Promise<void>((resolve) => setTimeout(resolve, this.delayMs));
  }

  readonly watchers = new Map<string, Set<(profile: User) => void>>();

  private save(uid: string, raw: unknown): User {
    const parsed = parseUser(uid, raw);
    if (!parsed.ok) throw new Error(parsed.error.issues.join(', '));
    this.store.set(uid, parsed.value);
    return parsed.value;
  }

  /** Follows a profile as the server holds it: `serverWrite` (an admin, another device) rings the watchers. */
  watch(uid: string, onProfile: (profile: User) => void) {
    const set = this.watchers.get(uid) ?? new Set();
    set.add(onProfile);
    this.watchers.set(uid, set);
    return () => void set.delete(onProfile);
  }

  /** Whether someone follows this profile yet (a change made before that reaches no one, as on a real server). */
  watching(uid: string): boolean {
    return (this.watchers.get(uid)?.size ?? 0) > 0;
  }

  /** A change made elsewhere (the back-office, another tab): stored, then delivered to the watchers. */
  serverWrite(uid: string, changes: Record<string, unknown>): User {
    const profile = this.save(uid, { ...this.store.get(uid), ...stripUndefined(changes) });
    this.watchers.get(uid)?.forEach((watcher) => watcher(profile));
    return profile;
  }

  async load(user: AuthUser) {
    this.calls.load += 1;
    await this.wait();
    if (this.loadFailure) throw this.loadFailure;
    return this.store.get(user.uid) ?? null;
  }

  async create(profile: { uid: string }) {
    this.calls.create += 1;
    if (this.createFailure) throw this.createFailure;
    return this.save(profile.uid, profile);
  }

  async merge(uid: string, changes: Record<string, unknown>) {
    this.calls.merge += 1;
    const current = this.store.get(uid);
    return this.save(uid, { ...current, ...stripUndefined(changes) });
  }

  /** The invitation an awaiting account is asked to answer (none by default); answers are recorded. */
  pendingInvitation: Invitation | null = null;
  readonly answers: { uid: string; orgId: string; accept: boolean }[] = [];

  async invitation(profile: User) {
    return awaitsOrganisation(profile) ? this.pendingInvitation : null;
  }

  async answerInvitation(profile: User, invitation: Invitation, answer: InvitationAnswer) {
    this.answers.push({ uid: profile.uid, orgId: invitation.orgId, accept: answer.accept });
    this.pendingInvitation = null;
    if (answer.accept) return this.save(profile.uid, { ...profile, ...joinedProfile(invitation) });
    return this.foundOrganisation(profile, answer.identity);
  }

  /** Founds `org-<uid>`, named as its founder declared (issue 25); the identities are kept for assertions. */
  readonly founded: { uid: string; identity: OrganisationIdentity }[] = [];
  async foundOrganisation(profile: User, identity: OrganisationIdentity) {
    this.founded.push({ uid: profile.uid, identity });
    // As the adapters write it: only these two fields of the stored profile change.
    return this.save(profile.uid, {
      ...(this.store.get(profile.uid) ?? profile),
      orga_id: `org-${profile.uid}`,
      company_name: identity.name,
    });
  }
}
