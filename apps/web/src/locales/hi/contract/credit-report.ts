import type { MessageKey } from '@kredo/contract/messages';

/** The credit report's catalogue texts in Hindi (spec 002 §2). */
export const creditReportMessages = {
  creditReportNoScore: 'कृपया लोन के लिए आवेदन करने से पहले अपनी क्रेडिट रिपोर्ट बनाएँ।',
  creditReportNeedsIdentity: 'अपनी क्रेडिट रिपोर्ट बनाने के लिए कृपया अपनी प्रोफ़ाइल में अपना PAN और जन्म तिथि जोड़ें।',
  creditReportConsentRequired: 'अपनी क्रेडिट रिपोर्ट मँगाने के लिए कृपया अपनी सहमति दें।',
} as const satisfies Partial<Record<MessageKey, string>>;
