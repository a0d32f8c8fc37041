import { Modal } from '@/ui/modal';

/** Spec §2 'feature coming' modal: says so plainly instead of opening an empty page. */
export function FeatureComingModal({ feature, onClose }: { feature: string; onClose(): void }) {
  return (
    <Modal
      title="Bientôt disponible"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          J’ai compris
        </button>
      }
    >
      <p>
        La rubrique « {feature} » arrive dans une prochaine version. Vos transports, eux,
        fonctionnent déjà, même hors ligne.
      </p>
    </Modal>
  );
}
