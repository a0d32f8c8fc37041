import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { ContactField } from '@/domain/contact/contact-message';
import { useContactChannel } from '@/services/contact/contact-channel';
import { isBrowserOnline, useOnlineStatus } from '@/services/online-status';
import { PageTitle } from '@/ui/page-title';
import {
  flushContactOutbox,
  pendingContactMessages,
  submitContactMessage,
  type ContactOutboxDeps,
} from './contact-outbox';

const EMPTY: Record<ContactField, string> = { name: '', email: '', organisation: '', message: '' };
const LABELS: Record<ContactField, string> = {
  name: 'Nom',
  email: 'Adresse e-mail',
  organisation: 'Organisation (facultatif)',
  message: 'Message',
};

type Status = 'idle' | 'sending' | 'sent' | 'queued' | 'flushed' | 'refused';
const STATUS_TEXT: Partial<Record<Status, string>> = {
  sent: 'Message envoyé. Nous vous répondons par e-mail.',
  queued:
    'Vous êtes hors ligne : votre message est enregistré sur cet appareil et partira dès le retour du réseau.',
  flushed: 'Le réseau est revenu : votre message en attente est parti.',
};

/** /contact — a form that works offline: the message waits on the device until the network returns. */
export default function ContactPage() {
  const id = useId();
  const channel = useContactChannel();
  const online = useOnlineStatus();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [refusal, setRefusal] = useState('');

  const deps = useMemo<ContactOutboxDeps>(
    () => ({
      channel,
      isOnline: isBrowserOnline,
      now: Date.now,
      newId: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    }),
    [channel],
  );

  useEffect(() => {
    if (!online || pendingContactMessages() === 0) return;
    void flushContactOutbox(deps).then((sent) => {
      if (sent > 0 && pendingContactMessages() === 0) setStatus('flushed');
    });
  }, [online, deps]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // zod loads on the first submission: it is no part of the page's first load.
    const { parseContactMessage } = await import('@/domain/contact/contact-message');
    const parsed = parseContactMessage(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (Object.keys(EMPTY) as ContactField[]).find((field) => parsed.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    const result = await submitContactMessage(parsed.message, deps);
    setStatus(result.status);
    // Refused by the quota: the text stays in the form, to send later.
    if (result.status === 'refused') setRefusal(result.reason);
    else setValues(EMPTY);
  };

  const field = (name: ContactField, multiline = false) => {
    const inputId = `${id}-${name}`;
    const props = {
      id: inputId,
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${inputId}-error` : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <div className="field">
        <label htmlFor={inputId}>{LABELS[name]}</label>
        {multiline ? (
          <textarea rows={6} {...props} />
        ) : (
          <input type={name === 'email' ? 'email' : 'text'} autoComplete={name === 'email' ? 'email' : undefined} {...props} />
        )}
        {errors[name] && (
          <p id={`${inputId}-error`} className="field__error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="contact-page">
      <PageTitle>Contact</PageTitle>
      <p className="hero__lead">
        Une question, une démonstration pour votre établissement, un obstacle d’accessibilité ?
        Écrivez-nous. Sans réseau, le message attend sur votre appareil et part tout seul au retour de
        la connexion.
      </p>
      <form className="card contact-form" noValidate onSubmit={(event) => void submit(event)}>
        {field('name')}
        {field('email')}
        {field('organisation')}
        {field('message', true)}
        <button type="submit" className="button button--primary" disabled={status === 'sending'}>
          Envoyer
        </button>
        <p role="status" className="contact-form__status">
          {status === 'refused' ? refusal : (STATUS_TEXT[status] ?? '')}
        </p>
      </form>
    </div>
  );
}
