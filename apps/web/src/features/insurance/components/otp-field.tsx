import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { otpLength } from '@kredo/domain/insurance-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendInsuranceOtp } from '../api/send-otp';
import { fieldLabel } from '../lib/field-texts';
import { insuredMobileName } from '../lib/details-form';
import '../texts';

type Sent = { round: number; maskedMobile: string; resendAfterSeconds: number };

const formatWait = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * An OTP field (spec 002 §5): 'Send OTP' has the insurer send its consent code to the mobile the
 * form holds (checked first), then waits out the insurer's minute before 'Resend OTP'. The code
 * box takes digits only, up to the field's length, with the phone's number pad.
 */
export function OtpField({ field, productId }: { field: InsuranceFieldDefinition; productId: string }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { getValues, trigger, setFocus } = useFormContext();
  const send = useSendInsuranceOtp();
  const [sent, setSent] = useState<Sent>();
  const [refusal, setRefusal] = useState<string>();
  const refusalId = `${field.name}-refusal`;

  async function sendCode() {
    setRefusal(undefined);
    if (!(await trigger(insuredMobileName))) {
      setFocus(insuredMobileName);
      return;
    }
    try {
      const mobile = String(getValues(insuredMobileName) ?? '');
      const answer = await send.mutateAsync({ productId, mobile });
      setSent((before) => ({ ...answer, round: (before?.round ?? 0) + 1 }));
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? error.message : String(error));
    }
  }

  return (
    <Stack spacing={1}>
      <BoundTextField
        name={field.name}
        label={fieldLabel(t, field)}
        required
        digits={otpLength(field)}
        autoComplete="one-time-code"
      />
      {/* Beside the code's own message ('Please Enter Otp'), not in its place. */}
      {sent && (
        <FormHelperText role="status">
          {t('insurance.otp.sentTo', { mobile: sent.maskedMobile })}
        </FormHelperText>
      )}
      {sent ? (
        <ResendButton
          key={sent.round}
          seconds={sent.resendAfterSeconds}
          busy={send.isPending}
          onClick={sendCode}
        />
      ) : (
        <Button variant="outlined" loading={send.isPending} onClick={() => void sendCode()}>
          {t('insurance.otp.send')}
        </Button>
      )}
      {refusal && (
        <FormHelperText id={refusalId} error role="alert">
          {catalogueText(refusal)}
        </FormHelperText>
      )}
    </Stack>
  );
}

/** 'Resend OTP in 0:59', enabled at zero; keyed by the send, so each send starts its own wait. */
function ResendButton({
  seconds,
  busy,
  onClick,
}: {
  seconds: number;
  busy: boolean;
  onClick: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const remaining = useCountdown(seconds, () => undefined);
  return (
    <Button variant="outlined" disabled={remaining > 0} loading={busy} onClick={() => void onClick()}>
      {remaining > 0
        ? t('insurance.otp.resendIn', { time: formatWait(remaining) })
        : t('insurance.otp.resend')}
    </Button>
  );
}
