import type { ApplicationFields } from '@kredo/contract/loan-application';
import { formatBasisPointsAsPercent, formatMoney } from '@kredo/domain/money';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { useEligibleProducts } from '../api/loan-products';
import { costOfLoan } from '../lib/loan-cost';
import { FigureRows } from './product-figures';
import '../texts';

const wholeNumber = (value: string | number | null | undefined): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The amount (paise) and tenure the Loan Details category holds, once both are given. */
export function requestedLoan(fields: ApplicationFields) {
  const loanDetails = fields.required_fields.LOAN_DETAILS ?? [];
  const valueOf = (identifier: string) => loanDetails.find((field) => field.identifier === identifier)?.value;
  const amount = wholeNumber(valueOf('loanRequest.amount'));
  const tenureMonths = wholeNumber(valueOf('loanRequest.tenure'));
  return amount === undefined || tenureMonths === undefined ? undefined : { amount, tenureMonths };
}

/**
 * Before 'APPLY FOR LOAN': the loan asked for (amount and tenure from Loan Details) and what it
 * costs at the product's pricing (EMI, interest with every fee and its GST, APR), priced by the
 * domain's offer rules. Left out until both are given and the product's pricing has arrived.
 */
export function LoanSummary({ fields }: { fields: ApplicationFields }) {
  const { t } = useTranslation();
  const products = useEligibleProducts();
  const product = products.data?.product_specs.find((spec) => spec.productCode === fields.productCode);
  const wanted = requestedLoan(fields);
  const cost = product && wanted ? costOfLoan(product, wanted.amount, wanted.tenureMonths) : undefined;
  if (!cost) return null;
  const title = t('loanApplication.requiredFields.summary');
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <FigureRows
        label={title}
        rows={[
          [t('loanApplication.requiredFields.amount'), formatMoney(cost.principal)],
          [
            t('loanApplication.requiredFields.tenure'),
            t('loanApplication.requiredFields.months', { count: cost.tenureMonths }),
          ],
          [
            t('loanApplication.products.emi'),
            t('loanApplication.products.perMonth', { amount: formatMoney(cost.emi) }),
          ],
          [t('loanApplication.products.totalCost'), formatMoney(cost.totalCost)],
          [
            t('loanApplication.products.apr'),
            t('loanApplication.products.percent', { rate: formatBasisPointsAsPercent(cost.apr) }),
          ],
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('loanApplication.requiredFields.summaryNote')}
      </Typography>
    </Paper>
  );
}
