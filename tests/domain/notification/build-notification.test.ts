import { describe, expect, it } from 'vitest';
import { buildNotification, isNotificationExpired } from '@/domain/notification/build-notification';
import { notificationSchema } from '@/domain/notification/notification';
import { NOTIFICATION_TEXTS } from '@/domain/notification/notification-texts';
import { NOTIFICATION_TYPES } from '@/domain/notification/notification-type';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { NOW } from '../user/user-fixture';

const FULL = {
  transportId: 'tr_ambu_00012',
  patientName: 'Mme Durand',
  driverName: 'Karim',
  destination: 'CHU de Nantes',
  amount: 29.9,
};

const textOf = (type: keyof typeof NOTIFICATION_TEXTS, context: object) =>
  NOTIFICATION_TEXTS[type].message(context);

describe('[NOT3] built notifications carry no text, are unread, and expire 7 days later', () => {
  it.each(NOTIFICATION_TYPES)('[NOT3] %s: references only; its texts read as French', (type) => {
    const notification = buildNotification(type, { orgId: 'clin_0001', transportId: 't1' }, NOW);
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(Object.keys(notification)).not.toContain('title');
    expect(Object.keys(notification)).not.toContain('message');
    expect(notification.read).toBe(false);
    expect(notification.expires_at - notification.created_at).toBe(7 * MILLIS_PER_DAY);
    expect(NOTIFICATION_TEXTS[type].title.length).toBeGreaterThan(0);
    for (const context of [FULL, {}]) {
      const message = textOf(type, context);
      expect(message).toMatch(/^[A-ZÉ].*\.$/);
      expect(message).not.toMatch(/undefined|null|\s{2}|\s\.|'/);
    }
  });

  it.each([
    ['transport_accepted', FULL, 'Le transport de Mme Durand a été accepté.'],
    [
      'transport_accepted',
      { transportId: 'tr_ambu_00012' },
      'Le transport tr_ambu_00012 a été accepté.',
    ],
    [
      'transport_confirmed',
      { ...FULL, rideDate: '12/12/2026 à 10:00', providerName: 'Ambulances Bellecour' },
      'Le transport de Mme Durand du 12/12/2026 à 10:00 a été confirmé par Ambulances Bellecour.',
    ],
    ['transport_confirmed', {}, 'Le transport a été confirmé par le transporteur.'],
    [
      'new_transport',
      { requesterName: 'Clinique du Parc' },
      'Un nouveau transport de Clinique du Parc est disponible.',
    ],
    ['new_transport', FULL, 'Un nouveau transport pour Mme Durand est disponible.'],
    ['driver_assigned', FULL, 'Le chauffeur Karim a été assigné au transport de Mme Durand.'],
    [
      'driver_assigned',
      { driverName: 'Karim', providerName: 'Ambulances Bellecour', rideDate: '12/12/2026 à 10:00' },
      'Le chauffeur Karim (Ambulances Bellecour) a été assigné au transport du 12/12/2026 à 10:00.',
    ],
    ['driver_assigned', {}, 'Un chauffeur a été assigné au transport.'],
    ['new_patient', FULL, 'Nouveau patient enregistré : Mme Durand.'],
    ['new_course', FULL, 'Une nouvelle course vers CHU de Nantes est disponible.'],
    ['payment_received', FULL, 'Un paiement de 29,90\u00a0€ a été reçu.'],
    ['payment_received', {}, 'Un paiement a été reçu.'],
  ] as const)('[NOT3] %s reads « %s »', (type, context, message) => {
    expect(textOf(type, context)).toBe(message);
  });

  it('[NOT3] targeting and test-data flags are carried', () => {
    const notification = buildNotification(
      'course_started',
      { userId: 'u9', transportId: 'tr_vtc_00001', isTestData: true },
      NOW,
    );
    expect(notification).toMatchObject({
      role: 'vtc',
      user_id: 'u9',
      transport_id: 'tr_vtc_00001',
      is_test_data: true,
    });
  });
});

describe('[NOT5] organisation targeting and the transport link (our additions)', () => {
  it('[NOT5] org_id is carried; transport_id is the document id', () => {
    const linked = buildNotification(
      'transport_confirmed',
      { orgId: 'clin_0001', transportId: 'Xy12' },
      NOW,
    );
    expect(linked).toMatchObject({ org_id: 'clin_0001', user_id: null, transport_id: 'Xy12' });
    expect(buildNotification('transport_confirmed', {}, NOW)).toMatchObject({
      org_id: null,
      transport_id: null,
    });
  });
});

describe('[NOT4] a notification is expired from its expires_at on', () => {
  it.each([
    [-1, false],
    [0, true],
    [1, true],
  ])('[NOT4] %i ms after expires_at → expired: %s', (offset, expired) => {
    expect(isNotificationExpired({ expires_at: NOW }, NOW + offset)).toBe(expired);
  });
});
