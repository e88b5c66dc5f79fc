import type { fields as enFields } from '../en/fields';
import type { DeepPartial } from '../deep-partial';

export const fields: DeepPartial<typeof enFields> = {
  date: {
    placeholder: 'दिन/माह/वर्ष',
  },
  mobile: {
    countryCode: 'भारत का कोड',
  },
  address: {
    sameAsCurrent: 'वर्तमान पते के समान',
  },
  file: {
    noFileChosen: 'कोई फ़ाइल नहीं चुनी गई',
    chosen: 'चुनी गई फ़ाइल: {{name}}',
  },
};
