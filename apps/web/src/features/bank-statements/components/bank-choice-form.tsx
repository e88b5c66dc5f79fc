import type { Institution, StatementMode } from '@kredo/contract/bank-statements';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { bankChoiceSchema, chosenMode, offeredModes, type BankChoiceInput } from '../lib/bank-choice';
import { BankPicker } from './bank-picker';
import { ModeChoice } from './mode-choice';
import '../texts';

type Offer = { uploadAllowed: boolean; subStatus?: string | undefined };

type BankChoiceFormProps = Offer & {
  institutions: readonly Institution[];
  /** The bank chosen before, when the borrower comes back to the choice. */
  bankId: string | undefined;
  /** Get Started waits: a bank's page is being asked for, or the borrower is on their way there. */
  busy: boolean;
  /** Goes on with the bank and the way chosen; a refusal from the server is shown under the bank. */
  onChosen: (bank: Institution, mode: StatementMode | undefined) => Promise<void> | void;
};

function BankChoiceFields({
  institutions,
  offer,
  refusal,
  onSelect,
}: {
  institutions: readonly Institution[];
  offer: Offer;
  refusal: string | undefined;
  onSelect: () => void;
}) {
  const catalogueText = useCatalogueText();
  const {
    field: bank,
    fieldState: { error },
  } = useController<BankChoiceInput, 'bankId'>({ name: 'bankId' });
  const { field: mode } = useController<BankChoiceInput, 'mode'>({ name: 'mode' });
  const offered = offeredModes(institutions, bank.value, offer);
  const picked = chosenMode(offered, mode.value);
  const problem = error?.message ?? refusal;
  return (
    <>
      <BankPicker
        institutions={institutions}
        selectedId={bank.value || undefined}
        onSelect={(id) => {
          bank.onChange(id ?? '');
          onSelect();
        }}
        error={problem && catalogueText(problem)}
      />
      {offered.length > 1 && picked && <ModeChoice modes={offered} value={picked} onChange={mode.onChange} />}
    </>
  );
}

/** The bank (spec 000 §2.5) and, where it offers more than one, the way to share; then Get Started. */
export function BankChoiceForm({ institutions, bankId, busy, onChosen, ...offer }: BankChoiceFormProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string>();
  const { uploadAllowed, subStatus } = offer;
  const schema = useMemo(
    () => bankChoiceSchema(institutions, { uploadAllowed, subStatus }),
    [institutions, uploadAllowed, subStatus],
  );
  return (
    <Form
      schema={schema}
      defaultValues={{ bankId: bankId ?? '' }}
      onSubmit={async (values) => {
        setRefusal(undefined);
        const bank = institutions.find((candidate) => candidate.id === values.bankId);
        if (!bank) return;
        await onChosen(bank, chosenMode(offeredModes(institutions, bank.id, offer), values.mode));
      }}
      onFailure={(error) => setRefusal(error.message)}
    >
      <Stack spacing={3}>
        <BankChoiceFields
          institutions={institutions}
          offer={offer}
          refusal={refusal}
          onSelect={() => setRefusal(undefined)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('bankStatements.getStarted')}
        </Button>
      </Stack>
    </Form>
  );
}
