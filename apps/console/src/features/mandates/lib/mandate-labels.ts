import type { MandateQueueItem } from '@kredo/contract/mandates';
import { findMandateReason } from '@kredo/domain/repayment-modes';

import { formatAge, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

/** 'E-NACH', 'Paper', or 'Paper (agent)' for a form an agent collects. */
export function modeLabel({ mode, collection }: Pick<MandateQueueItem, 'mode' | 'collection'>): string {
  return text.mandates.modeLabel(text.mandates.modes[mode], collection === 'AGENT');
}

/** A reason code with its text ('M003 Drawer's signature differs'); an unknown code as it came. */
export function reasonLabel(code: string | null): string | null {
  return code === null ? null : text.mandates.reason(code, findMandateReason(code)?.text);
}

export function frequencyLabel(code: string): string {
  const labels: Record<string, string | undefined> = text.mandate.frequencies;
  return text.mandate.frequency(labels[code], code);
}

/** How long ago and when: '3 h ago', and the date and time. */
export function sinceLabels(iso: string): { age: string; at: string } {
  return { age: text.mandates.age(formatAge(iso)), at: formatDateTime(iso) };
}

const calendarDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (2026-03-01) as '1 Mar 2026', whatever the browser's time zone. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate.format(date);
}
