/**
 * The hosts the specification speaks of, each mounted under its own base path of the one server.
 * The web app reads each base from its configuration so any host can later move to its own service.
 */
export const apiBases = {
  api: '/api',
  gateway: '/gateway',
  esign: '/esign',
  insurance: '/insurance',
  ifsc: '/ifsc',
  links: '/links',
  /** The back-office console's API: staff sign-in, the queue, decisions. Never borrower tokens. */
  backOffice: '/back-office',
} as const;

export type ApiBase = keyof typeof apiBases;
