import { simulatedAndroidHost } from './android-bridge-simulator';

/**
 * Every call into the native Android shell goes through this module. The shell injects
 * `window.Android`; without it each call does nothing, and a dev switch (localStorage
 * `kredo.devAndroid` = an API version such as `208`) stands in a simulated host.
 */
export type AndroidHost = {
  getApiVersion?: () => number | string;
  exitWebview?: () => void;
  /** Asks the shell for its session token; the shell answers through `window.onAndroidToken`. */
  requestToken?: () => void;
  /** Shows the shell's "leave this screen?" popup on back. */
  showBackPopup?: () => void;
  /** Asks for the SMS permission the shell needs to read bank and OTP messages (194 and 195). */
  askSmsPermission?: () => void;
  /** The same through the shell's newer permission flow (196 and later). */
  requestSmsPermission?: () => void;
  /** The store's in-app review (208 and later), and the older rating screen before it. */
  launchInAppReview?: () => void;
  rateApp?: () => void;
  /** Closes the screen the shell opened this page in (the bank statement), with how it ended. */
  closeActivity?: (result: ActivityResult) => void;
  /**
   * Tells the shell how the offer's journey ended: declined (spec 001 §4.4), or completed, for a
   * shell too old to close the webview (§4.7).
   */
  consentResult?: (result: ConsentResult) => void;
  /**
   * Takes the session token and the shell's API version before the page leaves for an outside
   * page (the payment gateway), so the shell carries the session on when that page returns.
   */
  handOverToken?: (token: string, version: number) => void;
  /** Clears the webview's history, so back does not return to the screens of a finished order. */
  clearWebStack?: () => void;
  /** Opens the phone's share sheet with a text: the referral link (spec 002 §4). */
  shareText?: (text: string) => void;
};

/** How the offer's journey ended, as the shell is told it. */
export type ConsentResult = 'DECLINED' | 'COMPLETED';

/** How a screen the shell opened ended, as the shell's activity result. */
export type ActivityResult = 'SUCCESS' | 'FAILURE';

declare global {
  // Extending the browser's Window type needs declaration merging, which only interfaces do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    Android?: AndroidHost;
    onAndroidToken?: (token: string) => void;
  }
}

/** Lowest shell API version that supports each native feature (spec 000 §6). */
export const androidApiThresholds = {
  backPopup: 179,
  smsPermission: 194,
  smsPermissionFlow: 196,
  exitWebview: 201,
  ratingHook: 208,
} as const;
export type AndroidFeature = keyof typeof androidApiThresholds;

export const tokenRequestTimeoutMs = 50_000;

function host(): AndroidHost | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.Android ?? simulatedAndroidHost();
}

export function hasNativeHost(): boolean {
  return host() !== undefined;
}

/** The shell's API version, or 0 when there is no shell. */
export function androidApiVersion(): number {
  const version = Number(host()?.getApiVersion?.() ?? 0);
  return Number.isFinite(version) ? version : 0;
}

export function supportsAndroidFeature(feature: AndroidFeature): boolean {
  return androidApiVersion() >= androidApiThresholds[feature];
}

/** Closes the webview; false when the shell is absent or too old, so the caller can navigate instead. */
export function exitWebview(): boolean {
  const exit = host()?.exitWebview;
  if (!exit || !supportsAndroidFeature('exitWebview')) return false;
  exit();
  return true;
}

/** The shell's session token, or undefined without a shell or after 50 s of silence. */
export function requestAndroidToken(timeoutMs = tokenRequestTimeoutMs): Promise<string | undefined> {
  const ask = host()?.requestToken;
  if (!ask) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    function finish(token: string | undefined) {
      clearTimeout(timer);
      window.onAndroidToken = undefined;
      resolve(token || undefined);
    }
    window.onAndroidToken = (token) => finish(token);
    ask();
  });
}

/** Shows the shell's back popup; false when the shell is absent or older than 179. */
export function showBackPopup(): boolean {
  const popup = host()?.showBackPopup;
  if (!popup || !supportsAndroidFeature('backPopup')) return false;
  popup();
  return true;
}

/**
 * Asks the shell for the SMS permission: through its newer flow from 196, the older call from
 * 194; false below 194 or without a shell.
 */
export function requestSmsPermission(): boolean {
  const shell = host();
  if (supportsAndroidFeature('smsPermissionFlow') && shell?.requestSmsPermission) {
    shell.requestSmsPermission();
    return true;
  }
  if (supportsAndroidFeature('smsPermission') && shell?.askSmsPermission) {
    shell.askSmsPermission();
    return true;
  }
  return false;
}

/** Asks for a store rating: the in-app review hook from 208, the older rating screen before. */
export function requestRating(): boolean {
  const shell = host();
  if (supportsAndroidFeature('ratingHook') && shell?.launchInAppReview) {
    shell.launchInAppReview();
    return true;
  }
  if (shell?.rateApp) {
    shell.rateApp();
    return true;
  }
  return false;
}

/**
 * Closes the shell's activity with its result (spec 000 §4.8: the bank statement screen ends
 * with SUCCESS or FAILURE); false when there is no shell or it cannot, so the caller navigates.
 */
export function closeActivity(result: ActivityResult): boolean {
  const close = host()?.closeActivity;
  if (!close) return false;
  close(result);
  return true;
}

/** Tells the shell how the offer's journey ended; false when there is no shell to tell. */
export function notifyConsentResult(result: ConsentResult): boolean {
  const notify = host()?.consentResult;
  if (!notify) return false;
  notify(result);
  return true;
}

/**
 * Hands the shell the session token and its API version before the page leaves for the payment
 * gateway (spec 002 §2); false when there is no shell or no token.
 */
export function handOverToken(token: string | undefined): boolean {
  const handOver = host()?.handOverToken;
  if (!handOver || !token) return false;
  handOver(token, androidApiVersion());
  return true;
}

/** Tells the shell to clear its webview's history (spec 002 §2); false when there is no shell to tell. */
export function clearWebStack(): boolean {
  const clear = host()?.clearWebStack;
  if (!clear) return false;
  clear();
  return true;
}

/** Opens the shell's share sheet with `text`; false when there is no shell that shares, so the caller copies. */
export function shareText(text: string): boolean {
  const share = host()?.shareText;
  if (!share) return false;
  share(text);
  return true;
}
