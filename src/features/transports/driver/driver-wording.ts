import { useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';

export interface DriverWording {
  backTo: string;
  backLabel: string;
  cancelLabel: string;
  cancelledToast: string;
  notFound: string;
}

const AMBULANCE: DriverWording = {
  backTo: PATHS.ambulanceTransports,
  backLabel: 'Retour aux transports',
  cancelLabel: 'Annuler le transport',
  cancelledToast: 'Annulation enregistrée.',
  notFound:
    'Ce transport n’est pas sur cet appareil : il a peut-être été pris par un autre transporteur.',
};

const VTC: DriverWording = {
  backTo: PATHS.vtcTransports,
  backLabel: 'Retour aux courses',
  cancelLabel: 'Annuler la course',
  cancelledToast: 'Annulation enregistrée.',
  notFound:
    'Cette course n’est pas sur cet appareil : elle a peut-être été prise par un autre chauffeur.',
};

/** The same screen serves both sections; only the words and the way back differ. */
export function useDriverWording(): DriverWording {
  const { pathname } = useLocation();
  return pathname.startsWith(`${PATHS.vtc}/`) ? VTC : AMBULANCE;
}
