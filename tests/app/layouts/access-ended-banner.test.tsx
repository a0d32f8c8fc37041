import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessEndedBanner } from '@/app/layouts/access-ended-banner';
import { MEMBERSHIP_ENDED } from '@/domain/organisation/membership';
import { ServicesContext, type AppServices } from '@/services/services-context';
import { createSyncStateStore } from '@/sync/sync-state-store';
import { INITIAL_SYNC_STATE } from '@/sync/sync-state';

describe('AccessEndedBanner (issue 13)', () => {
  it('says in French why the lists emptied once the sync finds the member removed', () => {
    const store = createSyncStateStore(INITIAL_SYNC_STATE);
    const services = {
      sync: { ...store, syncNow: async () => undefined },
    } as unknown as AppServices;
    render(
      <ServicesContext.Provider value={services}>
        <AccessEndedBanner />
      </ServicesContext.Provider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => store.update({ accessEnded: MEMBERSHIP_ENDED }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Accès à l’organisation retiré.');
    expect(alert).toHaveTextContent('Vous ne faites plus partie de cette organisation');
  });
});
