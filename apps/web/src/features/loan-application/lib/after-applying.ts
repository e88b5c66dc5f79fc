import { sourceReturnUrls } from '@kredo/contract/partners';

export type AfterApplying =
  { kind: 'exit-webview' } | { kind: 'external'; url: string } | { kind: 'app'; path: string };

type Context = {
  /** Inside the Android app's webview. */
  android: boolean;
  /** The partner link's source, if the borrower came through one. */
  utmSource: string | undefined;
  /** The website where the borrower's dashboard lives, when one is configured. */
  websiteUrl: string | undefined;
};

/**
 * Where an applied borrower goes on closing the success message (spec 000 §4.1, §4.4): Android
 * exits the webview; a marketplace source goes back to its marketplace; otherwise the website's
 * dashboard, or this app's application status when there is no website.
 */
export function afterApplying({ android, utmSource, websiteUrl }: Context): AfterApplying {
  if (android) return { kind: 'exit-webview' };
  const marketplace = utmSource ? sourceReturnUrls[utmSource.trim().toUpperCase()] : undefined;
  if (marketplace) return { kind: 'external', url: marketplace };
  if (websiteUrl) return { kind: 'external', url: `${websiteUrl}/dashboard` };
  return { kind: 'app', path: '/application-status' };
}
