import type { CreditReport } from '@kredo/contract/credit-report';
import { indianDate } from '@kredo/domain/calendar-date';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { useCreditReport } from '../api/get-credit-report';
import { BureauBlock } from './bureau-block';
import { GenerateReportForm } from './generate-report-form';
import { ParameterBlock } from './parameter-block';
import { ScoreGauge } from './score-gauge';
import '../texts';

/**
 * The credit report (spec 002 §2, route creditReport): the score's gauge, the Primary and
 * Secondary blocks of parameters, the credit bureau's block when the bureau has a file, and the
 * tips; with no score yet, 'Please generate your credit report before applying for a loan.' and
 * the way to generate it.
 */
export function CreditReportPage() {
  const { t } = useTranslation();
  const report = useCreditReport();
  return (
    <Page title={t('creditReport.title')}>
      {report.isPending ? (
        <RouteLoader />
      ) : report.isError ? (
        <ErrorMessage error={report.error} />
      ) : report.data.totalScore === null ? (
        <NoScore />
      ) : (
        <Scored report={report.data} score={report.data.totalScore} />
      )}
      <TipsLink />
    </Page>
  );
}

function NoScore() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography>{t('messages.creditReportNoScore')}</Typography>
        <GenerateReportForm />
      </Stack>
    </Paper>
  );
}

function Scored({ report, score }: { report: CreditReport; score: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Paper component="section" variant="outlined" aria-label={t('creditReport.title')} sx={{ p: 2 }}>
        <ScoreGauge score={score} />
        {report.generatedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            {t('creditReport.generatedOn', {
              date: formatCalendarDate(indianDate(new Date(report.generatedAt))),
            })}
          </Typography>
        )}
      </Paper>
      {report.Quantitative && (
        <ParameterBlock title={t('creditReport.primary')} ratings={report.Quantitative} />
      )}
      {report.Qualitative && (
        <ParameterBlock title={t('creditReport.secondary')} ratings={report.Qualitative} />
      )}
      {report.bureau_data && <BureauBlock bureau={report.bureau_data} />}
    </Stack>
  );
}

function TipsLink() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Button component={RouterLink} to={brand.path('/tips')} variant="outlined" size="large">
      {t('creditReport.tips')}
    </Button>
  );
}
