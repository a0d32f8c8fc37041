import { describe, expect, it } from 'vitest';
import { bellCount, bellLabel } from '@/features/notifications/notification-time';

describe('[NOTIF-A11Y] the bell’s name contains what its badge shows (WCAG 2.5.3)', () => {
  it.each([
    [0, 'Notifications'],
    [1, 'Notifications (1 non lue)'],
    [2, 'Notifications (2 non lues)'],
    [99, 'Notifications (99 non lues)'],
    [150, 'Notifications (99+ non lues)'],
  ])('%i unread → « %s »', (unread, label) => {
    expect(bellLabel(unread)).toBe(label);
    if (unread > 0) expect(bellLabel(unread)).toContain(bellCount(unread));
  });
});
