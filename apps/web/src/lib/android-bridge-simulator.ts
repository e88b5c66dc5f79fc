import type { AndroidHost } from './android-bridge';
import { browserStore } from './storage';

/** localStorage keys of the dev switch; set them in the browser console to act as the shell. */
export const androidDevKeys = { apiVersion: 'kredo.devAndroid', token: 'kredo.devAndroidToken' } as const;

/** Each simulated native call is announced as this window event, so a tester or test can see it. */
export const androidBridgeEvent = 'kredo:android-bridge';

export function simulatedAndroidHost(): AndroidHost | undefined {
  const version = browserStore().getItem(androidDevKeys.apiVersion);
  if (!version) return undefined;
  const announce = (call: string) =>
    window.dispatchEvent(new CustomEvent(androidBridgeEvent, { detail: { call } }));
  return {
    getApiVersion: () => version,
    exitWebview: () => announce('exitWebview'),
    showBackPopup: () => announce('showBackPopup'),
    askSmsPermission: () => announce('askSmsPermission'),
    requestSmsPermission: () => announce('requestSmsPermission'),
    launchInAppReview: () => announce('launchInAppReview'),
    rateApp: () => announce('rateApp'),
    closeActivity: (result) => announce(`closeActivity(${result})`),
    consentResult: (result) => announce(`consentResult(${result})`),
    handOverToken: (_token, apiVersion) => announce(`handOverToken(${apiVersion})`),
    clearWebStack: () => announce('clearWebStack'),
    shareText: () => announce('shareText'),
    requestToken: () => {
      announce('requestToken');
      const token = browserStore().getItem(androidDevKeys.token) ?? '';
      // The real shell answers asynchronously; so does the stand-in.
      setTimeout(() => window.onAndroidToken?.(token), 0);
    },
  };
}
