import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { useReferrals } from '../api/get-referrals';
import { allChoice, noCashback, readReferralsFilter, stateChoices } from '../lib/referral-labels';
import { PayNowButton } from './pay-now-button';
import { ReferralsTable } from './referrals-table';

type Outcome = { severity: 'success' | 'error'; message: string };

const texts = text.referral;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const choiceLabel = (choice: (typeof stateChoices)[number]) =>
  choice === allChoice ? texts.allStates : choice === noCashback ? texts.noCashback : texts.states[choice];

/**
 * Operations' referrals: each sign-up attributed to a referrer, newest first, with the cashback
 * its first disbursal earned and where that stands, filtered by that state; staff who manage
 * referrals pay an owed or failed cashback now.
 */
export function ReferralPage() {
  // The filter is in the address, so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const filter = readReferralsFilter(search);
  const list = useReferrals(filter);
  const [outcome, setOutcome] = useState<Outcome>();
  const staff = readStaff();
  const mayPay = Boolean(staff && staffMay(staff.roles, 'manageReferrals'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <TextField
        select
        size="small"
        label={texts.filterState}
        value={filter.status ?? allChoice}
        onChange={(event) => {
          setOutcome(undefined);
          setSearch(event.target.value === allChoice ? {} : { status: event.target.value });
        }}
        slotProps={native}
        sx={{ maxWidth: 280 }}
      >
        {stateChoices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </TextField>
      {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data?.truncated && <Alert severity="info">{texts.truncated}</Alert>}
      {list.data && (
        <ReferralsTable
          referrals={list.data.referrals}
          action={
            mayPay
              ? (row) => (
                  <PayNowButton
                    row={row}
                    onDone={(paid) =>
                      setOutcome({
                        severity: 'success',
                        message: texts.paid(paid.cashback ? texts.states[paid.cashback.status] : ''),
                      })
                    }
                    onFailed={(error) => setOutcome({ severity: 'error', message: errorText(error) })}
                  />
                )
              : undefined
          }
        />
      )}
    </Stack>
  );
}
