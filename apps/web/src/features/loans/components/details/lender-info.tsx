import type { UserLoan } from '@kredo/contract/loans';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

/** A link alone on its line is a target of its own: at least 44 px tall, as a thumb needs. */
const contactLink = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** The lender behind the loan and how to reach it (spec 001 §3 lender_info). */
export function LenderInfo({ lender }: { lender: UserLoan['lender_info'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.details.lender.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          alignItems: 'center',
        }}
      >
        <Typography component="dt" variant="body2">
          {t('loans.details.lender.name')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {lender.name}
        </Typography>
        <Typography component="dt" variant="body2">
          {t('loans.details.lender.email')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${lender.email}`} sx={contactLink}>
            {lender.email}
          </Link>
        </Typography>
        {lender.phoneNumber && (
          <>
            <Typography component="dt" variant="body2">
              {t('loans.details.lender.phone')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Link href={`tel:${lender.phoneNumber}`} sx={contactLink}>
                {lender.phoneNumber}
              </Link>
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
