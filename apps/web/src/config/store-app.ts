/** Where the header's 'Get the app' link points: the native app's store listing. */
export const storeAppUrl = 'https://play.google.com/store/apps/details?id=com.kredo.app';
