import type { OfferProgress } from '@kredo/contract/back-office';
import Typography from '@mui/material/Typography';

import { FieldList } from '../../../components/field-list';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

type PostApproval = NonNullable<OfferProgress['postApproval']>;

const accountLine = (account: PostApproval['bankAccounts'][number]) =>
  [
    text.offerProgress.account(account.purposeType, account.bankName, account.accountNumberMasked),
    account.verification,
    account.verificationMessage,
  ]
    .filter(Boolean)
    .join(' · ');

/** The post-approval form: what is still due and what the borrower gave (masked as staff see it). */
export function OfferItems({ postApproval }: { postApproval: OfferProgress['postApproval'] }) {
  const labels = text.offerProgress;
  if (!postApproval) return <Typography variant="body2">{labels.notAccepted}</Typography>;
  const { alternateContact, nominee } = postApproval;
  return (
    <FieldList
      fields={[
        {
          label: labels.due,
          value: postApproval.due.length > 0 ? postApproval.due.join(', ') : labels.nothingDue,
        },
        {
          label: labels.alternateContact,
          value: alternateContact
            ? [
                `${alternateContact.name}, ${alternateContact.mobileMasked}`,
                alternateContact.linkSentAt ? formatDateTime(alternateContact.linkSentAt) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : null,
        },
        { label: labels.nominee, value: nominee ? `${nominee.name} (${nominee.relation})` : null },
        { label: labels.accounts, value: postApproval.bankAccounts.map(accountLine).join('\n') },
        { label: labels.selfie, value: postApproval.selfieAfterAccept ? text.yes : text.no },
      ]}
    />
  );
}
