import type { profile as enProfile } from '../en/profile';
import type { DeepPartial } from '../deep-partial';

export const profile: DeepPartial<typeof enProfile> = {
  fetchingDetails: 'कृपया प्रतीक्षा करें, हम आपका विवरण ला रहे हैं',
  tryAgain: 'फिर से प्रयास करें',
};
