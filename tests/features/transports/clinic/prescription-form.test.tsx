import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, fill, fillValidRequest, openForm, submit } from './request-form';

describe('[PMT-UI1] « Prescription médicale de transport » in the request form', () => {
  it('[PMT-UI1] choosing a mode presets the vehicle type; another type is pointed out; a VTC for a VSL prescription is refused in French', async () => {
    const { user } = await openForm();
    await fillValidRequest(user);
    await user.selectOptions(field('Mode de transport prescrit'), 'ambulance');
    expect(field('Type de transport')).toHaveValue('ambulance');
    await user.selectOptions(field('Type de transport'), 'vsl');
    expect(
      screen.getByText('Le véhicule demandé ne correspond pas à la prescription (Ambulance).'),
    ).toBeInTheDocument();

    await user.selectOptions(field('Mode de transport prescrit'), 'vsl');
    await user.selectOptions(field('Type de transport'), 'vtc');
    await submit(user);
    expect(field('Type de transport')).toHaveAccessibleDescription(
      'Un transport prescrit en VSL ne peut pas être confié à un VTC : choisissez une ambulance ou un VSL.',
    );
    expect(field('Prescripteur')).toHaveAccessibleDescription(
      'Indiquez le prescripteur (nom du médecin).',
    );
  });

  it('[PMT-UI1] a valid prescription is filed with the request: its mode shared, its references private', async () => {
    const { data, user, router } = await openForm();
    await fillValidRequest(user);
    await user.selectOptions(field('Mode de transport prescrit'), 'vsl');
    await fill(user, 'Prescripteur', 'Dr Claire Martin');
    fireEvent.change(field('Date de la prescription'), { target: { value: '2027-07-01' } });
    await user.click(screen.getByLabelText('Transport en série'));
    await submit(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/clinique\/transports\/\w{20}$/),
    );
    const [entry] = await data.db.outbox.toArray();
    const transport = (entry!.op as { transport: Record<string, unknown> }).transport;
    expect(transport.prescribed_mode).toBe('vsl');
    expect(transport.prescription).toEqual({
      prescripteur: 'Dr Claire Martin',
      date_prescription: '2027-07-01',
      accord_prealable: false,
      date_accord: null,
      serie: true,
    });
  });
});
