import {
  assetKinds,
  assetLabels,
  profileDataInputSchema,
  type ProfileData,
} from '@kredo/contract/application-profile';
import type { LoanBoundary, ProductSpec } from '@kredo/contract/loan-application';
import { messages } from '@kredo/contract/messages';
import { formatRupees, type Paise } from '@kredo/domain/money';
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
import { useSaveProfile } from '../api/application-profile';

const rupees = (amount: number) => formatRupees(amount as Paise, { decimals: 0, symbol: true });

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
  const [minAmount, maxAmount] = boundary.amount_range;
  const [minTenure, maxTenure] = boundary.tenure_months_range;
  return (
    <Stack spacing={2} component="section" aria-label="Product details">
      <Typography variant="h6" component="h2">
        {product.title}
      </Typography>
      <Typography>{product.description}</Typography>
      <List dense>
        <ListItem>
          <ListItemText primary="Loan amount" secondary={`${rupees(minAmount)} to ${rupees(maxAmount)}`} />
        </ListItem>
        <ListItem>
          <ListItemText
            primary="Tenure"
            secondary={`${minTenure} to ${maxTenure} months, in steps of ${boundary.tenure_step_months}`}
          />
        </ListItem>
      </List>
      {eligible && !mobileVerified ? (
        <Alert severity="info">Verify your mobile number to continue.</Alert>
      ) : eligible ? (
        <>
          <Alert severity="success">You are eligible for this loan.</Alert>
          <Button variant="contained" size="large" onClick={onContinue}>
            Get Started
          </Button>
        </>
      ) : (
        <>
          <Alert severity="warning">{messages.notEligible}</Alert>
          <Button component={RouterLink} to={eligibilityHref} variant="outlined">
            Check eligibility
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The non-serviceable screen (spec 000 §2.4): the borrower's area is not served yet. */
export function NonServiceableScreen() {
  return (
    <Stack spacing={2} component="section" aria-label={messages.notEligibleTitle}>
      <Typography variant="h6" component="h2">
        {messages.notEligibleTitle}
      </Typography>
      <Typography>{messages.nonServiceable}</Typography>
    </Stack>
  );
}

type AssetsProps = { saved: ProfileData['assets']; onSaved: () => void };

/** What the borrower owns, as the save names it. */
const assetsSchema = z.pick(profileDataInputSchema, { assets: true });

/** The optional Assets screen: what the borrower owns, any or none. */
export function AssetsForm({ saved, onSaved }: AssetsProps) {
  const save = useSaveProfile();
  return (
    <Form
      aria-label="Assets"
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
        <Typography>What do you own? This is optional and helps the lender know you better.</Typography>
        <AssetChoices />
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          Continue
        </Button>
      </Stack>
    </Form>
  );
}

function AssetChoices() {
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
          label={assetLabels[kind]}
        />
      ))}
    </FormGroup>
  );
}
