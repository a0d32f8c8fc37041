import type { OutboxEntry } from '@/data/ports';
import type { UserData } from '@/data/local/user-data';
import type { UserType } from '@/domain/shared/role';
import { ownOrganisationOf, renderApp } from '@tests/support/render-app';

/** Paramètres with real device data (Dexie on fake-indexeddb): what a save puts in the outbox is inspected. */
export async function renderSettings(path: string, as: UserType) {
  let data: UserData | null = null;
  const rendered = await renderApp(path, {
    as,
    userData: { orgId: ownOrganisationOf(as), onReady: (opened) => (data = opened) },
  });
  const device = () => {
    if (!data) throw new Error('Données de l’appareil non ouvertes');
    return data;
  };
  const outbox = async (): Promise<OutboxEntry[]> => device().db.outbox.toArray();
  return { ...rendered, device, outbox };
}
