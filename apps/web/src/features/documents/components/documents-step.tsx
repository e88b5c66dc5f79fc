import type { DocumentType } from '@kredo/contract/documents';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation, type TranslationKey } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { missingDocuments, requiredMessage, type DocumentNeed } from '../lib/document-needs';
import { AddressProofCard } from './address-proof-card';
import { DocumentUploadCard } from './document-upload-card';
import { KycCard } from './kyc-card';
import { SelfieCard } from './selfie-card';
import '../texts';

type DocumentsStepProps = {
  userId: string;
  needs: readonly DocumentNeed[];
  /** The KYC options, offered beside the address proof. */
  kycHref: string;
  onContinue: () => void;
};

/**
 * The Documents step of the application form (spec 000 §2.4, §4.3, §8): a card per document the
 * product asks for; Continue moves on only when every required one is given, and otherwise says
 * which are missing ('SELFIE REQUIRED', ...).
 */
export function DocumentsStep({ userId, needs: asked, kycHref, onContinue }: DocumentsStepProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  // Each document named in the borrower's language; a type the catalogue lacks keeps the server's label.
  const needs = asked.map((need) => {
    const key = `documents.types.${need.docType}` as TranslationKey;
    const label = t(key);
    return label === key ? need : { ...need, label };
  });
  const [uploadedNow, setUploadedNow] = useState<ReadonlySet<DocumentType>>(() => new Set());
  const [continued, setContinued] = useState(false);
  const missing = missingDocuments(needs, uploadedNow);
  const shownMissing = continued ? missing : [];
  const missingText = (need: DocumentNeed) =>
    catalogueText(requiredMessage(need, (label) => t('documents.required', { label })));
  const markUploaded = (docType: DocumentType) => setUploadedNow((current) => new Set(current).add(docType));

  function continueStep() {
    setContinued(true);
    if (missing.length === 0) onContinue();
  }

  return (
    <Stack spacing={2}>
      {needs.map((need) => {
        const common = {
          userId,
          label: need.label,
          required: need.required,
          uploaded: need.uploaded || uploadedNow.has(need.docType),
          missing: shownMissing.some((other) => other.docType === need.docType),
        };
        switch (need.docType) {
          case 'SELFIE':
            return <SelfieCard key={need.docType} {...common} onUploaded={() => markUploaded('SELFIE')} />;
          case 'CURRENT_ADDRESS_PROOF':
            return (
              <Stack key={need.docType} spacing={2}>
                <AddressProofCard {...common} onUploaded={markUploaded} />
                <KycCard href={kycHref} />
              </Stack>
            );
          default:
            return (
              <DocumentUploadCard
                key={need.docType}
                {...common}
                docType={need.docType}
                flow="dynamic"
                onUploaded={markUploaded}
              />
            );
        }
      })}
      {shownMissing.length > 0 && (
        <Alert severity="error" role="alert">
          {shownMissing.map((need) => (
            <div key={need.docType}>{missingText(need)}</div>
          ))}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={continueStep}>
        {t('documents.continue')}
      </Button>
    </Stack>
  );
}
