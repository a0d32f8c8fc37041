/** Shown instead of the app when the configuration is unusable, so the cause is on screen, not in a console. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main id="main" className="bare-main">
      <div className="placeholder" role="alert">
        <h1>L’application ne peut pas démarrer</h1>
        <p>{message}</p>
        <p className="placeholder__note">
          Vérifiez les variables VITE_… de votre fichier .env (voir .env.example).
        </p>
      </div>
    </main>
  );
}
