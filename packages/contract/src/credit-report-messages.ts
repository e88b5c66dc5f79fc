/**
 * The credit report's texts (spec 002 §2), the quoted one exactly as written, with ours in the
 * same voice. Spread into `messages`.
 */
export const creditReportMessages = {
  creditReportNoScore: 'Please generate your credit report before applying for a loan.',
  /** Ours: the bureau pull needs the PAN and date of birth, which the application asks. */
  creditReportNeedsIdentity:
    'Please add your PAN and date of birth to your profile to generate your credit report.',
  creditReportConsentRequired: 'Please give your consent to fetch your credit report.',
} as const;
