import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';

import { formatAmount, formatPercent } from '../../../lib/format';
import { text } from '../../../text';
import { previewOffer, type ApproveFormInput, type Boundary } from '../lib/offer-terms';

const money = (amount: number) => formatAmount(amount, { exact: true });

/**
 * The offer the approve form's terms make, priced in the browser by the same domain function the
 * server prices with, so what staff see here is what the borrower will be offered.
 */
export function OfferPreview({ boundary }: { boundary: Boundary }) {
  const values = useWatch<ApproveFormInput>();
  const offer = previewOffer(boundary, values);
  const label = text.offer;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={text.approve.preview}
      aria-live="polite"
      sx={{ p: 2 }}
    >
      <Typography variant="subtitle1" component="h3">
        {text.approve.preview}
      </Typography>
      {offer ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Figure label={label.emi} value={money(offer.emi)} testId="offer-preview-emi" />
          <Figure label={label.total} value={money(offer.totalRepayable)} testId="offer-preview-total" />
          <Figure
            label={label.processingFee}
            value={money(offer.processingFee + offer.processingFeeGst)}
            testId="offer-preview-processing-fee"
          />
          <Figure
            label={label.convenienceFee}
            value={money(offer.convenienceFee + offer.convenienceFeeGst)}
            testId="offer-preview-convenience-fee"
          />
          <Figure label={label.disbursed} value={money(offer.disbursed)} testId="offer-preview-disbursed" />
          <Figure
            label={label.interest}
            value={`${offer.annualInterestPercent}%`}
            testId="offer-preview-interest"
          />
          <Figure label={label.apr} value={formatPercent(offer.apr)} testId="offer-preview-apr" />
        </Box>
      ) : (
        <Typography variant="body2">{text.approve.previewUnavailable}</Typography>
      )}
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </>
  );
}
