import { expect, it } from 'vitest';
import type { AdminHarnessRef } from './admin-contract';

const message = (id: string, name: string, writtenAt: number) => ({
  id,
  name,
  email: `${id}@exemple.fr`,
  organisation: '',
  message: 'Bonjour, pouvez-vous me rappeler au sujet de l’abonnement ?',
  writtenAt,
});

export function defineContactCases(h: AdminHarnessRef) {
  it('[ADMC4] the admin reads what visitors filed through /contact, newest first', async () => {
    await h().fileContact(message('contact-ancien', 'Alice Martin', 1_700_000_000_000));
    await h().fileContact(message('contact-recent', 'Bruno Petit', 1_700_000_060_000));
    const read = await h().adminAs('admin').listContactMessages();
    expect(read.success).toBe(true);
    expect(read.data?.map((m) => [m.id, m.name, m.email])).toEqual([
      ['contact-recent', 'Bruno Petit', 'contact-recent@exemple.fr'],
      ['contact-ancien', 'Alice Martin', 'contact-ancien@exemple.fr'],
    ]);
  });
}
