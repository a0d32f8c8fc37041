/**
 * The publisher's identity for the legal pages (LCEN art. 6-III: name, address, RCS, capital, VAT, publication
 * director, host). Read from build-time variables (.env.example, « Éditeur du site »); never invented: an unset
 * field reads « [À compléter : …] » on the page, visibly.
 */
export interface CompanyField {
  label: string;
  value: string;
  /** True while the value is the placeholder. */
  missing: boolean;
}

const env = import.meta.env as Record<string, string | undefined>;

const field = (variable: string, label: string): CompanyField => {
  const value = env[variable]?.trim();
  return value
    ? { label, value, missing: false }
    : { label, value: `[À compléter : ${label.toLowerCase()}]`, missing: true };
};

export const COMPANY = {
  name: field('VITE_COMPANY_NAME', 'Raison sociale'),
  legalForm: field('VITE_COMPANY_LEGAL_FORM', 'Forme juridique'),
  capital: field('VITE_COMPANY_CAPITAL', 'Capital social'),
  address: field('VITE_COMPANY_ADDRESS', 'Adresse du siège'),
  rcs: field('VITE_COMPANY_RCS', 'Numéro RCS'),
  vat: field('VITE_COMPANY_VAT', 'Numéro de TVA intracommunautaire'),
  phone: field('VITE_COMPANY_PHONE', 'Téléphone'),
  email: field('VITE_COMPANY_EMAIL', 'Adresse électronique'),
  director: field('VITE_PUBLICATION_DIRECTOR', 'Directeur de la publication'),
  dpo: field('VITE_COMPANY_DPO_EMAIL', 'Contact du délégué à la protection des données'),
  hostName: field('VITE_HOST_NAME', 'Hébergeur'),
  hostAddress: field('VITE_HOST_ADDRESS', 'Adresse de l’hébergeur'),
  hostPhone: field('VITE_HOST_PHONE', 'Téléphone de l’hébergeur'),
  healthDataHost: field('VITE_HDS_HOST', 'Hébergeur certifié de données de santé (HDS)'),
} as const;
