import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, dashboardPathFor } from '@/domain/roles/dashboard-path';
import { roleGuardRedirect } from '@/domain/roles/role-guard';

describe('[ROL2] /dashboard redirects by userType (spec §2)', () => {
  it.each([
    ['clinique', '/dashboard/clinique'],
    ['ambulance', '/dashboard/ambulance'],
    ['vtc', '/dashboard/vtc'],
    ['taxi', '/dashboard/vtc'],
    ['admin', '/dashboard/admin'],
    ['patient', '/dashboard/utilisateur'],
    ['inconnu', '/dashboard/utilisateur'],
    [undefined, '/dashboard/utilisateur'],
  ])('[ROL2] %s → %s', (userType, path) => {
    expect(dashboardPathFor(userType)).toBe(path);
  });

  it('[ROL2] every role has a dashboard', () => {
    expect(Object.keys(DASHBOARD_PATHS).sort()).toEqual(
      ['admin', 'ambulance', 'clinique', 'patient', 'vtc'].sort(),
    );
  });
});

describe('[ROL3] a wrong role goes to its own dashboard; patients to /dashboard', () => {
  it.each([
    ['clinique', 'clinique-dashboard', null],
    ['admin', 'vtc-pages', null],
    ['taxi', 'vtc-pages', null],
    ['ambulance', 'clinique-transports', '/dashboard/ambulance'],
    ['vtc', 'ambulance-transports-urgents', '/dashboard/vtc'],
    ['clinique', 'admin-dashboard', '/dashboard/clinique'],
    ['patient', 'ambulance-dashboard', '/dashboard'],
    ['patient', 'patient-space', null],
    ['vtc', 'unguarded', null],
    [null, 'unguarded', '/auth'],
    ['martien', 'patient-space', '/auth'],
  ] as const)('[ROL3] %s on %s → %s', (role, area, redirect) => {
    expect(roleGuardRedirect(role, area)).toBe(redirect);
  });
});
