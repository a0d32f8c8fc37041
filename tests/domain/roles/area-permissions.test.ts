import { describe, expect, it } from 'vitest';
import { AREA_PERMISSIONS, AREAS, canAccessArea, type Area } from '@/domain/roles/area-permissions';
import { USER_TYPES } from '@/domain/shared/role';

// Spec §6 table, written out role by role.
const EXPECTED: Record<Area, readonly string[]> = {
  'clinique-dashboard': ['clinique', 'admin'],
  'clinique-transports': ['clinique', 'admin'],
  'ambulance-dashboard': ['ambulance', 'admin'],
  'ambulance-transports-en-cours': ['ambulance', 'admin'],
  'ambulance-transports-a-venir': ['ambulance', 'admin'],
  'ambulance-transports-termines': ['ambulance', 'admin'],
  'ambulance-transports-partages': ['ambulance', 'admin'],
  'ambulance-transports-urgents': ['ambulance', 'admin'],
  'vtc-pages': ['vtc', 'admin'],
  'admin-dashboard': ['admin'],
  'patient-space': ['patient', 'admin'],
  // Issue 23 item 3: the planning board of a transport company (not in the spec's table).
  planning: ['ambulance', 'vtc', 'admin'],
  'award-figures': ['clinique', 'ambulance', 'vtc', 'admin'],
  unguarded: USER_TYPES,
};

describe('[ROL1] the permission table is spec §6', () => {
  it('[ROL1] same areas', () => {
    expect([...AREAS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(AREA_PERMISSIONS)).toEqual(AREAS);
  });

  it.each(AREAS.flatMap((area) => USER_TYPES.map((role) => [area, role] as const)))(
    '[ROL1] %s / %s',
    (area, role) => {
      expect(canAccessArea(role, area)).toBe(EXPECTED[area].includes(role));
    },
  );

  it('[ROL1] admins open every area; no role opens none', () => {
    for (const area of AREAS) {
      expect(canAccessArea('admin', area)).toBe(true);
      expect(canAccessArea(null, area)).toBe(false);
      expect(canAccessArea(undefined, area)).toBe(false);
    }
  });
});
