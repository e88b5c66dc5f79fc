import { ReferralPage } from '../../features/referral/components/referral-page';

/** The referral screen (spec 002 §2, route referralLink), its own chunk. */
export default ReferralPage;
