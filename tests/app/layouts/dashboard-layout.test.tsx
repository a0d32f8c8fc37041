import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('[DL1] the dashboard menu on a phone', () => {
  it('opens with focus on its first entry; Escape closes it and gives focus back to « Menu »', async () => {
    await renderApp('/dashboard/ambulance', { as: 'ambulance' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a tap outside, without acting on what lies under the tap', async () => {
    const { router } = await renderApp('/dashboard/ambulance', { as: 'ambulance' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(menuButton());
    await userEvent.click(document.querySelector('.sidebar-backdrop')!);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/dashboard/ambulance');
  });

  it('closes when an entry is chosen', async () => {
    const { router } = await renderApp('/dashboard/ambulance', { as: 'ambulance' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(menuButton());
    const nav = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Transports' }));
    expect(router.state.location.pathname).toBe('/dashboard/ambulance/transports');
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  });
});
