import type { RepaymentMode } from '@kredo/domain/repayment-modes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

type ModeChoicesProps = {
  modes: readonly RepaymentMode[];
  /** The mode being started, which waits; the others wait with it. */
  pending: RepaymentMode | undefined;
  onChoose: (mode: RepaymentMode) => void;
};

/** Each mode the loan may be repaid by, with its line (spec 001 §2.6), as one button. */
export function ModeChoices({ modes, pending, onChoose }: ModeChoicesProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('consent.repay.modesLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {modes.map((mode) => (
        <li key={mode}>
          <Button
            variant="outlined"
            fullWidth
            loading={pending === mode}
            disabled={pending !== undefined && pending !== mode}
            onClick={() => onChoose(mode)}
            sx={{
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              textTransform: 'none',
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`consent.repay.modes.${mode}.title`)}
            </Typography>{' '}
            <Typography component="span" variant="body2">
              {t(`consent.repay.modes.${mode}.description`)}
            </Typography>
          </Button>
        </li>
      ))}
    </Stack>
  );
}
