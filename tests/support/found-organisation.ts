import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';
import { identityFor } from './organisation-identities';

/**
 * Issue 25: types an identity into the founding screen (« Votre établissement » / « Votre société ») as its
 * founder would — the FINESS only when the field is there — without submitting.
 */
export async function typeIdentity(identity: OrganisationIdentity): Promise<void> {
  const form = within(await screen.findByRole('form', { name: 'Identité de l’organisation' }));
  const box = (label: RegExp) => form.getByLabelText(label);
  await userEvent.type(box(/^Nom de l/), identity.name);
  await userEvent.type(box(/^Numéro et rue/), identity.adresse.rue);
  await userEvent.type(box(/^Code postal/), identity.adresse.codePostal);
  await userEvent.type(box(/^Ville/), identity.adresse.ville);
  await userEvent.type(box(/^Numéro SIRET/), identity.siret);
  if (identity.finess && form.queryByLabelText(/^Numéro FINESS/))
    await userEvent.type(box(/^Numéro FINESS/), identity.finess);
}

/** Founds through the screen: the identity of the account's kind (tests/support/organisation-identities), sent. */
export async function foundThroughScreen(kind: string): Promise<void> {
  await typeIdentity(identityFor(kind));
  await userEvent.click(
    await screen.findByRole('button', { name: /^Créer (mon établissement|ma société)$/ }),
  );
}
