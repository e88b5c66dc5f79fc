import { addressProofTypes } from '@kredo/contract/documents';
import { useTranslation } from '../../../lib/i18n';
import { MergeToPdfUploader, type MergeToPdfUploaderProps } from './merge-to-pdf-uploader';
import '../texts';

const sides = ['FRONT', 'BACK'] as const;

type AddressProofCardProps = Omit<
  MergeToPdfUploaderProps,
  'docType' | 'parts' | 'typeField' | 'missingMessage'
>;

/** The current address proof (spec 000 §5.5): its kind, both sides, one PDF. */
export function AddressProofCard(props: AddressProofCardProps) {
  const { t } = useTranslation();
  const typeField = {
    label: t('documents.addressProof.type'),
    options: addressProofTypes.map((value) => ({ value, label: t(`documents.addressProof.types.${value}`) })),
  };
  const parts = sides.map((key) => ({ key, label: t(`documents.addressProof.parts.${key}`) }));
  return (
    <MergeToPdfUploader
      {...props}
      docType="CURRENT_ADDRESS_PROOF"
      parts={parts}
      typeField={typeField}
      missingMessage={t('messages.uploadCurrentAddressProof')}
    />
  );
}
