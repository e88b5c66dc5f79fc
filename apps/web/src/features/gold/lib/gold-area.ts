import type { GoldUser } from '@kredo/contract/gold';
import { createContext, use } from 'react';

export type GoldArea = {
  /** The borrower's gold user; null until they register. */
  user: GoldUser | null;
  userId: string;
  /** Opens the registration ('Register' on a screen that needs a gold user). */
  openRegistration: () => void;
};

export const GoldAreaContext = createContext<GoldArea>({
  user: null,
  userId: '',
  openRegistration: () => undefined,
});

/** The gold area's borrower, as the layout read them. */
export function useGoldArea(): GoldArea {
  return use(GoldAreaContext);
}
