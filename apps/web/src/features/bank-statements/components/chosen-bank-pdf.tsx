import type { Institution, StartedStatement, UploadedStatement } from '@kredo/contract/bank-statements';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';
import { PdfUpload } from './pdf-upload';

type ChosenBankPdfProps = {
  bank: Pick<Institution, 'id' | 'name'>;
  /** The analyser's session; undefined while it is being started. */
  session: StartedStatement | undefined;
  /** The files the session already holds (sent before a reload). */
  earlierFiles?: readonly UploadedStatement[];
  fileNameLength: number;
  onReadCountChange: (count: number) => void;
  onSubmitted: () => void;
};

/** The PDF flow for the bank the borrower chose, under the bank's name. */
export function ChosenBankPdf({ bank, ...flow }: ChosenBankPdfProps) {
  const { partner } = useBrand();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {bank.name}
      </Typography>
      <PdfUpload
        userId={readUserId() ?? ''}
        institutionId={bank.id}
        supportEmail={partner.supportEmail}
        {...flow}
      />
    </Stack>
  );
}
