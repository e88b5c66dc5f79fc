import { addressProofTypes } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import { MergeToPdfUploader, type MergeToPdfUploaderProps } from './merge-to-pdf-uploader';

const proofLabels: Record<(typeof addressProofTypes)[number], string> = {
  DL: 'Driving Licence',
  AADHAAR: 'Aadhaar Card',
  VOTER_ID: 'Voter ID',
  PASSPORT: 'Passport',
};

const typeField = {
  label: 'Address Proof Type',
  options: addressProofTypes.map((value) => ({ value, label: proofLabels[value] })),
};
const parts = [
  { key: 'FRONT', label: 'Front' },
  { key: 'BACK', label: 'Back' },
];

type AddressProofCardProps = Omit<
  MergeToPdfUploaderProps,
  'docType' | 'parts' | 'typeField' | 'missingMessage'
>;

/** The current address proof (spec 000 §5.5): its kind, both sides, one PDF. */
export function AddressProofCard(props: AddressProofCardProps) {
  return (
    <MergeToPdfUploader
      {...props}
      docType="CURRENT_ADDRESS_PROOF"
      parts={parts}
      typeField={typeField}
      missingMessage={messages.uploadCurrentAddressProof}
    />
  );
}
