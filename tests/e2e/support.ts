import type { Page } from '@playwright/test';

/** Demo personas by role, as the auth page lists them (names from the seeded demo world). */
export const PERSONAS = {
  admin: 'Camille Laurent',
  clinique: 'Sophie Marchand',
  ambulance: 'Julien Moreau',
  vtc: 'Karim Benali',
  patient: 'Jeanne Dupuis',
} as const;

export type PersonaRole = keyof typeof PERSONAS;

/** Signs this tab in as a demo persona from the auth page it is on (or opens it). */
export async function signInAs(page: Page, role: PersonaRole): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByRole('button', { name: new RegExp(PERSONAS[role]) }).click();
}
