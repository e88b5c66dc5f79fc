import type { PaymentPurpose, RepaymentOptions } from '@kredo/contract/loan-payments';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { groupRupees, typesAmount, type PaymentFormInput } from '../../lib/payment-form';
import { DuesBreakdown } from './dues-breakdown';
import { ForeclosureBreakdown } from './foreclosure-breakdown';
import { PrepaymentTerms } from './prepayment-terms';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/**
 * The choices this loan offers today: dues only when some are, the next EMI only while one is
 * left with something to pay (never a ₹0 one: the advance may already cover it); a part
 * prepayment always, shown unavailable with the reason when it may not be made.
 */
export function offeredPurposes(options: RepaymentOptions): PaymentPurpose[] {
  return [
    ...(options.coolingOff ? (['COOLING_OFF'] as const) : []),
    ...(options.dues > 0 ? (['DUES'] as const) : []),
    ...(options.nextEmi && options.nextEmi.amount > 0 ? (['NEXT_EMI'] as const) : []),
    'PREPAYMENT',
    ...(options.foreclosure.total > 0 ? (['FORECLOSURE'] as const) : []),
    'AMOUNT',
  ];
}

/**
 * The choice the screen starts on: the one the link asked for (`asked`, loan details' exit in the
 * cooling-off period) when the loan offers it today and it may be made; else the first that may.
 */
export function firstPurpose(options: RepaymentOptions, asked?: string | null): PaymentPurpose {
  const may = offeredPurposes(options).filter((purpose) => !unavailable(options, purpose));
  return may.find((purpose) => purpose === asked) ?? may[0] ?? 'FORECLOSURE';
}

const unavailable = (options: RepaymentOptions, purpose: PaymentPurpose) =>
  purpose === 'PREPAYMENT' && options.prepayment.refusal !== null;

/**
 * What the borrower pays (spec 001 §4.9 repayment screen): 'Pay dues' with what they are made
 * of, 'Pay next EMI', 'Prepay part of the loan' with its limits, 'Close the loan (foreclosure)'
 * with its quote, valid today only, or 'Another amount' they type; first, while its period runs,
 * 'Exit the loan (cooling-off period)'.
 */
export function PaymentChoices({ options }: { options: RepaymentOptions }) {
  const { t } = useTranslation();
  const labelId = useId();
  const {
    field: { value, onChange, onBlur, ref },
  } = useController<PaymentFormInput, 'purpose'>({ name: 'purpose' });

  function hint(purpose: PaymentPurpose): string {
    switch (purpose) {
      case 'DUES':
        return t('loans.repayment.duesHint', { amount: rupees(options.dues) });
      case 'NEXT_EMI':
        return options.nextEmi
          ? t('loans.repayment.nextEmiHint', {
              amount: rupees(options.nextEmi.amount),
              date: formatCalendarDate(options.nextEmi.dueDate),
            })
          : '';
      case 'FORECLOSURE':
        return `${t('loans.repayment.foreclosureHint', { amount: rupees(options.foreclosure.total) })} (${t('loans.repayment.validToday')})`;
      case 'AMOUNT':
        return t('loans.repayment.amountHint', { max: rupees(options.foreclosure.total) });
      case 'COOLING_OFF':
        return options.coolingOff
          ? t('loans.repayment.coolingOffHint', {
              amount: rupees(options.coolingOff.total),
              principal: rupees(options.coolingOff.principal),
              cost: rupees(options.coolingOff.cost),
              count: options.coolingOff.days,
              lastDay: formatCalendarDate(options.coolingOff.lastDay),
            })
          : '';
      case 'PREPAYMENT': {
        const { refusal, minimum, maximum } = options.prepayment;
        return refusal
          ? t(`loans.repayment.prepaymentRefusals.${refusal}`)
          : t('loans.repayment.prepaymentHint', { min: rupees(minimum), max: rupees(maximum) });
      }
    }
  }

  const labels: Record<PaymentPurpose, string> = {
    DUES: t('loans.repayment.dues'),
    NEXT_EMI: t('loans.repayment.nextEmi'),
    PREPAYMENT: t('loans.repayment.prepayment'),
    FORECLOSURE: t('loans.repayment.foreclosure'),
    AMOUNT: t('loans.repayment.amount'),
    COOLING_OFF: t('loans.repayment.coolingOff'),
  };

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {t('loans.repayment.choose')}
      </FormLabel>
      <RadioGroup
        ref={ref}
        aria-labelledby={labelId}
        name="purpose"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {offeredPurposes(options).map((purpose) => (
          <Box key={purpose} sx={{ py: 0.5 }}>
            <FormControlLabel
              value={purpose}
              control={<Radio />}
              disabled={unavailable(options, purpose)}
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Box sx={{ py: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }}>{labels[purpose]}</Typography>
                  <Typography variant="body2">{hint(purpose)}</Typography>
                </Box>
              }
            />
            {purpose === 'DUES' && (
              <Box sx={{ pl: 4 }}>
                <DuesBreakdown options={options} />
              </Box>
            )}
            {value === purpose && purpose === 'FORECLOSURE' && (
              <Box sx={{ pl: 4 }}>
                <ForeclosureBreakdown quote={options.foreclosure} />
              </Box>
            )}
            {value === purpose && typesAmount(purpose) && (
              <Box sx={{ pl: 4, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <FormTextField<PaymentFormInput>
                  name="amount"
                  label={t('loans.repayment.amountField')}
                  prefix="₹"
                  inputMode="decimal"
                  autoComplete="off"
                  format={groupRupees}
                  keepTyped
                  autoFocus
                />
                {purpose === 'PREPAYMENT' && <PrepaymentTerms prepayment={options.prepayment} />}
              </Box>
            )}
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
