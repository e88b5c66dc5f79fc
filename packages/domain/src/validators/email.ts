// A pattern check, not RFC 5322: it refuses what users mistype (spaces, two @, a missing or
// one-letter top-level domain, doubled or edge dots) and lets the mailbox itself be the real proof.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/** Limits from RFC 5321: 64 for the part before @, 254 for the whole address. */
const MAX_LOCAL_LENGTH = 64;
const MAX_LENGTH = 254;

export function normaliseEmail(input: string): string {
  return input.trim();
}

export function isEmail(input: string): boolean {
  const email = normaliseEmail(input);
  if (email.length > MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    at > 0 &&
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}
