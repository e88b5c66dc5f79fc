import { ratingPercent, type CreditParameter } from '@kredo/domain/credit-score';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { hiddenParameters, parameterKeys, type ParameterKey } from '../lib/parameters';
import { ParameterHelpDialog } from './parameter-help-dialog';
import '../texts';

type Ratings = Partial<Record<CreditParameter, string>>;

/** A bar's colour says its rating at a glance, as the gauge's segments do. */
const barColour = (rating: string) =>
  rating === 'EXCELLENT' || rating === 'GOOD' ? 'success' : rating === 'AVERAGE' ? 'warning' : 'error';

/**
 * A block of parameters (spec 002 §2): each with its name, a bar at the rating's percent
 * (EXCELLENT 100, GOOD 75, AVERAGE 50, else 25), the rating in words and the percent, and 'Know
 * more' opening what the parameter means. 'Soft Connections' is not shown.
 */
export function ParameterBlock({ title, ratings }: { title: string; ratings: Ratings }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [help, setHelp] = useState<ParameterKey | null>(null);
  const shown = (Object.entries(ratings) as Array<[CreditParameter, string]>).filter(
    ([parameter]) => !hiddenParameters.has(parameter) && parameter in parameterKeys,
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {shown.map(([parameter, rating]) => {
          const key = parameterKeys[parameter];
          const name = t(`creditReport.parameters.${key}.name`);
          const percent = ratingPercent(rating);
          const ratingText = t(`creditReport.ratings.${rating as 'POOR'}`);
          return (
            <Box component="li" key={parameter}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('creditReport.percent', { percent })}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                color={barColour(rating)}
                aria-label={t('creditReport.barLabel', { parameter: name, rating: ratingText, percent })}
                sx={{ height: 8, borderRadius: 4, my: 0.75 }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2">{ratingText}</Typography>
                <Button
                  size="small"
                  onClick={() => setHelp(key)}
                  aria-label={t('creditReport.knowMoreAbout', { parameter: name })}
                  sx={{ minHeight: 44, minWidth: 44 }}
                >
                  {t('creditReport.knowMore')}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      <ParameterHelpDialog parameter={help} onClose={() => setHelp(null)} />
    </Paper>
  );
}
