import { describe, expect, it } from 'vitest';
import { landingPathFor, showsStatistics } from '@/domain/user/dashboard-preferences';
import { defaultPreferences } from '@/domain/user/user-preferences';

const withView = (defaultView: string, showStats = true) => ({
  ...defaultPreferences(),
  dashboard: { defaultView, showStats },
});

describe('[DASH] dashboard preferences (spec §3)', () => {
  it.each([
    ['clinique', 'overview', '/dashboard/clinique'],
    ['clinique', 'transports', '/dashboard/clinique/transports'],
    ['ambulance', 'transports', '/dashboard/ambulance/transports'],
    ['taxi', 'transports', '/dashboard/vtc/transports'],
    ['admin', 'transports', '/dashboard/admin'],
    ['patient', 'transports', '/dashboard/utilisateur'],
    ['vtc', 'n’importe quoi', '/dashboard/vtc'],
  ])('[DASH1] %s with view « %s » lands on %s', (role, view, path) => {
    expect(landingPathFor(role, withView(view))).toBe(path);
  });

  it('[DASH2] no preferences: the role’s dashboard, statistics shown (§9 defaults)', () => {
    expect(landingPathFor('ambulance', null)).toBe('/dashboard/ambulance');
    expect(showsStatistics(null)).toBe(true);
    expect(showsStatistics(defaultPreferences())).toBe(true);
    expect(showsStatistics(withView('overview', false))).toBe(false);
  });
});
