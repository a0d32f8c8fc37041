import { describe, expect, it } from 'vitest';
import { sessionStorageSlot } from '@/data/local/demo-auth/demo-auth';
import { MemoryStorage } from '@tests/support/memory-storage';

/** A device: one localStorage, a sessionStorage per tab (window). */
function device() {
  const local = new MemoryStorage();
  const attach = (session: Storage) =>
    sessionStorageSlot('cle', { tab: () => session, device: () => local });
  return {
    openTab: () => {
      const session = new MemoryStorage();
      const slot = attach(session);
      return Object.assign(slot, { reload: () => attach(session) });
    },
  };
}

describe('[DEMO-SLOT] the demo session of a tab, and of the device (issue 25)', () => {
  it('[DEMO-SLOT1] a new window adopts the persona last signed in on the device', () => {
    const phone = device();
    const first = phone.openTab();
    expect(first.read()).toBeNull();
    first.write('demo-ambulance');
    // The installed app relaunched (offline): a new window, an empty session storage.
    expect(phone.openTab().read()).toBe('demo-ambulance');
  });

  it('[DEMO-SLOT2] each tab keeps its persona; signing out forgets the device’s only if it was this tab’s', () => {
    const phone = device();
    const clinic = phone.openTab();
    clinic.write('demo-clinique');
    const driver = phone.openTab();
    driver.write('demo-vtc-lyon');
    expect([clinic.read(), driver.read()]).toEqual(['demo-clinique', 'demo-vtc-lyon']);

    clinic.write(null);
    expect(clinic.read()).toBeNull();
    // Reloaded, the tab that signed out stays signed out: it adopts nobody.
    expect(clinic.reload().read()).toBeNull();
    expect(phone.openTab().read()).toBe('demo-vtc-lyon');
    driver.write(null);
    expect(phone.openTab().read()).toBeNull();
  });
});
