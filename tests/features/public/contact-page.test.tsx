import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_TOO_SOON } from '@/domain/contact/contact-quota';
import { DEMO_INBOX_KEY } from '@/services/contact/contact-channel';
import { renderApp } from '@tests/support/render-app';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};
const inbox = () => JSON.parse(localStorage.getItem(DEMO_INBOX_KEY) ?? '[]') as { name: string }[];

async function fill() {
  await userEvent.type(await screen.findByLabelText('Nom'), 'Claire Petit');
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'claire@clinique.fr');
  await userEvent.type(screen.getByLabelText('Organisation (facultatif)'), 'Clinique du Parc');
  await userEvent.type(screen.getByLabelText('Message'), 'Bonjour, une démonstration pour notre équipe ?');
}

describe('[CON1] /contact: validated in French, queued offline, sent when the network returns', () => {
  it('[CON1] shows one French error per invalid field and focuses the first', async () => {
    await renderApp('/contact');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Indiquez votre nom (2 caractères au moins).')).toBeVisible();
    expect(
      screen.getByText('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.'),
    ).toBeVisible();
    expect(screen.getByText('Votre message doit contenir au moins 10 caractères.')).toBeVisible();
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  });

  it('[CON1] online: delivered at once to the channel (demo inbox)', async () => {
    setOnline(true);
    await renderApp('/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Message envoyé. Nous vous répondons par e-mail.')).toBeVisible();
    expect(inbox().map((message) => message.name)).toEqual(['Claire Petit']);
  });

  it('[CON1] offline: kept on the device, the visitor is told, and it leaves when back online', async () => {
    setOnline(false);
    await renderApp('/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText(/Vous êtes hors ligne : votre message est enregistré sur cet appareil/),
    ).toBeVisible();
    expect(inbox()).toEqual([]);
    setOnline(true);
    expect(
      await screen.findByText('Le réseau est revenu : votre message en attente est parti.'),
    ).toBeVisible();
    expect(inbox().map((message) => message.name)).toEqual(['Claire Petit']);
  });

  it('[CON2] a second message within the minute: refused in French, the text stays in the form, the inbox keeps one', async () => {
    setOnline(true);
    await renderApp('/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Message envoyé. Nous vous répondons par e-mail.')).toBeVisible();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(CONTACT_TOO_SOON)).toBeVisible();
    expect(screen.getByLabelText('Nom')).toHaveValue('Claire Petit');
    expect(inbox().map((message) => message.name)).toEqual(['Claire Petit']);
  });
});
