import { describe, expect, it } from 'vitest';
import {
  AMBULANCE_TAB_SEGMENTS,
  ambulanceTabPath,
  CLINIC_LIST_SEGMENTS,
  clinicListPath,
  tabOfAddress,
} from '@/config/paths';
import { PROVIDER_TABS } from '@/domain/transport/dashboard-tabs';
import { OPEN_LISTS } from '@/features/transports/clinic/clinic-list-nav';

describe('[PATH-TABS] the spec’s tab names are addresses (issue 25)', () => {
  it('[PATH-TABS] every ambulance tab and open clinic list has a segment, in order', () => {
    expect([...AMBULANCE_TAB_SEGMENTS]).toEqual([...PROVIDER_TABS]);
    expect([...CLINIC_LIST_SEGMENTS]).toEqual([...OPEN_LISTS]);
  });

  it('[PATH-TABS] the first tab is the list itself, the others a segment below it', () => {
    expect(ambulanceTabPath('en-attente')).toBe('/dashboard/ambulance/transports');
    expect(ambulanceTabPath('a-venir')).toBe('/dashboard/ambulance/transports/a-venir');
    expect(clinicListPath('toutes')).toBe('/dashboard/clinique/transports');
    expect(clinicListPath('en-cours')).toBe('/dashboard/clinique/transports/en-cours');
  });

  it('[PATH-TABS] an address names its tab by segment, the older query winning', () => {
    expect(tabOfAddress('/dashboard/ambulance/transports/a-venir', null)).toBe('a-venir');
    expect(tabOfAddress('/dashboard/ambulance/transports', 'urgents')).toBe('urgents');
  });
});
