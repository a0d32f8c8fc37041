import { Alert } from '@/ui/alert';

/** The summary above the form after a refused submit; each message also sits next to its field. */
export function FormAlerts({ errorCount, general }: { errorCount: number; general: string[] }) {
  if (errorCount === 0) return null;
  return (
    <Alert tone="danger">
      <p>
        {errorCount > 1
          ? `La demande contient ${errorCount} erreurs : corrigez les champs signalés.`
          : 'La demande contient une erreur : corrigez le champ signalé.'}
      </p>
      {general.length > 0 && (
        <ul>
          {general.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
