import type { MessageKey } from '@kredo/contract/messages';

/** Keys missing here (new catalogue entries) fall back to the English text. */
export const messages: Partial<Record<MessageKey, string>> = {
  genericRequestFailure: 'अनुरोध पूरा नहीं हो सका, कृपया फिर से प्रयास करें',
  somethingWentWrong: 'कुछ गलत हो गया',
  somethingWentWrongBang: 'कुछ गलत हो गया!',
  sessionTimeout: 'सत्र समाप्त हो गया',
  pageNotFound: 'पेज नहीं मिला',
  fieldRequired: 'यह फ़ील्ड आवश्यक है',
  unsupportedCharacters: 'कृपया असमर्थित वर्ण हटाएँ।',
  enterCorrectDetails: 'आवेदन जारी रखने के लिए कृपया सही विवरण दर्ज करें',
  enterMandatoryDetails: 'कृपया अनिवार्य विवरण दर्ज करें',
  tooManyRequests: 'बहुत अधिक अनुरोध। कृपया एक मिनट रुककर फिर से प्रयास करें।',
  youAreOffline: 'आप ऑफ़लाइन हैं',
  youAreBackOnline: 'आप फिर से ऑनलाइन हैं',
  mailUsAt: 'हमें ईमेल करें',
  incorrectOtp: 'गलत OTP',
  incorrectOtpBang: 'गलत OTP!',
  otpExpired: 'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP मँगाएँ।',
  otpAlreadyUsed: 'इस OTP का उपयोग हो चुका है। कृपया नया OTP मँगाएँ।',
  otpSuperseded: 'एक नया OTP भेजा गया है। कृपया नवीनतम OTP दर्ज करें।',
  otpTooManyAttempts: 'बहुत अधिक गलत प्रयास। कृपया नया OTP मँगाएँ।',
  otpNotFound: 'यह OTP मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  signinPanNotFound:
    'हमें अपने रिकॉर्ड में आपके PAN और मोबाइल का यह संयोजन नहीं मिला। लोन आवेदन शुरू करने के लिए मोबाइल ऐप पर जाएँ',
  signinDobNotFound:
    'हमें अपने रिकॉर्ड में आपकी जन्म तिथि और मोबाइल का यह संयोजन नहीं मिला। लोन आवेदन शुरू करने के लिए मोबाइल ऐप पर जाएँ',
  otpResendWait: 'नया OTP माँगने से पहले कृपया {{seconds}} सेकंड प्रतीक्षा करें।',
  otpSendLimit: 'आपने बहुत अधिक OTP माँगे हैं। कृपया {{minutes}} मिनट बाद फिर से प्रयास करें।',
  otpSignInLocked:
    'बहुत अधिक गलत कोड। आपकी सुरक्षा के लिए, इस नंबर से साइन-इन {{time}} तक बंद है। उसके बाद फिर से प्रयास करें।',
  otpAccountLocked:
    'बहुत अधिक गलत कोड। आपकी सुरक्षा के लिए, आपके खाते पर कोड की जाँच {{time}} तक बंद है। उसके बाद फिर से प्रयास करें।',
  mobileTakenByAnotherAccount: 'यह मोबाइल नंबर किसी दूसरे खाते से पंजीकृत है। कृपया कोई दूसरा नंबर इस्तेमाल करें।',
  mobileOtpFailure: 'कुछ गलत हो गया, कृपया बाद में फिर से प्रयास करें।',
  googleSigninFailed: 'Google से साइन इन नहीं हो सका। कृपया फिर से प्रयास करें।',
  emailUserNotFound: 'क्षमा करें, दर्ज किए गए पैन और मोबाइल वाला कोई उपयोगकर्ता नहीं मिला!',
  emailUpdated: 'ईमेल सफलतापूर्वक अपडेट हो गया!',
  emailUpdateRefused: 'कुछ गलत हो गया। कृपया हमारी ग्राहक सहायता टीम से {{phone}} पर संपर्क करें',
  partnerLinkInvalid: 'यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया पार्टनर ऐप से नवीनतम लिंक खोलें।',
  partnerLinkUsed: 'यह साइन-इन लिंक पहले ही इस्तेमाल हो चुका है। कृपया पार्टनर ऐप से नया लिंक खोलें।',
  companyCinMissing: 'कृपया कंपनी का पूरा या सही नाम दें।',
  currentExperienceBeyondTotal: 'वर्तमान अनुभव कुल अनुभव से अधिक नहीं हो सकता',
  accountNumberNotMatching: 'खाता संख्या मेल नहीं खाती',
};
