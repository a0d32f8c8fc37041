import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkMessageText, MESSAGE_MAX_LENGTH } from '@/domain/messages/message';
import { TextAreaField } from '@/ui/text-area-field';

/**
 * The composer: a labelled text area and « Envoyer ». Ctrl/⌘ + Entrée sends from the keyboard; Entrée alone
 * makes a new line (a phone keyboard has no other way to). The field keeps the text when sending fails.
 */
export function MessageComposer({ send }: { send(text: string): Promise<string | null> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const checked = checkMessageText(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSending(true);
    const refused = await send(checked.text);
    setSending(false);
    if (refused !== null) {
      setError(refused);
      return;
    }
    setError(undefined);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="thread__composer" onSubmit={onSubmit} noValidate>
      <TextAreaField
        label="Votre message"
        name="message"
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        error={error}
        hint={`Ctrl + Entrée pour envoyer · ${text.length}/${MESSAGE_MAX_LENGTH}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary" disabled={sending}>
        Envoyer
      </button>
    </form>
  );
}
