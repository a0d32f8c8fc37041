import { describe, expect, it } from 'vitest';
import { associatedUserSchema, findAssociatedUser } from '@/domain/user/associated-user';

const member = (email: string, role = 'chauffeur') =>
  associatedUserSchema.parse({ id: email, email, name: 'Membre', role, createdAt: null });

const COMPANIES = [
  { id: 'ambu_0001', associatedUsers: [member('paul@dupont.fr')] },
  {
    id: 'clin_0001',
    associatedUsers: [member('Infirmiere@Clinique.fr', 'infirmière'), member('x@y.fr')],
  },
  { id: 'clin_0002', associatedUsers: [member('infirmiere@clinique.fr', 'doublon')] },
];

describe('[USR12] associated users are found by e-mail across establishments (spec §6)', () => {
  it('[USR12] case-insensitive, first establishment wins', () => {
    const match = findAssociatedUser(COMPANIES, ' infirmiere@clinique.FR ');
    expect(match?.company.id).toBe('clin_0001');
    expect(match?.user.role).toBe('infirmière');
  });

  it.each([['inconnu@exemple.fr'], [''], [null], [undefined]])('[USR12] %s → null', (email) => {
    expect(findAssociatedUser(COMPANIES, email)).toBeNull();
  });

  it('[USR12] the member schema reads timestamps and defaults name and role', () => {
    expect(
      associatedUserSchema.parse({ id: 'm1', email: 'm@e.fr', createdAt: '22/11/2026 14:00:00' }),
    ).toEqual({
      id: 'm1',
      email: 'm@e.fr',
      name: '',
      role: '',
      createdAt: Date.UTC(2026, 10, 22, 13),
    });
    expect(associatedUserSchema.safeParse({ email: 'm@e.fr' }).success).toBe(false);
  });
});
