import type { BalanceSheetResponse } from '@kredo/contract/ledger';
import { backOfficeLedgerPaths } from '@kredo/contract/ledger';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useBalanceSheet } from '../api/get-balance-sheet';
import { inUnit } from '../lib/ledger-amounts';
import type { LedgerHrefs } from '../lib/ledger-hrefs';
import { DownloadCsvButton } from './download-csv-button';
import { LedgerNav } from './ledger-nav';
import { ReportFilterFields, reportFileName, useReportFilter } from './report-filter';

type Sheet = BalanceSheetResponse['sheets'][number];

function Total({ label, amount }: { label: string; amount: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {amount}
      </TableCell>
    </TableRow>
  );
}

/** A unit's sheet: assets, then liabilities and the earnings that close it, and whether it does. */
function SheetTable({ sheet }: { sheet: Sheet }) {
  const labels = text.ledger.balanceSheet;
  const unitName = text.ledger.units[sheet.unit];
  const amount = (value: number) => inUnit(value, sheet.unit);
  const lines = (section: Sheet['assets']) =>
    section.map((line) => (
      <TableRow key={line.account} hover>
        <TableCell>{line.account}</TableCell>
        <TableCell>{line.name}</TableCell>
        <TableCell align="right">{amount(line.amount)}</TableCell>
      </TableRow>
    ));
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {unitName}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={`${labels.title}: ${unitName}`}>
          <TableBody>
            <Total label={labels.assets} amount="" />
            {lines(sheet.assets)}
            <Total label={labels.totalAssets} amount={amount(sheet.totalAssets)} />
            <Total label={labels.liabilities} amount="" />
            {lines(sheet.liabilities)}
            <TableRow>
              <TableCell colSpan={2}>
                {labels.earnings}
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {`${labels.income} ${amount(sheet.income)} · ${labels.expenses} ${amount(sheet.expenses)}`}
                </Typography>
              </TableCell>
              <TableCell align="right">{amount(sheet.earnings)}</TableCell>
            </TableRow>
            <Total label={labels.totalLiabilities} amount={amount(sheet.totalLiabilities + sheet.earnings)} />
          </TableBody>
        </Table>
      </TableContainer>
      {sheet.difference === 0 ? (
        <Alert severity="success">{labels.closes}</Alert>
      ) : (
        <Alert severity="error">{labels.difference(amount(Math.abs(sheet.difference)))}</Alert>
      )}
    </Stack>
  );
}

/** The balance sheet by lender and business day, a sheet per unit, and its CSV. */
export function BalanceSheetPage({ hrefs }: { hrefs: LedgerHrefs }) {
  const report = useReportFilter();
  const { filter } = report;
  const sheet = useBalanceSheet(filter);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.ledger.title}
      </Typography>
      <LedgerNav hrefs={hrefs} current="balanceSheet" />
      <ReportFilterFields {...report}>
        <DownloadCsvButton
          download={{
            path: backOfficeLedgerPaths.balanceSheetCsv,
            query: { lenderId: filter.lenderId, through: filter.through },
            fileName: reportFileName('balance-sheet', filter),
          }}
        />
      </ReportFilterFields>
      {sheet.isFetching && <LinearProgress aria-label={text.loading} />}
      {sheet.isError && <Alert severity="error">{errorText(sheet.error)}</Alert>}
      {sheet.data?.sheets.length === 0 && (
        <Typography sx={{ py: 2 }}>{text.ledger.balanceSheet.empty}</Typography>
      )}
      {sheet.data?.sheets.map((unitSheet) => (
        <SheetTable key={unitSheet.unit} sheet={unitSheet} />
      ))}
    </Stack>
  );
}
