import type { fields as enFields } from '../en/fields';
import type { DeepPartial } from '../deep-partial';

export const fields: DeepPartial<typeof enFields> = {
  date: {
    placeholder: 'दिन/माह/वर्ष',
  },
  address: {
    sameAsCurrent: 'वर्तमान पते के समान',
  },
  file: {
    choose: 'फ़ाइल चुनें',
    noFileChosen: 'कोई फ़ाइल नहीं चुनी गई',
  },
};
