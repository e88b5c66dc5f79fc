import { indianDate, type IsoDate } from '@kredo/domain/calendar-date';
import { serverNow } from './server-clock';

/** Today's date in India by the server's clock (lib/server-clock.ts). */
export function serverToday(): IsoDate {
  return indianDate(serverNow());
}
