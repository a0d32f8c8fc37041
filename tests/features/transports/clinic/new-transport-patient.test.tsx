import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Operation } from '@/domain/sync/operation';
import { ACTORS } from '@tests/domain/transport/fixtures';
import { patientRecord } from '@tests/support/patient-records';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport, withPatient } from './clinic-fixtures';
import { field, fill, fillValidRequest, openForm, SAVE_PATIENT, submit } from './request-form';

afterEach(() => vi.restoreAllMocks());

const PATIENTS = [
  patientRecord('patient_0001', CLINIC_ORG, {
    first_name: 'Jeanne',
    last_name: 'Martin',
    phone: '06 12 34 56 78',
    birth_date: '1948-03-12',
  }),
  patientRecord('patient_0002', CLINIC_ORG, { first_name: 'Éloïse', last_name: 'Durand' }),
  patientRecord('patient_0003', CLINIC_ORG, {
    first_name: 'Paul',
    last_name: 'Marchal',
    birth_date: '1960-11-02',
  }),
  patientRecord('PAT-MZ0ABC12345678', CLINIC_ORG, { first_name: 'Lucie', last_name: 'Roux' }),
];

const PICKER = 'Patient enregistré';
const optionTexts = () =>
  within(field(PICKER))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function outboxOps(data: UserData): Promise<Operation[]> {
  const entries = await data.db.outbox.orderBy('seq').toArray();
  return entries.map((entry) => entry.op);
}

async function createdTransport(data: UserData) {
  await screen.findByText('Demande enregistrée');
  const create = (await outboxOps(data)).find((op) => op.kind === 'transport.create');
  if (create?.kind !== 'transport.create') throw new Error('no transport.create in the outbox');
  return create.transport;
}

describe('[PAT-UI1] the picker lists the organisation’s patients', () => {
  it('offers « Nouveau patient » then each patient by name, birth date and sync state, with a count', async () => {
    await openForm({ patients: PATIENTS });
    expect(await screen.findByText('4 patients')).toBeVisible();
    expect(field(PICKER)).toHaveValue('');
    expect(field(PICKER)).toHaveAccessibleDescription('4 patients');
    expect(optionTexts()).toEqual([
      'Nouveau patient',
      'DURAND Éloïse',
      'MARCHAL Paul (02/11/1960)',
      'MARTIN Jeanne (12/03/1948)',
      'ROUX Lucie (en attente de synchronisation)',
    ]);
  });

  it('says so when the organisation has no patient yet, and still lets the user type one', async () => {
    await openForm();
    expect(
      await screen.findByText('Aucun patient enregistré pour l’instant : saisissez-le ci-dessous.'),
    ).toBeVisible();
    expect(screen.queryByLabelText(PICKER)).not.toBeInTheDocument();
    expect(field(SAVE_PATIENT)).toBeChecked();
  });
});

describe('[PAT-UI2] the search narrows the choices', () => {
  it('filters by name without accents or case, by phone digits, and keeps « Nouveau patient »', async () => {
    const { user } = await openForm({ patients: PATIENTS });
    await screen.findByText('4 patients');
    const search = field('Rechercher un patient');

    await user.type(search, 'mar');
    expect(optionTexts()).toEqual([
      'Nouveau patient',
      'MARCHAL Paul (02/11/1960)',
      'MARTIN Jeanne (12/03/1948)',
    ]);
    expect(screen.getByText('2 patients sur 4')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'eloise');
    expect(optionTexts()).toEqual(['Nouveau patient', 'DURAND Éloïse']);
    expect(screen.getByText('1 patient sur 4')).toBeVisible();

    await user.clear(search);
    await user.type(search, '0612');
    expect(optionTexts()).toEqual(['Nouveau patient', 'MARTIN Jeanne (12/03/1948)']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(optionTexts()).toEqual(['Nouveau patient']);
    expect(screen.getByText('Aucun patient ne correspond à cette recherche.')).toBeVisible();
  });
});

describe('[PAT-UI3] picking a saved patient', () => {
  it('fills the patient fields, which stay editable, and the request names the record', async () => {
    const { data, user } = await openForm({ patients: PATIENTS });
    await screen.findByText('4 patients');
    await user.selectOptions(field(PICKER), 'patient_0001');

    expect(field('Prénom du patient')).toHaveValue('Jeanne');
    expect(field('Nom du patient')).toHaveValue('Martin');
    expect(field('Téléphone du patient')).toHaveValue('06 12 34 56 78');
    expect(field('Date de naissance')).toHaveValue('1948-03-12');
    expect(screen.queryByLabelText(SAVE_PATIENT)).not.toBeInTheDocument();
    await user.clear(field('Téléphone du patient'));
    await fill(user, 'Téléphone du patient', '07 00 00 00 00');

    await fillValidRequest(user, { names: false });
    await submit(user);
    const transport = await createdTransport(data);
    expect(transport).toMatchObject({
      patient_id: 'patient_0001',
      patient_info: { firstName: 'Jeanne', lastName: 'Martin', phone: '07 00 00 00 00' },
    });
    expect((await outboxOps(data)).map((op) => op.kind)).toEqual(['transport.create']);
  });

  it('« Nouveau patient » forgets the record and its copied fields', async () => {
    const { data, user } = await openForm({ patients: PATIENTS });
    await screen.findByText('4 patients');
    await user.selectOptions(field(PICKER), 'patient_0003');
    await user.selectOptions(field(PICKER), '');
    expect(field('Prénom du patient')).toHaveValue('');
    expect(field('Date de naissance')).toHaveValue('');
    expect(field(SAVE_PATIENT)).toBeChecked();

    await fillValidRequest(user, { savePatient: false });
    await submit(user);
    expect(await createdTransport(data)).toMatchObject({ patient_id: null });
  });
});

describe('[PAT-UI3] a chosen record the server numbers meanwhile', () => {
  it('follows the rename (« PAT-… » → « patient_0042 »), so the request names the kept record', async () => {
    const { data, user } = await openForm({ patients: PATIENTS });
    await screen.findByText('4 patients');
    await user.selectOptions(field(PICKER), 'PAT-MZ0ABC12345678');
    const unsynced = (await data.db.patients.get('PAT-MZ0ABC12345678'))!;
    await data.db.transaction('rw', data.db.patients, async () => {
      await data.db.patients.delete(unsynced.id);
      await data.db.patients.put({ ...unsynced, id: 'patient_0042', local_id: unsynced.id });
    });
    await screen.findByRole('option', { name: 'ROUX Lucie' });
    await waitFor(() => expect(field(PICKER)).toHaveValue('patient_0042'));

    await fillValidRequest(user, { names: false });
    await submit(user);
    expect(await createdTransport(data)).toMatchObject({ patient_id: 'patient_0042' });
  });
});

describe('[PAT-UI4] saving a new patient with the request', () => {
  it('saves the patient first (patient.create), then the request naming its device id', async () => {
    const { data, user } = await openForm({ patients: PATIENTS });
    await screen.findByText('4 patients');
    await fill(user, 'Téléphone du patient', '06 11 22 33 44');
    await fillValidRequest(user, { savePatient: true });
    await user.selectOptions(field('Mobilité'), 'fauteuil_roulant');
    await submit(user);

    const transport = await createdTransport(data);
    const ops = await outboxOps(data);
    expect(ops.map((op) => op.kind)).toEqual(['patient.create', 'transport.create']);
    const created = ops[0]!;
    if (created.kind !== 'patient.create') throw new Error(created.kind);
    expect(created.patientId).toMatch(/^PAT-[0-9A-Z]+$/);
    expect(created.patient).toMatchObject({
      id: created.patientId,
      first_name: 'Jeanne',
      last_name: 'Martin',
      phone: '06 11 22 33 44',
      mobility: 'fauteuil_roulant',
      orga_id: CLINIC_ORG,
      created_by: data.viewer.uid,
    });
    expect(transport.patient_id).toBe(created.patientId);
    expect(
      await screen.findByText(
        `Dossier patient : ${created.patientId} (en attente de synchronisation)`,
      ),
    ).toBeVisible();
    // The record is on the device at once: the next request can pick it, even offline.
    expect(await data.db.patients.get(created.patientId)).toMatchObject({ last_name: 'Martin' });
  });

  it('[PAT-UI4b] records the patient’s e-mail on the saved record, lower-cased; an invalid one stops the request', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user, { savePatient: true });
    const email = 'Adresse e-mail du patient (pour qu’il suive ses transports)';
    await fill(user, email, 'jeanne@');
    await submit(user);
    expect(
      await screen.findByText(
        'L’adresse e-mail du patient est invalide (ex. jeanne.dupuis@exemple.fr).',
      ),
    ).toBeVisible();
    expect(await outboxOps(data)).toEqual([]);

    await user.clear(field(email));
    await fill(user, email, 'Jeanne.Martin@Exemple.fr');
    await submit(user);
    await createdTransport(data);
    const created = (await outboxOps(data))[0]!;
    if (created.kind !== 'patient.create') throw new Error(created.kind);
    expect(created.patient).toMatchObject({ email: 'jeanne.martin@exemple.fr' });
  });

  it('[PAT-UI4c] offers the e-mail only when the patient is saved in the list', async () => {
    const { user } = await openForm();
    const email = 'Adresse e-mail du patient (pour qu’il suive ses transports)';
    expect(field(email)).toBeVisible();
    await user.click(field(SAVE_PATIENT));
    expect(screen.queryByLabelText(email)).not.toBeInTheDocument();
  });

  it('saves the patient once when the request fails and the user tries again', async () => {
    const { data, user } = await openForm();
    const act = data.act.bind(data);
    vi.spyOn(data, 'act').mockImplementation(async (op) => {
      if (op.kind === 'transport.create' && (await data.db.transports.count()) === 0) {
        vi.mocked(data.act).mockImplementation(act);
        throw new Error('disque indisponible');
      }
      return act(op);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValidRequest(user, { savePatient: true });
    await submit(user);
    expect(await screen.findByText(/Votre saisie est conservée/)).toBeVisible();

    await submit(user);
    const transport = await createdTransport(data);
    const ops = await outboxOps(data);
    expect(ops.map((op) => op.kind)).toEqual(['patient.create', 'transport.create']);
    expect(transport.patient_id).toBe((ops[0] as { patientId: string }).patientId);
  });

  it('saves no patient when the box is unchecked', async () => {
    const { data, user } = await openForm({ patients: PATIENTS });
    await screen.findByText('4 patients');
    await fillValidRequest(user, { savePatient: false });
    await submit(user);
    expect(await createdTransport(data)).toMatchObject({ patient_id: null });
    expect((await outboxOps(data)).map((op) => op.kind)).toEqual(['transport.create']);
    expect(await data.db.patients.count()).toBe(PATIENTS.length);
  });

  it('requires the names (and checks the phone) before saving anything', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user, { names: false, savePatient: true });
    await fill(user, 'Prénom du patient', 'Jeanne');
    await fill(user, 'Téléphone du patient', '12');
    await submit(user);

    expect(field('Nom du patient')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nom du patient')).toHaveAccessibleDescription(
      'Le nom du patient est obligatoire.',
    );
    expect(field('Téléphone du patient')).toHaveAccessibleDescription(
      'Le numéro de téléphone du patient est invalide (ex. 06 12 34 56 78).',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('La demande contient 2 erreurs');
    expect(field('Nom du patient')).toHaveFocus();
    expect(await data.db.outbox.count()).toBe(0);
    expect(await data.db.patients.count()).toBe(0);

    // Unchecking the box turns the names back into soft warnings (spec §5).
    await user.click(field(SAVE_PATIENT));
    await user.clear(field('Téléphone du patient'));
    expect(field('Nom du patient')).not.toHaveAttribute('aria-invalid');
  });
});

describe('[PAT-UI5] an admin uses the same form', () => {
  it('picks among every organisation’s patients', async () => {
    const other = patientRecord('patient_0009', 'clin_0002', {
      first_name: 'Yves',
      last_name: 'Bas',
    });
    const { data, user } = await openForm({
      as: 'admin',
      orgId: ACTORS.admin.orgId,
      patients: [...PATIENTS, other],
    });
    expect(await screen.findByText('5 patients')).toBeVisible();
    // An admin has no list of their own: a typed patient stays on the request only.
    expect(screen.queryByRole('checkbox', { name: SAVE_PATIENT })).not.toBeInTheDocument();
    await user.selectOptions(field(PICKER), 'patient_0009');
    await fillValidRequest(user, { names: false });
    await submit(user);
    expect(await createdTransport(data)).toMatchObject({
      patient_id: 'patient_0009',
      patient_info: { firstName: 'Yves', lastName: 'Bas' },
    });
  });
});

describe('[PAT-UI6] the edit form offers no patient records', () => {
  it('shows the request’s patient record, no picker nor save box, and saves an edit as before', async () => {
    let data: UserData | null = null;
    const request = clinicTransport('d1', 'pending', 10, {
      ...withPatient('Jeanne', 'Martin'),
      patient_id: 'patient_0001',
    });
    await renderApp('/dashboard/clinique/transports/d1', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG, transports: [request], onReady: (opened) => (data = opened) },
    });
    expect(await screen.findByText('Dossier patient : patient_0001')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier la demande' });
    expect(within(form).queryByLabelText(PICKER)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(SAVE_PATIENT)).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Nom du patient'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Modifications enregistrées')).toBeVisible();
    const ops = await outboxOps(data!);
    expect(ops).toMatchObject([
      { kind: 'transport.edit', changes: { patient_info: { lastName: '' } } },
    ]);
  });
});

describe('[PAT-UI7] a request waiting for a patient whose creation failed says so', () => {
  it('shows the failure on the request, with « Réessayer »', async () => {
    const { data, user } = await openForm({ patients: [] });
    await fillValidRequest(user, { savePatient: true });
    await submit(user);
    await screen.findByText('Demande enregistrée');
    const [patientEntry] = await data.db.outbox.orderBy('seq').toArray();
    expect(patientEntry?.op.kind).toBe('patient.create');
    await data.store.markInflight([patientEntry!.seq]);
    await data.store.markFailed(patientEntry!.seq, 'Accès refusé');

    expect(
      await screen.findByText(
        'La création de la fiche du patient de cette demande n’a pas pu être envoyée : Accès refusé. Elle est conservée sur cet appareil.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(async () =>
      expect((await data.db.outbox.get(patientEntry!.seq))?.state).toBe('pending'),
    );
  });
});

describe('[PAT-HOME] issue 22: the patient’s home on the record', () => {
  const HOME = {
    rue: '3 rue des Lilas',
    ville: 'Lyon',
    codePostal: '69003',
    coordonnees: { lat: 45.76, lng: 4.85 },
  };

  it('saving a new patient keeps the pickup, located, as their home; unchecked, no home is kept', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user, { savePatient: true });
    expect(
      field(
        'L’adresse de départ est son domicile (gardée dans sa fiche pour ses prochaines demandes)',
      ),
    ).toBeChecked();
    await submit(user);
    await createdTransport(data);
    const [created] = await outboxOps(data);
    if (created?.kind !== 'patient.create') throw new Error(String(created?.kind));
    expect(created.patient.adresse).toEqual({
      rue: '12 rue de la Paix',
      ville: 'Paris',
      codePostal: '75002',
      coordonnees: null,
    });
  });

  it('picking a record with a home fills an empty pickup, coordinates included, never a typed one', async () => {
    const withHome = patientRecord('patient_0009', CLINIC_ORG, {
      first_name: 'Inès',
      last_name: 'Garnier',
      adresse: HOME,
    });
    const { data, user } = await openForm({ patients: [withHome, ...PATIENTS] });
    await screen.findByText('5 patients');
    await fill(user, 'Rue de départ', '8 avenue Foch');
    await user.selectOptions(field(PICKER), 'patient_0009');
    expect(field('Rue de départ')).toHaveValue('8 avenue Foch');
    expect(field('Ville de départ')).toHaveValue('');

    await user.selectOptions(field(PICKER), '');
    await user.clear(field('Rue de départ'));
    await user.selectOptions(field(PICKER), 'patient_0009');
    expect(field('Rue de départ')).toHaveValue('3 rue des Lilas');
    expect(field('Ville de départ')).toHaveValue('Lyon');
    expect(field('Code postal de départ')).toHaveValue('69003');

    await fill(user, 'Rue d’arrivée', '1 place du Parvis Notre-Dame');
    await fill(user, 'Ville d’arrivée', 'Paris');
    fireEvent.change(field('Date et heure du transport'), {
      target: { value: '2027-07-15T08:30' },
    });
    await user.selectOptions(field('Type de transport'), 'vsl');
    await submit(user);
    const transport = await createdTransport(data);
    expect(transport.adresse_depart).toMatchObject({
      ville: 'Lyon',
      coordonnees: HOME.coordonnees,
    });
  });
});
