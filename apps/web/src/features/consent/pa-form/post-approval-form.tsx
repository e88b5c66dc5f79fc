import type { OpportunityDetails, PaForm, PostApprovalField } from '@kredo/contract/consent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../lib/i18n';
import { usePaForm } from './api/get-pa-form';
import { AlternateReferenceStep } from './components/alternate-reference-step';
import { BankDetailsStep } from './components/bank-details-step';
import { Completion } from './components/completion';
import { DocumentConsentStep } from './components/document-consent-step';
import { NomineeStep } from './components/nominee-step';
import { PaFormProblem } from './components/pa-form-problem';
import { SelfieStep } from './components/selfie-step';
import { purposeOfItem, type OtherAccount, type Purpose } from './lib/bank-accounts';
import { nextItem } from './lib/next-item';
import './texts';

type PostApprovalFormProps = { opportunity: OpportunityDetails; onComplete: () => void };

/**
 * The post-approval form (spec 001 §2.3, §4.6): the items the server still lists, one at a time
 * in the spec's priority, each read again from the server once answered. When none is left the
 * completion is sent and `onComplete` called. A failed read, or a list empty from the start whose
 * completion the server refuses, is 'There was problem, Please contact' and the support address.
 */
export function PostApprovalForm({ opportunity, onComplete }: PostApprovalFormProps) {
  const { t } = useTranslation();
  const form = usePaForm(opportunity.id);
  const [answeredItems, setAnsweredItems] = useState(false);
  // The accounts typed in this visit, by purpose: the server shows only their last digits.
  const [typedAccounts, setTypedAccounts] = useState<Partial<Record<Purpose, OtherAccount>>>({});
  const item = form.data && nextItem(form.data.postApprovalFields);
  if (item && !answeredItems) setAnsweredItems(true);

  let body;
  // A read that fails while a list is on screen (a poll) keeps it; one that never arrived cannot go on.
  if (!form.data && form.isError) body = <PaFormProblem />;
  else if (!form.data)
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <span>{t('paForm.loading')}</span>
      </Stack>
    );
  else if (item)
    body = (
      <Item
        key={item}
        item={item}
        form={form.data}
        opportunityId={opportunity.id}
        typedAccounts={typedAccounts}
        onAccountSent={(purpose, account) => setTypedAccounts((typed) => ({ ...typed, [purpose]: account }))}
      />
    );
  else if (answeredItems) body = <Completion opportunityId={opportunity.id} onComplete={onComplete} />;
  // Nothing listed from the start while the opportunity waits for the form: every item is on file
  // and only the completion is missing (sent again here), or the form cannot go on.
  else if (opportunity.subStatuses.includes('PA_FORM_PENDING'))
    body = <Completion opportunityId={opportunity.id} onComplete={onComplete} problemOnRefusal />;
  // The opportunity no longer waits for the form: there is nothing to send.
  else body = <Completion opportunityId={opportunity.id} onComplete={onComplete} alreadyDone />;

  return <Page title={t('paForm.title')}>{body}</Page>;
}

type ItemProps = {
  item: PostApprovalField;
  form: PaForm;
  opportunityId: string;
  typedAccounts: Partial<Record<Purpose, OtherAccount>>;
  onAccountSent: (purpose: Purpose, account: OtherAccount) => void;
};

function Item({ item, form, opportunityId, typedAccounts, onAccountSent }: ItemProps) {
  const purpose = purposeOfItem[item];
  if (purpose)
    return (
      <BankDetailsStep
        purpose={purpose}
        opportunityId={opportunityId}
        typedAccounts={typedAccounts}
        onSent={(account) => onAccountSent(purpose, account)}
      />
    );
  if (item === 'ALTERNATE_NUMBER')
    return <AlternateReferenceStep opportunityId={opportunityId} saved={form.alternateReference} />;
  if (item === 'INSURANCE_NOMINEE') return <NomineeStep opportunityId={opportunityId} saved={form.nominee} />;
  if (item === 'SELFIE') return <SelfieStep opportunityId={opportunityId} />;
  return <DocumentConsentStep opportunityId={opportunityId} />;
}
