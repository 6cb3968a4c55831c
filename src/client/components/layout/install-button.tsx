import { useEffect, useState } from 'react';

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Shown only when the browser offers to install the app. */
export function InstallButton() {
  const [prompt, setPrompt] = useState<InstallPromptEvent>();
  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const installed = () => setPrompt(undefined);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  if (!prompt) return null;
  return (
    <button
      type="button"
      className="btn-outline min-h-11 w-full px-4 lg:w-auto"
      onClick={() => {
        void prompt.prompt();
        void prompt.userChoice.finally(() => setPrompt(undefined));
      }}
    >
      Install app
    </button>
  );
}
