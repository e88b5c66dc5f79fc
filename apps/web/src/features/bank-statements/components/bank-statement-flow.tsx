import type { Institution, StatementMode } from '@kredo/contract/bank-statements';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { RouteLoader } from '../../../components/route-loader';
import { env } from '../../../config/env';
import { hasNativeHost } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';
import { useInstitutions } from '../api/get-institutions';
import { useUploadAllowed } from '../api/get-upload-allowed';
import { useRequestBankingLink } from '../api/request-banking-link';
import { useOpenStatement } from '../api/get-open-statement';
import { goToBank } from '../lib/go-to-bank';
import { savePendingBankVisit, type PendingBankVisit } from '../lib/pending-bank-visit';
import { newRequestId } from '../lib/request-id';
import { useLeaveWarning } from '../lib/use-leave-warning';
import { useStatementSession } from '../lib/use-statement-session';
import { BankChoiceForm } from './bank-choice-form';
import { ChosenBankPdf } from './chosen-bank-pdf';
import { GoogleFormCard } from './google-form-card';
import { StatementErrorCard } from './statement-error-card';
import { StatementFooter } from './statement-footer';

export type BankStatementFlowProps = {
  /** The bank statement sub-status the incomplete-info area asks about, if any. */
  subStatus?: string;
  fileNameLength: number;
  /** Where the redirect page leads once the bank's pages are done (net banking, aggregator). */
  bankReturn: Omit<PendingBankVisit, 'txnId'>;
  /** The redirect page's path on this host, which the bank's pages send the borrower back to. */
  redirectionUrl: string;
  /** The borrower closed the 'submitted' popup. */
  onSubmitted: () => void;
  /** On Android, the borrower chose to leave before submitting. */
  onLeave: () => void;
  /**
   * The PDF flow on a screen of its own (the incomplete-info area's `/bs-pdf-upload`): the chosen
   * bank is handed over instead of the flow going on here.
   */
  onPdfChosen?: (institutionId: string) => void;
};

type Stage = 'choose' | 'pdf' | 'at-bank' | 'submitted';

/**
 * The bank statement screen (spec 000 §2.5, §4.8): pick the bank and, where it offers more than
 * one, the way to share the statement; then the PDF flow, or the bank's own pages (net banking,
 * account aggregator), or the Google Form when uploads are not allowed. The e-mail option sits
 * below, except for the partner that hides it. On Android, going back before submitting asks first.
 */
export function BankStatementFlow(props: BankStatementFlowProps) {
  const { subStatus, fileNameLength, bankReturn, redirectionUrl, onSubmitted, onLeave } = props;
  const { partner } = useBrand();
  const userId = readUserId() ?? '';
  const institutions = useInstitutions();
  const uploadAllowed = useUploadAllowed();
  // A PDF session opened today and not yet completed (the page was reloaded) carries on.
  const resumable = useOpenStatement(undefined);
  const link = useRequestBankingLink();
  const [stage, setStage] = useState<Stage>('choose');
  const [bankId, setBankId] = useState<string>();
  const [readCount, setReadCount] = useState(0);
  const warning = useLeaveWarning(hasNativeHost() && stage !== 'submitted' && stage !== 'at-bank', onLeave);

  const allowed = uploadAllowed.data?.status;
  // Only one that holds files: an empty one is no loss, and the borrower may choose another bank.
  const resumedBankId =
    stage === 'choose' && bankId === undefined && resumable.data?.files.length
      ? resumable.data.session?.institutionId
      : undefined;
  const pdfBankId = stage === 'pdf' || stage === 'submitted' ? bankId : resumedBankId;
  const statement = useStatementSession(userId, pdfBankId);
  const bank = institutions.data?.institutions.find((candidate) => candidate.id === pdfBankId);

  async function getStarted(chosen: Institution, mode: StatementMode | undefined) {
    setBankId(chosen.id);
    if (mode === 'PDF_UPLOAD' && props.onPdfChosen) {
      props.onPdfChosen(chosen.id);
    } else if (mode === 'PDF_UPLOAD') {
      setStage('pdf');
    } else if (mode === 'NET_BANKING' || mode === 'ACCOUNT_AGGREGATOR') {
      const { url, txnId } = await link.mutateAsync({
        mode,
        bankId: chosen.id,
        requestId: newRequestId(),
        redirectionUrl,
      });
      savePendingBankVisit({ txnId, ...bankReturn });
      setStage('at-bank');
      goToBank(url);
    }
  }

  function body() {
    // With files already sent today, the borrower completes them even once uploads are used up.
    if (allowed === false && pdfBankId === undefined)
      return <GoogleFormCard formUrl={env.statementFormUrl} />;
    if (institutions.isError || uploadAllowed.isError)
      return (
        <StatementErrorCard
          supportEmail={partner.supportEmail}
          onRetry={() => void Promise.all([institutions.refetch(), uploadAllowed.refetch()])}
        />
      );
    if (!institutions.data || allowed === undefined || resumable.isPending) return <RouteLoader />;
    if (statement.isError)
      return (
        <StatementErrorCard
          supportEmail={partner.supportEmail}
          onRetry={() => {
            statement.retry();
            setStage('choose');
          }}
        />
      );
    if (pdfBankId !== undefined && bank)
      return (
        <ChosenBankPdf
          bank={bank}
          session={statement.session}
          earlierFiles={statement.earlierFiles}
          fileNameLength={fileNameLength}
          onReadCountChange={setReadCount}
          onSubmitted={() => {
            setBankId(pdfBankId);
            setStage('submitted');
            onSubmitted();
          }}
        />
      );
    return (
      <BankChoiceForm
        institutions={institutions.data.institutions}
        uploadAllowed={allowed}
        subStatus={subStatus}
        bankId={bankId}
        busy={link.isPending || stage === 'at-bank'}
        onChosen={getStarted}
      />
    );
  }

  return (
    <Stack spacing={3}>
      {body()}
      <StatementFooter statementCount={readCount} uploadAllowed={allowed ?? true} warning={warning} />
    </Stack>
  );
}
