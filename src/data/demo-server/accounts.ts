import {
  answerRefusal,
  awaitsOrganisation,
  declinedWith,
  invitationFor,
  joinedProfile,
  organisationSubscription,
  type Invitation,
  type InvitationAnswer,
  type ListedIn,
} from '@/domain/organisation/join-organisation';
import {
  parseOrganisationIdentity,
  type OrganisationIdentity,
} from '@/domain/organisation/organisation-identity';
import { bindMemberAccount } from '@/domain/organisation/members';
import { membersWrite, readStaffCompany } from '@/domain/organisation/staff-documents';
import { counterNameForCompany } from '@/domain/ids/counter-names';
import { foundOrganisation, ownsOrganisation } from '@/domain/organisation/own-organisation';
import type { UserDocument } from '@/domain/user/new-profile';
import { z } from 'zod';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { parseUser, type User } from '@/domain/user/user';
import { selfWriteRefusal } from '@/domain/user/self-write';
import { startsTrial, type TrialOrganisation } from '@/domain/subscription/organisation-trial';
import { ownOrganisationDocument } from '@/domain/organisation/organisation-card';
import { normaliseRole } from '@/domain/shared/role';
import { copyTrialToOrganisation } from '@/data/demo-server/organisation-trial';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import { DEMO_PEOPLE, fullNameOf, type DemoPerson } from '@/data/demo-server/seed/people';
import { readUser, readUsers } from '@/data/demo-server/seed-store';
import type { ServerDb } from '@/data/demo-server/server-db';

/**
 * Demo accounts. Not security: the demo backend lives in the visitor's own browser, holds fictitious data, and
 * stands for Firebase Auth only so that sign-up and sign-in can be tried with no network or account.
 */
export const DEMO_PASSWORD = 'demo';

const accountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  password: z.string(),
  displayName: z.string().nullable(),
});
export type DemoAccount = z.output<typeof accountSchema>;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * Every person of the demo world signs in with the demo password — the personas, and the chauffeurs and staff
 * listed under « Personnel » (issue 25: they were refused « Aucun compte ne correspond à cette adresse e-mail. »).
 */
function seededAccount(found: DemoPerson | undefined): DemoAccount | null {
  return found
    ? {
        uid: found.uid,
        email: found.email,
        password: DEMO_PASSWORD,
        displayName: fullNameOf(found),
      }
    : null;
}

export async function findAccount(db: ServerDb, email: string): Promise<DemoAccount | null> {
  const address = email.trim().toLowerCase();
  const seeded = seededAccount(DEMO_PEOPLE.find((person) => person.email === address));
  if (seeded) return seeded;
  const row = await db.meta.get(accountKey(email));
  const parsed = accountSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function findAccountByUid(db: ServerDb, uid: string): Promise<DemoAccount | null> {
  const seeded = seededAccount(DEMO_PEOPLE.find((person) => person.uid === uid));
  if (seeded) return seeded;
  const rows = await db.meta.where('key').startsWith('account:').toArray();
  for (const row of rows) {
    const parsed = accountSchema.safeParse(row.value);
    if (parsed.success && parsed.data.uid === uid) return parsed.data;
  }
  return null;
}

/** Creates an account; null when the e-mail is taken (checked in the same transaction). */
export async function createAccount(
  db: ServerDb,
  account: DemoAccount,
): Promise<DemoAccount | null> {
  return db.transaction('rw', db.meta, async () => {
    if (await findAccount(db, account.email)) return null;
    const stored = { ...account, email: account.email.trim().toLowerCase() };
    await db.meta.put({ key: accountKey(account.email), value: stored });
    return stored;
  });
}

/** Writes a users document (sign-up) or merges into it (profile updates), as Firestore's set / set-merge. */
export async function writeUser(
  db: ServerDb,
  uid: string,
  data: Record<string, unknown>,
  merge: boolean,
): Promise<User> {
  return db.transaction('rw', db.users, async () => {
    const current = merge
      ? ((await db.users.get(uid))?.data as Record<string, unknown> | undefined)
      : undefined;
    // Undefined values are stripped before merging, as Firestore's set-merge skips them: they erase nothing.
    const next = stripUndefined({ ...(current ?? {}), ...stripUndefined(data) });
    const parsed = parseUser(uid, next);
    if (!parsed.ok) throw new Error(`Profil invalide : ${parsed.error.issues.join(' ; ')}`);
    await db.users.put({ id: uid, data: next });
    const stored = await readUser(db, uid);
    if (!stored) throw new Error('Profil illisible après écriture');
    return stored;
  });
}

/** The organisation document a stored profile names (company and clinic accounts), or null. */
function ownedOrganisationOf(profile: Record<string, unknown>) {
  const role = normaliseRole(profile.userType);
  const orgId = typeof profile.orga_id === 'string' ? profile.orga_id : '';
  return role === null ? null : ownOrganisationDocument({ role, orgId });
}

/**
 * A user's merge-write of their own profile (login count, trial start), refused as firestore.rules refuses it
 * (domain selfWriteRefusal): the demo must not let a user change their role, organisation or subscription.
 */
export async function writeOwnProfile(
  db: ServerDb,
  uid: string,
  changes: Record<string, unknown>,
): Promise<User> {
  const written = await db.transaction('rw', [db.users, db.organisations], async () => {
    const current = ((await db.users.get(uid))?.data as Record<string, unknown> | undefined) ?? {};
    // The organisation a trial start is judged against (issue 21: the founder's, once), as the rules read it.
    const named = ownedOrganisationOf(current);
    const row = named === null ? undefined : await db.organisations.get(named.id);
    const organisation = row ? (row.data as TrialOrganisation) : null;
    // The demo server's clock is the browser's (the rules use request.time).
    const context = { organisation, now: Date.now() };
    const refusal = selfWriteRefusal(current, stripUndefined(changes), context);
    if (refusal !== null) throw permissionDenied(refusal);
    return writeUser(db, uid, changes, true);
  });
  if (startsTrial(changes)) await copyTrialToOrganisation(db, written);
  return written;
}

/** Every organisation of the demo server as the invitation decision reads it. */
async function listedOrganisations(db: ServerDb): Promise<ListedIn[]> {
  const rows = await db.organisations.toArray();
  return rows.flatMap((row) => {
    const company = readStaffCompany(row.data);
    const data = row.data as { type?: unknown; name?: unknown };
    const kind = data.type;
    if (!company || (kind !== 'ambulance' && kind !== 'clinique' && kind !== 'vtc')) return [];
    const name = typeof data.name === 'string' && data.name !== '' ? data.name : row.id;
    return [
      {
        orgId: row.id,
        kind,
        name,
        members: company.associatedUsers,
        declined: company.declined_members ?? [],
      },
    ];
  });
}

/**
 * A sign-up's profile, written as Firestore's profiles adapter writes it (create-profile.ts): a company or clinic
 * account awaits its organisation (issue 20): it neither joins nor founds one here.
 */
export async function createProfile(db: ServerDb, profile: UserDocument): Promise<User> {
  return db.transaction('rw', db.users, async () => {
    const existing = await readUser(db, profile.uid);
    return existing ?? writeUser(db, profile.uid, { ...profile }, false);
  });
}

async function awaitingProfile(db: ServerDb, uid: string): Promise<User> {
  const profile = await readUser(db, uid);
  if (!profile) throw permissionDenied('Profil introuvable.');
  if (!awaitsOrganisation(profile)) throw permissionDenied('Ce compte a déjà une organisation.');
  return profile;
}

/** The invitation an awaiting account is asked to answer (demo accounts are taken as verified). */
export async function pendingInvitation(db: ServerDb, uid: string): Promise<Invitation | null> {
  const profile = await readUser(db, uid);
  if (!profile) return null;
  return invitationFor(await listedOrganisations(db), {
    email: profile.email,
    emailVerified: true,
    profile,
  });
}

/**
 * Founds the awaiting profile's own organisation, numbered from its kind's counter (inside a transaction), under the
 * identity declared — refused, as the rules refuse it, when the identity does not hold (the server re-reads it).
 */
async function foundOwn(
  db: ServerDb,
  profile: User,
  declared: OrganisationIdentity,
  now: number,
): Promise<User> {
  if (!ownsOrganisation(profile.userType))
    throw permissionDenied('Ce compte a déjà une organisation.');
  const identity = parseOrganisationIdentity(profile.userType, declared);
  if (!identity.ok)
    throw permissionDenied(Object.values(identity.errors)[0] ?? 'Identité invalide.');
  const name = counterNameForCompany(profile.userType);
  const founded = foundOrganisation(
    profile,
    identity.identity,
    (await db.counters.get(name)) ?? null,
    now,
  );
  if (!founded) throw new Error('Organisation non créée.');
  await db.counters.put({ id: founded.counter.name, ...founded.counter.counter });
  const { organisation, collection } = founded;
  await db.organisations.put({ id: organisation.id, collection, data: organisation });
  return writeUser(
    db,
    profile.uid,
    { orga_id: organisation.id, company_name: founded.profile.company_name },
    true,
  );
}

export function foundOwnOrganisation(
  db: ServerDb,
  uid: string,
  identity: OrganisationIdentity,
  now: number,
): Promise<User> {
  return db.transaction('rw', [db.users, db.counters, db.organisations], async () =>
    foundOwn(db, await awaitingProfile(db, uid), identity, now),
  );
}

/**
 * The awaiting account's answer, judged as the rules judge it (domain answerRefusal). Accepting joins with the
 * listed role and the organisation's subscription; declining records the refusal and founds its own.
 */
export function answerInvitation(
  db: ServerDb,
  uid: string,
  invitation: Invitation,
  answer: InvitationAnswer,
  now: number,
): Promise<User> {
  return db.transaction('rw', [db.users, db.counters, db.organisations], async () => {
    const profile = await awaitingProfile(db, uid);
    const listed =
      (await listedOrganisations(db)).find((org) => org.orgId === invitation.orgId) ?? null;
    const who = { email: profile.email, emailVerified: true, profile };
    const refusal = answerRefusal(invitation, listed, who);
    if (refusal !== null) throw permissionDenied(refusal);
    const row = (await db.organisations.get(invitation.orgId))!;
    const company = readStaffCompany(row.data);
    if (!answer.accept) {
      const declined = declinedWith(company?.declined_members ?? [], profile.email);
      await db.organisations.put({
        ...row,
        data: { ...(row.data as object), declined_members: declined },
      });
      return foundOwn(db, profile, answer.identity, now);
    }
    const members = bindMemberAccount(company?.associatedUsers ?? [], profile.email, uid);
    await db.organisations.put({
      ...row,
      data: { ...(row.data as object), ...membersWrite(members) },
    });
    const subscription = organisationSubscription(
      await readUsers(db),
      invitation.orgId,
      company?.owner_uid ?? null,
    );
    return writeUser(
      db,
      uid,
      { ...joinedProfile(invitation), ...(subscription ? { subscription } : {}) },
      true,
    );
  });
}
