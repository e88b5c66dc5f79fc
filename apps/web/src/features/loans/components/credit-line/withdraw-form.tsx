import type { UserLoan } from '@kredo/contract/loans';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form } from '../../../../components/form/form';
import { ApiRequestError, clientErrorCodes } from '../../../../lib/api-error';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation, type Translate } from '../../../../lib/i18n';
import { useCreateDrawdown } from '../../api/create-drawdown';
import { usePreDrawdownInfo } from '../../api/get-pre-drawdown-info';
import { WITHDRAWN_PARAM } from '../../lib/credit-line';
import { drawdownRefusalText } from '../../lib/drawdown-refusal-text';
import { readRupees } from '../../lib/payment-form';
import { useSettledValue } from '../../lib/use-settled-value';
import {
  refusalOf,
  withdrawFormSchema,
  type LineRoom,
  type WithdrawFormInput,
  type WithdrawFormValues,
} from '../../lib/withdraw-form';
import { FeePreview, type FeeState } from './fee-preview';
import { WithdrawAmountField } from './withdraw-amount-field';
import '../../texts';

/** The fee is asked for once typing has stopped this long (spec 001 §5). */
export const FEE_PREVIEW_DELAY_MS = 1_000;

/** No answer, or the server failing: the drawdown may have been made, so a retry keeps its key. */
const mayHaveDrawn = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

/**
 * Why a drawdown was not made: the server's text (spec 001 §8 "the response data as text"), or
 * null for 'Something Went Wrong. Please Try Again.'. Kept as sent, worded in the language on screen.
 */
type Failure = { serverText: string | null };

function failureOf(error: unknown): Failure {
  const refused =
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== clientErrorCodes.invalidResponse &&
    error.message !== '';
  return { serverText: refused ? error.message : null };
}

function failureText(t: Translate, failure: Failure): string {
  return failure.serverText === null
    ? t('loans.creditLine.withdrawScreen.failed')
    : drawdownRefusalText(t, failure.serverText);
}

/**
 * The withdraw form (spec 001 §5, §7, §8): the amount, its fee once typing stops, and Confirm,
 * which waits for that fee's answer (or its failure) for the amount on screen. Confirm draws with
 * a request id made when it is pressed; after no answer or a 5xx the drawdown may have been made,
 * so Confirm again for the same amount sends the same id and cannot draw twice. A second press
 * while one is on its way does nothing. Success replaces this route with the line's details
 * carrying the withdraw flag.
 */
export function WithdrawForm({ line, room }: { line: UserLoan; room: LineRoom }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const drawdown = useCreateDrawdown();
  const [failure, setFailure] = useState<Failure | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<{ amount: number; requestId: string } | null>(null);

  async function confirm(values: WithdrawFormValues) {
    const amount = readRupees(values.amount);
    if (inFlight.current || amount === undefined) return;
    inFlight.current = true;
    setFailure(null);
    const key =
      attempt.current?.amount === amount ? attempt.current : { amount, requestId: crypto.randomUUID() };
    attempt.current = key;
    try {
      const made = await drawdown.mutateAsync({ loanId: values.loanId, amount, requestId: key.requestId });
      attempt.current = null;
      if (made.status === 'FAILED') {
        setFailure({ serverText: made.failureReason });
        return;
      }
      const details = brand.path('/loans/rloc-details');
      void navigate(`${details}?loan_id=${encodeURIComponent(line.loan_id)}&${WITHDRAWN_PARAM}=true`, {
        replace: true,
      });
    } catch (error) {
      if (!mayHaveDrawn(error)) attempt.current = null;
      setFailure(failureOf(error));
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Form
      schema={withdrawFormSchema(room)}
      defaultValues={{ loanId: line.loan_id, amount: '' }}
      onSubmit={confirm}
      aria-label={t('loans.creditLine.withdrawScreen.title')}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <WithdrawAmountField room={room} />
        <FeeAndConfirm
          loanId={line.loan_id}
          room={room}
          failure={failure}
          pending={drawdown.isPending || drawdown.isSuccess}
        />
      </Box>
    </Form>
  );
}

function FeeAndConfirm({
  loanId,
  room,
  failure,
  pending,
}: {
  loanId: string;
  room: LineRoom;
  failure: Failure | null;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const typed = useWatch<WithdrawFormInput, 'amount'>({ name: 'amount' });
  const amount = refusalOf(typed, room) ? undefined : readRupees(typed);
  const settled = useSettledValue(amount, FEE_PREVIEW_DELAY_MS);
  // Asked only for the amount typing stopped on; a preview of an earlier amount is not shown.
  const info = usePreDrawdownInfo(loanId, settled === amount ? amount : undefined);
  const answered = settled === amount && (info.isSuccess || info.isError);

  let fee: FeeState = { kind: 'none' };
  if (amount !== undefined && !answered) fee = { kind: 'working' };
  else if (amount !== undefined && info.isSuccess) fee = { kind: 'known', amount, info: info.data };
  else if (amount !== undefined) fee = { kind: 'unknown' };

  return (
    <>
      <FeePreview fee={fee} />
      {failure && (
        <Alert severity="error" role="alert">
          {failureText(t, failure)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={amount === undefined || !answered}
        loading={pending}
        sx={{ minHeight: 48 }}
      >
        {t('loans.creditLine.withdrawScreen.confirm')}
      </Button>
    </>
  );
}
