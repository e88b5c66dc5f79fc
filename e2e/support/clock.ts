import { devPaths, type ClockState } from '@kredo/contract/dev';

import { advanceClock } from './sign-in.ts';

/** The server clock to `time` (India) on `day`, if that is ahead; it never goes back. */
export async function clockTo(baseUrl: string, day: string, time: string): Promise<void> {
  const { now } = (await (await fetch(`${baseUrl}${devPaths.clock}`)).json()) as ClockState;
  const ahead = Date.parse(`${day}T${time}:00+05:30`) - Date.parse(now);
  if (ahead > 0) await advanceClock(baseUrl, ahead);
}

/** Runs the close of business through the last day ended by the server clock, then the loans' sweep. */
export const closeOfBusiness = (baseUrl: string) =>
  fetch(`${baseUrl}${devPaths.closeOfBusiness}`, { method: 'POST' });
