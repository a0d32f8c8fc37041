// `npm run screenshots`: real screenshots of the app for /fonctionnalites, taken in Chromium against the demo build
// (`npm run build` first) and written as WebP into public/screenshots/ (committed). Encoding is Chromium's own
// (canvas.toDataURL('image/webp')): no image tool to install. The names and sizes are the ones
// src/features/public/feature-screenshots.ts declares; tests/features/public/feature-screenshots.test.ts checks
// that the files exist with those sizes.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4185);
const BASE = `http://localhost:${PORT}`;
const QUALITY = 0.62;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Persona (as listed on /auth), viewport, output width (desktop shots are scaled down to fit the page).
const SHOTS = [
  { file: 'clinique-bureau.webp', persona: 'Sophie Marchand', viewport: DESKTOP, width: 960 },
  { file: 'chauffeur-telephone.webp', persona: 'Julien Moreau', viewport: PHONE, width: 390 },
  { file: 'patient-telephone.webp', persona: 'Jeanne Dupuis', viewport: PHONE, width: 390 },
  { file: 'administrateur-bureau.webp', persona: 'Camille Laurent', viewport: DESKTOP, width: 960 },
];

async function waitForServer() {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Le serveur de prévisualisation ne répond pas sur ${BASE}`);
}

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await waitForServer();
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/auth`);
    await page.getByRole('button', { name: new RegExp(shot.persona) }).click();
    await page.waitForURL(/\/dashboard\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Lists fill in from the demo server, then the sync indicator settles.
    await page.waitForTimeout(1500);
    const png = await page.screenshot({ type: 'png' });
    const height = Math.round((shot.viewport.height * shot.width) / shot.viewport.width);
    const dataUrl = await page.evaluate(
      async ({ base64, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context2d = canvas.getContext('2d');
        context2d.imageSmoothingQuality = 'high';
        context2d.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { base64: png.toString('base64'), width: shot.width, height, quality: QUALITY },
    );
    const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
    writeFileSync(`${root}public/screenshots/${shot.file}`, bytes);
    console.info(`${shot.file} : ${shot.width}×${height}, ${(bytes.length / 1024).toFixed(1)} Ko`);
    await context.close();
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}
