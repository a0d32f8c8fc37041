import { expect, test } from '@playwright/test';
import { PERSONAS, signInAs, type PersonaRole } from './support';

const DASHBOARDS: Record<PersonaRole, string> = {
  admin: '/dashboard/admin',
  clinique: '/dashboard/clinique',
  ambulance: '/dashboard/ambulance',
  vtc: '/dashboard/vtc',
  patient: '/dashboard/utilisateur',
};

for (const role of Object.keys(PERSONAS) as PersonaRole[]) {
  test(`[E2E-AUTH1] the ${role} demo persona lands on its dashboard`, async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Mode démonstration' })).toBeVisible();
    await signInAs(page, role);
    await expect(page).toHaveURL(new RegExp(`${DASHBOARDS[role]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  });
}

test('[E2E-AUTH2] an unauthenticated deep link comes back after sign-in', async ({ page }) => {
  await page.goto('/dashboard/ambulance/transports?tab=urgents');
  await expect(page).toHaveURL(/\/auth\?mode=login&returnTo=/);
  await signInAs(page, 'ambulance');
  await expect(page).toHaveURL(/\/dashboard\/ambulance\/transports\?tab=urgents$/);
});

test('[E2E-AUTH3] each tab keeps its own demo persona', async ({ context }) => {
  const clinic = await context.newPage();
  await signInAs(clinic, 'clinique');
  await expect(clinic).toHaveURL(/\/dashboard\/clinique$/);
  const ambulance = await context.newPage();
  await signInAs(ambulance, 'ambulance');
  await expect(ambulance).toHaveURL(/\/dashboard\/ambulance$/);
  await clinic.reload();
  await expect(clinic).toHaveURL(/\/dashboard\/clinique$/);
});
