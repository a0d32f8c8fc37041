import { describe, expect, it } from 'vitest';
import { buildNotification } from '@/domain/notification/build-notification';
import { notificationText } from '@/domain/notification/notification-text';
import { NOTIFICATION_TYPES } from '@/domain/notification/notification-type';
import { makeTransport, transportIn } from '@tests/domain/transport/fixtures';
import { NOW } from '../user/user-fixture';

/**
 * [NOT-TXT] Issue 21: the device renders a notification's French title and message from its type and the ride it
 * names; a stored text (an old document, or one a hostile device wrote) is never shown.
 */

const toClinic = (type: Parameters<typeof buildNotification>[0]) =>
  buildNotification(type, { orgId: 'clin_0001', transportId: 'doc-1' }, NOW);

describe('[NOT-TXT] rendered on the device from type and ride', () => {
  it('[NOT-TXT] the clinic reads its ride by patient, date and company', () => {
    const ride = transportIn('accepted', { provider_org_name: 'Ambulances Bellecour' });
    expect(
      notificationText(toClinic('transport_confirmed'), { transport: ride, patient: null }),
    ).toEqual({
      title: 'Transport confirmé',
      message:
        'Le transport de Jeanne Martin du 22/11/2026 à 16:30 a été confirmé par Ambulances Bellecour.',
    });
  });

  it('[NOT-TXT] a role-wide notice never names the patient, even when the device holds the name', () => {
    const ride = makeTransport({ requester_org_name: 'Clinique du Parc' });
    const roleWide = buildNotification('new_transport', { transportId: 'doc-1' }, NOW);
    expect(notificationText(roleWide, { transport: ride, patient: null }).message).toBe(
      'Un nouveau transport de Clinique du Parc est disponible.',
    );
  });

  it('[NOT-TXT] without the ride on the device it stays generic', () => {
    expect(
      notificationText(toClinic('driver_assigned'), { transport: null, patient: null }),
    ).toEqual({
      title: 'Chauffeur assigné',
      message: 'Un chauffeur a été assigné au transport.',
    });
  });

  it('[NOT-TXT] a text stored on the document is ignored: the type says what is shown', () => {
    const forged = {
      ...toClinic('transport_confirmed'),
      title: 'Transport annulé',
      message: 'Nous ne viendrons pas, appelez le 06 12 34 56 78.',
    };
    const shown = notificationText(forged, { transport: null, patient: null });
    expect(shown).toEqual({
      title: 'Transport confirmé',
      message: 'Le transport a été confirmé par le transporteur.',
    });
  });

  it.each(NOTIFICATION_TYPES)(
    '[NOT-TXT] %s reads as French, typographic apostrophes only',
    (type) => {
      const ride = transportIn('assigned', {
        provider_org_name: 'Ambulances de l’Ouest',
        requester_org_name: 'Clinique Sainte-Anne',
      });
      for (const transport of [ride, null]) {
        const { title, message } = notificationText(toClinic(type), { transport, patient: null });
        expect(title).toMatch(/^[A-ZÉ]/);
        expect(message).toMatch(/^[A-ZÉ].*\.$/);
        expect(`${title} ${message}`).not.toMatch(/'|undefined|null|doc-1|clin_0001/);
      }
    },
  );
});
