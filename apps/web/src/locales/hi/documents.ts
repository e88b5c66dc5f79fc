import type { DeepPartial } from '../deep-partial';
import type { documents as enDocuments } from '../en/documents';

export const documents: DeepPartial<typeof enDocuments> = {
  continue: 'आगे बढ़ें',
  types: {
    SELFIE: 'सेल्फ़ी',
    PAN: 'PAN कार्ड',
    PAY_SLIP: 'नवीनतम वेतन पर्ची',
    CURRENT_ADDRESS_PROOF: 'वर्तमान पते का प्रमाण',
    RENTAL_AGREEMENT: 'किराया अनुबंध',
    OFFER_LETTER: 'ऑफ़र लेटर',
  },
  required: '{{label}} आवश्यक है',
  status: {
    uploaded: 'अपलोड हो गया',
    required: 'आवश्यक',
    optional: 'वैकल्पिक',
  },
  upload: {
    upload: 'अपलोड करें',
    replace: 'बदलें',
    uploading: 'अपलोड हो रहा है…',
    wait: 'कृपया प्रतीक्षा करें…',
    file: '{{label}} की फ़ाइल',
    preview: '{{label}} की झलक',
  },
  addressProof: {
    type: 'पते के प्रमाण का प्रकार',
    types: { DL: 'ड्राइविंग लाइसेंस', AADHAAR: 'आधार कार्ड', VOTER_ID: 'वोटर आईडी', PASSPORT: 'पासपोर्ट' },
    parts: { FRONT: 'सामने का हिस्सा', BACK: 'पीछे का हिस्सा' },
    choose: '{{part}} चुनें',
    change: '{{part}} बदलें',
    image: '{{part}} की फ़ोटो',
  },
  kyc: {
    title: 'KYC',
    body: 'आधार, DigiLocker या दस्तावेज़ स्कैन से अपनी पहचान और पता सत्यापित करें।',
    complete: 'KYC पूरा करें',
  },
  selfie: {
    take: 'सेल्फ़ी लें',
    retake: 'दोबारा सेल्फ़ी लें',
    title: 'सेल्फ़ी लें',
    camera: 'कैमरा',
    picture: 'आपकी सेल्फ़ी',
    uploaded: 'सेल्फ़ी अपलोड हो गई',
    cancel: 'रद्द करें',
    capture: 'फ़ोटो खींचें',
    retakeShot: 'दोबारा खींचें',
    submit: 'जमा करें',
    submitting: 'जमा हो रहा है…',
    proceed: 'आगे बढ़ें',
  },
};
