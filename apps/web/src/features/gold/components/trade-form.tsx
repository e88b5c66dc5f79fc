import type { GoldQuoteSide } from '@kredo/domain/gold';
import { formatGrams, formatMoney } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useTranslation } from '../../../lib/i18n';
import {
  toAmountText,
  tradeFormSchema,
  tradeOf,
  tradeRefusal,
  tradeUnits,
  type TradeFormInput,
  type TradeLimits,
} from '../lib/trade';
import '../texts';

type TradeFormProps = {
  side: GoldQuoteSide;
  limits: TradeLimits;
  submitLabel: string;
  pending: boolean;
  /** Called with what was typed once the trade rules accept it at the rate quoted now. */
  onSubmit: (values: TradeFormInput) => Promise<void> | void;
  /** Shown above the button: a refusal of the server's. */
  children?: ReactNode;
};

/**
 * Buying or selling by rupees or by grams (spec 002 §2, §5): the amount typed, what it comes to at
 * the rate on screen, and the rules' message under the field.
 */
export function TradeForm({ side, limits, submitLabel, pending, onSubmit, children }: TradeFormProps) {
  const { t } = useTranslation();
  // A new quote changes the rate under a typed amount: the form checks with the schema of the last render.
  const { rate, sellable } = limits;
  const schema = useMemo(() => tradeFormSchema(side, { rate, sellable }), [side, rate, sellable]);
  return (
    <Form
      schema={schema}
      defaultValues={{ unit: 'rupees', amount: '' }}
      onSubmit={onSubmit}
      mode="onTouched"
      aria-label={t(`gold.trade.${side}.form`)}
    >
      <Stack spacing={2}>
        <UnitToggle side={side} />
        <AmountField />
        <TradeSummary side={side} limits={limits} />
        {children}
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}

function UnitToggle({ side }: { side: GoldQuoteSide }) {
  const { t } = useTranslation();
  const { setValue, clearErrors } = useFormContext<TradeFormInput>();
  const { field } = useController<TradeFormInput, 'unit'>({ name: 'unit' });
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={field.value}
      aria-label={t(`gold.trade.${side}.by`)}
      onChange={(_event, unit: TradeFormInput['unit'] | null) => {
        if (!unit) return;
        field.onChange(unit);
        setValue('amount', '');
        clearErrors('amount');
      }}
    >
      {tradeUnits.map((unit) => (
        <ToggleButton
          key={unit}
          value={unit}
          // The theme's selected tint puts the brand colour on a pale fill below 4.5:1; the chosen
          // unit is the brand's fill with its contrast text instead.
          sx={{
            minHeight: 44,
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {t(`gold.trade.units.${unit}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function AmountField() {
  const { t } = useTranslation();
  const unit = useWatch<TradeFormInput, 'unit'>({ name: 'unit' });
  return (
    <FormTextField<TradeFormInput>
      key={unit}
      name="amount"
      label={t(`gold.trade.amount.${unit}`)}
      prefix={unit === 'rupees' ? '₹' : undefined}
      inputMode="decimal"
      autoComplete="off"
      transform={(typed) => toAmountText(unit, typed)}
    />
  );
}

/** What the amount typed comes to: the gold it moves when typed in rupees, the rupees when in grams. */
function TradeSummary({ side, limits }: { side: GoldQuoteSide; limits: TradeLimits }) {
  const { t } = useTranslation();
  const values = useWatch<TradeFormInput>() as TradeFormInput;
  const trade = tradeOf(side, values, limits.rate);
  if (!trade || tradeRefusal(side, values, limits) === 'required') return null;
  const grams = formatGrams(trade.gold);
  const amount = formatMoney(trade.amount);
  return (
    <Typography aria-live="polite">
      {values.unit === 'rupees'
        ? t(`gold.trade.${side}.gramsFor`, { grams })
        : t(`gold.trade.${side}.amountFor`, { amount })}
    </Typography>
  );
}
