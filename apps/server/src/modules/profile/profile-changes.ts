import type { AppDeps } from '../../app-deps.ts';
import { findProfileChangedAt } from './profile.repository.ts';

/** When the borrower last changed their profile's details or references (a save of the same answers is no change). */
export function profileChangedAt(deps: Pick<AppDeps, 'db'>, userId: string): Promise<Date | undefined> {
  return findProfileChangedAt(deps.db, userId);
}
