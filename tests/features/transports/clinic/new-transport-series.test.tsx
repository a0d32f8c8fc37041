import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, fill, fillValidRequest, openForm } from './request-form';

describe('[CL-SER1] aller-retour and series in the request form (issue 22)', () => {
  it('files an aller-retour as two linked rides in one go', async () => {
    const { data, user, router } = await openForm();
    await fillValidRequest(user);
    await user.click(screen.getByLabelText('Aller-retour, retour à une heure fixée'));
    fireEvent.change(field('Heure du retour'), { target: { value: '12:00' } });
    expect(screen.getByText('2 transports (aller et retour)')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les demandes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/clinique\/transports\/\w{20}$/),
    );
    const rides = (await data.db.transports.toArray()).map((row) => row.view);
    expect(rides).toHaveLength(2);
    const aller = rides.find((ride) => ride.trip_leg === 'aller')!;
    const retour = rides.find((ride) => ride.trip_leg === 'retour')!;
    expect([aller.partner_id, retour.partner_id]).toEqual([retour.id, aller.id]);
    expect(retour.adresse_depart.ville).toBe(aller.adresse_arrivee.ville);
    expect(await data.db.outbox.count()).toBe(2);
  });

  it('a series: a live French summary, then each session filed as its own ride, linked to the series', async () => {
    const { data, user, router } = await openForm();
    await fillValidRequest(user);
    await user.click(
      screen.getByLabelText('Transport en série (dialyse, chimiothérapie, rééducation…)'),
    );
    for (const day of ['Lundi', 'Jeudi']) await user.click(screen.getByLabelText(day));
    fireEvent.change(field('Heure de l’aller'), { target: { value: '09:00' } });
    fireEvent.change(field('Date de début'), { target: { value: '2027-07-05' } });
    await fill(user, 'Nombre de séances', '4');
    expect(
      screen.getByText(
        '4 séances, du lundi 5 juillet 2027 au jeudi 15 juillet 2027 — 4 transports',
      ),
    ).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les demandes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/clinique\/series\/\w{20}$/),
    );
    const rides = (await data.db.transports.toArray()).map((row) => row.view);
    expect(rides.map((ride) => ride.series_index).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(rides.map((ride) => ride.series_id)).size).toBe(1);
    expect(await data.db.outbox.count()).toBe(4);
  });

  it('a series with no weekday is refused in French, nothing filed', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user);
    await user.click(
      screen.getByLabelText('Transport en série (dialyse, chimiothérapie, rééducation…)'),
    );
    fireEvent.change(field('Heure de l’aller'), { target: { value: '09:00' } });
    fireEvent.change(field('Date de début'), { target: { value: '2027-07-05' } });
    await fill(user, 'Nombre de séances', '4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les demandes' }));
    // Next to the days, and as the reason nothing was filed.
    expect(await screen.findAllByText('Choisissez au moins un jour de la semaine.')).toHaveLength(
      2,
    );
    expect(await data.db.outbox.count()).toBe(0);
  });
});
