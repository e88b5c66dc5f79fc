import { assetKinds, profileDataInputSchema, type ProfileData } from '@kredo/contract/application-profile';
import type { LoanBoundary, ProductSpec } from '@kredo/contract/loan-application';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { useTranslation } from '../../../lib/i18n';
import { useSaveProfile } from '../api/application-profile';
import { useProductText } from '../lib/product-text';
import '../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

type GetStartedProps = {
  product: ProductSpec;
  boundary: LoanBoundary;
  eligible: boolean;
  mobileVerified: boolean;
  eligibilityHref: string;
  onContinue: () => void;
};

/**
 * Get Started (spec 000 §2.4, §4.3): the product's details and its bounds; the step is done once
 * the borrower is eligible and their mobile is verified.
 */
export function GetStartedScreen({
  product,
  boundary,
  eligible,
  mobileVerified,
  eligibilityHref,
  onContinue,
}: GetStartedProps) {
  const { t } = useTranslation();
  const { title, description } = useProductText(product);
  const [minAmount, maxAmount] = boundary.amount_range;
  const [minTenure, maxTenure] = boundary.tenure_months_range;
  return (
    <Stack spacing={2} component="section" aria-label={t('loanApplication.getStarted.label')}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography>{description}</Typography>
      <List dense>
        <ListItem>
          <ListItemText
            primary={t('loanApplication.getStarted.amount')}
            secondary={t('loanApplication.getStarted.amountRange', {
              min: rupees(minAmount),
              max: rupees(maxAmount),
            })}
          />
        </ListItem>
        <ListItem>
          <ListItemText
            primary={t('loanApplication.getStarted.tenure')}
            secondary={t('loanApplication.getStarted.tenureRange', {
              min: minTenure,
              max: maxTenure,
              step: boundary.tenure_step_months,
            })}
          />
        </ListItem>
      </List>
      {eligible && !mobileVerified ? (
        <Alert severity="info">{t('loanApplication.getStarted.verifyMobile')}</Alert>
      ) : eligible ? (
        <>
          <Alert severity="success">{t('loanApplication.getStarted.eligible')}</Alert>
          <Button variant="contained" size="large" onClick={onContinue}>
            {t('loanApplication.getStarted.start')}
          </Button>
        </>
      ) : (
        <>
          <Alert severity="warning">{t('messages.notEligible')}</Alert>
          <Button component={RouterLink} to={eligibilityHref} variant="outlined">
            {t('loanApplication.getStarted.checkEligibility')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The non-serviceable screen (spec 000 §2.4): the borrower's area is not served yet. */
export function NonServiceableScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="section" aria-label={t('messages.notEligibleTitle')}>
      <Typography variant="h6" component="h2">
        {t('messages.notEligibleTitle')}
      </Typography>
      <Typography>{t('messages.nonServiceable')}</Typography>
    </Stack>
  );
}

type AssetsProps = { saved: ProfileData['assets']; onSaved: () => void };

/** What the borrower owns, as the save names it. */
const assetsSchema = z.pick(profileDataInputSchema, { assets: true });

/** The optional Assets screen: what the borrower owns, any or none. */
export function AssetsForm({ saved, onSaved }: AssetsProps) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  return (
    <Form
      aria-label={t('loanApplication.assets.title')}
      schema={assetsSchema}
      defaultValues={{ assets: assetKinds.filter((kind) => saved.includes(kind)) }}
      onSubmit={async ({ assets = [] }) => {
        await save.mutateAsync({
          profileData: { assets: assetKinds.filter((kind) => assets.includes(kind)) },
        });
        onSaved();
      }}
    >
      <Stack spacing={2}>
        <Typography>{t('loanApplication.assets.intro')}</Typography>
        <AssetChoices />
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {t('loanApplication.continue')}
        </Button>
      </Stack>
    </Form>
  );
}

function AssetChoices() {
  const { t } = useTranslation();
  const {
    field: { value, onChange },
  } = useController<z.input<typeof assetsSchema>, 'assets'>({ name: 'assets' });
  const chosen: readonly string[] = value ?? [];
  return (
    <FormGroup>
      {assetKinds.map((kind) => (
        <FormControlLabel
          key={kind}
          control={
            <Checkbox
              checked={chosen.includes(kind)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, kind] : chosen.filter((other) => other !== kind))
              }
            />
          }
          label={t(`loanApplication.assets.kinds.${kind}`)}
        />
      ))}
    </FormGroup>
  );
}
