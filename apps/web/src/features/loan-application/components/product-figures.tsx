import type { ProductSpec } from '@kredo/contract/loan-application';
import { basisPoints, formatBasisPointsAsPercent, formatMoney, paise } from '@kredo/domain/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { costOfLoan, exampleLoanOf } from '../lib/loan-cost';
import '../texts';

/** Label and value rows, as a small table a reader can walk row by row. */
export function FigureRows({ label, rows }: { label: string; rows: ReadonlyArray<[string, string]> }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([term, value]) => (
          <TableRow key={term}>
            <TableCell component="th" scope="row" sx={{ pl: 0 }}>
              {term}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What a product lends and what it costs: its amount range and tenures, and an example loan's
 * EMI, total cost (interest and every fee with its GST) and APR, priced by the domain's offer rules.
 */
export function ProductFigures({ product }: { product: ProductSpec }) {
  const { t } = useTranslation();
  const [min, max] = product.amountRange;
  const example = exampleLoanOf(product);
  const cost = costOfLoan(product, example.principal, example.tenureMonths);
  const rows: Array<[string, string]> = [
    [
      t('loanApplication.products.amount'),
      t('loanApplication.products.range', { min: formatMoney(paise(min)), max: formatMoney(paise(max)) }),
    ],
    [
      t('loanApplication.products.tenure'),
      t('loanApplication.products.tenureRange', {
        min: product.tenureMonths.min,
        max: product.tenureMonths.max,
      }),
    ],
    [
      t('loanApplication.products.interest'),
      t('loanApplication.products.flatRate', {
        rate: formatBasisPointsAsPercent(basisPoints(product.monthlyFlatRate)),
      }),
    ],
  ];
  const exampleRows: Array<[string, string]> = cost
    ? [
        [
          t('loanApplication.products.emi'),
          t('loanApplication.products.perMonth', { amount: formatMoney(cost.emi) }),
        ],
        [t('loanApplication.products.totalCost'), formatMoney(cost.totalCost)],
        [
          t('loanApplication.products.apr'),
          t('loanApplication.products.percent', { rate: formatBasisPointsAsPercent(cost.apr) }),
        ],
      ]
    : [];
  const exampleText = cost
    ? t('loanApplication.products.example', {
        amount: formatMoney(cost.principal),
        months: cost.tenureMonths,
      })
    : '';
  return (
    <>
      <FigureRows label={t('loanApplication.products.figures', { title: product.title })} rows={rows} />
      {cost && (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            {exampleText}
          </Typography>
          <FigureRows label={exampleText} rows={exampleRows} />
        </>
      )}
    </>
  );
}
