import { appContactChannel } from '@/app/compose/contact-channel';
import ContactPage from '@/features/public/contact/contact-page';
import { ContactChannelContext } from '@/services/contact/contact-channel';

/** /contact, composed by the app layer: the form with the channel of the configured mode. */
export default function ContactRoute() {
  return (
    <ContactChannelContext.Provider value={appContactChannel}>
      <ContactPage />
    </ContactChannelContext.Provider>
  );
}
