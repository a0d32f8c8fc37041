import { buildManagedProfile } from '@/domain/admin/managed-profile';
import { buildTestAccount, testAccountEmail } from '@/domain/admin/test-data';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { USER_TYPES } from '@/domain/shared/role';
import { associatedUserSchema } from '@/domain/user/associated-user';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { defaultPermissions } from '@/domain/user/user-defaults';
import { parseUser, type User } from '@/domain/user/user';
import type { AdminPort, AssociatedGroup } from './admin-port';
import { runAdmin } from './admin-run';
import type { AdminContext } from './admin-service';

export const USER_MESSAGES = {
  invalidEmail: 'adresse e-mail invalide',
  weakPassword: 'le mot de passe doit comporter au moins 6 caractères',
  unknownRole: 'rôle inconnu',
  notFound: 'utilisateur introuvable',
  notSelf: 'vous ne pouvez pas supprimer votre propre compte',
  created: 'Utilisateur créé.',
  updated: 'Utilisateur mis à jour.',
  deleted: 'Utilisateur supprimé.',
  testAccounts: (count: number, password: string) =>
    `${count} compte(s) de test prêt(s). Mot de passe des comptes créés : ${password}`,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ESTABLISHMENTS = ['ambulanceCompanies', 'clinics'] as const;

type UserCalls = Pick<
  AdminPort,
  | 'listUsers'
  | 'createUser'
  | 'updateUser'
  | 'deleteUser'
  | 'associatedUsers'
  | 'createTestAccounts'
>;

export function userCalls(context: AdminContext): UserCalls {
  const { store, connectivity, clock, actor } = context;
  const readOne = async (uid: string): Promise<User> => {
    const row = await store.get('users', uid);
    const parsed = row ? parseUser(uid, row.data) : null;
    if (!parsed?.ok) throw new Error(USER_MESSAGES.notFound);
    return parsed.value;
  };

  return {
    listUsers: () =>
      runAdmin(connectivity, ERRORS.usersFetch, async () => ({
        data: (await context.readUsers()).sort((a, b) => a.email.localeCompare(b.email)),
      })),

    createUser: (input) =>
      runAdmin(connectivity, ERRORS.userCreateImpossible, async () => {
        const email = input.email.trim().toLowerCase();
        if (!EMAIL_PATTERN.test(email)) throw new Error(USER_MESSAGES.invalidEmail);
        if (input.password.length < 6) throw new Error(USER_MESSAGES.weakPassword);
        if (!USER_TYPES.includes(input.userType)) throw new Error(USER_MESSAGES.unknownRole);
        const uid = await store.createAuthAccount({
          email,
          password: input.password,
          displayName: input.displayName,
        });
        const profile = buildManagedProfile({
          uid,
          email,
          displayName: input.displayName,
          userType: input.userType,
          orgaId: input.orga_id,
          adminUid: actor.uid,
          now: clock.now(),
        });
        await store.commit([
          { kind: 'set', collection: 'users', id: uid, data: { ...profile } },
          context.audit('user.create', uid, email, null, profile),
        ]);
        return { data: await readOne(uid), message: USER_MESSAGES.created };
      }),

    updateUser: (uid, changes) =>
      runAdmin(connectivity, ERRORS.userUpdate, async () => {
        const before = await readOne(uid);
        const patch: Record<string, unknown> = stripUndefined({
          userType: changes.userType,
          orga_id: changes.orga_id,
          company_name: changes.company_name,
          isActive: changes.isActive,
          permissions: changes.userType ? defaultPermissions(changes.userType) : undefined,
          subscription: changes.subscription
            ? stripUndefined({ ...before.subscription, ...changes.subscription })
            : undefined,
          updatedAt: clock.now(),
        });
        const check = parseUser(uid, { ...before, ...patch });
        if (!check.ok) throw new Error(check.error.issues.join(' ; '));
        await store.commit([
          { kind: 'set', collection: 'users', id: uid, data: patch, merge: true },
          context.audit('user.update', uid, before.email, pick(before, patch), patch),
        ]);
        return { data: await readOne(uid), message: USER_MESSAGES.updated };
      }),

    deleteUser: (uid) =>
      runAdmin(connectivity, ERRORS.userDelete, async () => {
        if (uid === actor.uid) throw new Error(USER_MESSAGES.notSelf);
        const before = await readOne(uid);
        await store.commit([
          { kind: 'delete', collection: 'users', id: uid },
          context.audit('user.delete', uid, before.email, before, null),
        ]);
        return { data: null, message: USER_MESSAGES.deleted };
      }),

    associatedUsers: () =>
      runAdmin(connectivity, ERRORS.usersFetch, async () => {
        const groups: AssociatedGroup[] = [];
        for (const collection of ESTABLISHMENTS) {
          for (const row of await store.list(collection)) {
            const listed = Array.isArray(row.data.associatedUsers) ? row.data.associatedUsers : [];
            const users = listed.flatMap((entry) => {
              const parsed = associatedUserSchema.safeParse(entry);
              return parsed.success ? [{ ...parsed.data }] : [];
            });
            const name = typeof row.data.name === 'string' ? row.data.name : row.id;
            groups.push({ collection, orgId: row.id, name, users });
          }
        }
        return { data: groups };
      }),

    createTestAccounts: async (types) => {
      const created: User[] = [];
      // Never a fixed password: test accounts hold a vip subscription, in production too.
      const password = `Test-${store.newId().slice(0, 10)}`;
      for (const type of types) {
        const email = testAccountEmail(type);
        const result = await runAdmin(connectivity, ERRORS.testAccountCreate(email), async () => {
          const existing = (await context.readUsers()).find((user) => user.email === email);
          // Idempotent: a test account made before is refreshed, not duplicated.
          const uid =
            existing?.uid ??
            (await store.createAuthAccount({ email, password, displayName: `Test ${type}` }));
          const data = buildTestAccount(type, uid, actor.uid, clock.now());
          await store.commit([
            { kind: 'set', collection: 'users', id: uid, data },
            context.audit('testdata.create', uid, email, existing ?? null, data),
          ]);
          return { data: await readOne(uid) };
        });
        if (!result.success) return { ...result, data: created };
        created.push(result.data);
      }
      return {
        success: true,
        message: USER_MESSAGES.testAccounts(created.length, password),
        data: created,
        error: null,
      };
    },
  };
}

/** The stored values of the fields a patch changes: the audit's « before ». */
function pick(user: User, patch: Record<string, unknown>): Record<string, unknown> {
  const source = user as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(patch).map((key) => [key, source[key] ?? null]));
}
