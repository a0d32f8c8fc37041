import PatientSpacePage from './patient-space-page';

/** /mon-espace: the same space, under the name the mobile shortcut uses. */
export default function MySpacePage() {
  return <PatientSpacePage title="Mon espace" />;
}
