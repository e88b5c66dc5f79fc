import {
  incompleteInfoScreens,
  incompleteInfoSubStatuses,
  subStatusScreens,
  type IncompleteInfoScreen,
  type IncompleteInfoSubStatus,
} from '@kredo/domain/incomplete-info';

export type SubStatusGroup = { screen: IncompleteInfoScreen; subStatuses: IncompleteInfoSubStatus[] };

/** Every sub-status staff may ask for, grouped by the correction screen that settles it. */
export const subStatusGroups: readonly SubStatusGroup[] = incompleteInfoScreens
  .map((screen) => ({
    screen,
    subStatuses: incompleteInfoSubStatuses.filter((subStatus) => subStatusScreens[subStatus] === screen),
  }))
  .filter((group) => group.subStatuses.length > 0);
