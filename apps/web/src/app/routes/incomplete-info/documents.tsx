import { businessProofSubTypes, type DocumentType } from '@kredo/contract/documents';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  DocumentUploadCard,
  type SubTypeField,
} from '../../../features/documents/components/document-upload-card';
import { useOutstanding } from '../../../features/incomplete-info/api/use-outstanding';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { useTranslation, type Translate } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { CorrectionPage } from './correction-page';
import '../../../features/incomplete-info/texts';

type DocumentSubStatus = Extract<
  IncompleteInfoSubStatus,
  'LATEST_PAYSLIP_MISSING' | 'SOA_MISSING' | 'BUSINESS_PROOF_MISSING'
>;

/** The document each missing item asks for; the statement of account is a bank statement document. */
const documentOf: Record<DocumentSubStatus, DocumentType> = {
  LATEST_PAYSLIP_MISSING: 'PAY_SLIP',
  SOA_MISSING: 'BANK_STMT',
  BUSINESS_PROOF_MISSING: 'BUSINESS_PROOF',
};
const isDocumentSubStatus = (subStatus: IncompleteInfoSubStatus): subStatus is DocumentSubStatus =>
  Object.hasOwn(documentOf, subStatus);

function labelOf(subStatus: DocumentSubStatus, t: Translate): string {
  if (subStatus === 'LATEST_PAYSLIP_MISSING') return t('incompleteInfoFlows.documents.payslip');
  if (subStatus === 'SOA_MISSING') return t('incompleteInfoFlows.documents.statementOfAccount');
  return t('incompleteInfoFlows.documents.businessProof');
}

function businessProofField(t: Translate): SubTypeField {
  const label = t('incompleteInfoFlows.documents.businessProofType');
  return {
    label,
    refusal: label,
    options: businessProofSubTypes.map((value) => ({
      value,
      label: t(`incompleteInfoFlows.documents.businessProofTypes.${value}`),
    })),
  };
}

/**
 * Other documents (`#/incomplete-info/documents`, spec 000 §2.5, §5.5): one upload card per
 * missing item (latest payslip, statement of account, business proof with its kind first);
 * Continue is enabled only when all are uploaded, then settles them and returns to the list.
 */
export default function DocumentsCorrectionRoute() {
  const { t } = useTranslation();
  return (
    <CorrectionPage screen="documents" reason={t('incompleteInfoFlows.documents.reason')}>
      <MissingDocuments />
    </CorrectionPage>
  );
}

function MissingDocuments() {
  const { t } = useTranslation();
  const { subStatuses } = useOutstanding();
  const { finish, isPending } = useFinishCorrection('documents');
  // Read once: the list must not shrink under the borrower while the cards are filled.
  const [missing] = useState(() => subStatuses.filter(isDocumentSubStatus));
  const [uploaded, setUploaded] = useState<ReadonlySet<DocumentSubStatus>>(() => new Set());
  const userId = readUserId() ?? '';
  const allUploaded = missing.every((subStatus) => uploaded.has(subStatus));
  return (
    <>
      {missing.map((subStatus) => (
        <DocumentUploadCard
          key={subStatus}
          userId={userId}
          docType={documentOf[subStatus]}
          label={labelOf(subStatus, t)}
          required
          uploaded={false}
          flow="dynamic"
          failureText={t('incompleteInfoFlows.uploadFailed')}
          {...(subStatus === 'BUSINESS_PROOF_MISSING' && { subTypeField: businessProofField(t) })}
          onUploaded={() => setUploaded((current) => new Set(current).add(subStatus))}
        />
      ))}
      <Button
        variant="contained"
        size="large"
        disabled={!allUploaded || isPending}
        onClick={() => void finish(missing)}
      >
        {t('incompleteInfo.continue')}
      </Button>
    </>
  );
}
