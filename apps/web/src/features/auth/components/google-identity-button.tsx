import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';

type GoogleAccountsId = {
  initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};
type GoogleGlobal = { accounts: { id: GoogleAccountsId } };

const scriptUrl = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleGlobal> | undefined;

/** Google Identity Services, downloaded once, when the first Google button is drawn. */
function loadGoogleIdentityServices(): Promise<GoogleGlobal> {
  loading ??= new Promise<GoogleGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleGlobal }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google Identity Services could not be downloaded'));
    };
    document.head.append(script);
  });
  return loading;
}

type GoogleIdentityButtonProps = { clientId: string; onCredential: (credential: string) => void };

/**
 * Google's own 'Sign in with Google' button (its terms require its look); Google hands the ID
 * token to `onCredential`. The server's CSP admits Google's script only when a client id is set.
 */
export default function GoogleIdentityButton({ clientId, onCredential }: GoogleIdentityButtonProps) {
  const { i18n } = useTranslation();
  const parent = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  });

  useEffect(() => {
    let cancelled = false;
    void loadGoogleIdentityServices().then((google) => {
      const element = parent.current;
      if (cancelled || !element) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => latest.current(credential),
      });
      google.accounts.id.renderButton(element, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'signin_with',
        shape: 'rectangular',
        width: Math.min(element.clientWidth || 320, 400),
        locale: i18n.language,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.language]);

  return <div ref={parent} style={{ minHeight: 44 }} />;
}
