import { scoreSegment } from '@kredo/domain/credit-score';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { scoreBands } from '../lib/parameters';
import '../texts';

// A half circle from the left (score 0) over the top to the right (100), in SVG units.
const centre = { x: 120, y: 120 };
const radius = 96;
const width = 24;
/** A degree's gap between the segments, so each reads as its own. */
const gap = 1;

/** The point at `degrees` on a circle of `r` round the centre (0 right, 90 up, 180 left). */
export function pointAt(degrees: number, r: number) {
  const radians = (degrees * Math.PI) / 180;
  return {
    x: Number((centre.x + r * Math.cos(radians)).toFixed(2)),
    y: Number((centre.y - r * Math.sin(radians)).toFixed(2)),
  };
}

/** Where a score points on the half circle: 0 at 180 degrees, 100 at 0. */
export const scoreAngle = (score: number) => 180 - (Math.min(100, Math.max(0, score)) * 180) / 100;

function arc(fromDegrees: number, toDegrees: number) {
  const start = pointAt(fromDegrees, radius);
  const end = pointAt(toDegrees, radius);
  return `M ${start.x} ${start.y} A ${radius} ${radius} 0 0 1 ${end.x} ${end.y}`;
}

/**
 * The score gauge (spec 002 §2, §9): 0-100 over five coloured segments of a fifth each, a needle
 * at the score, the score and its segment's name in words beneath. One image to assistive
 * technology, named with the score.
 */
export function ScoreGauge({ score }: { score: number }) {
  const { t } = useTranslation();
  const band = scoreBands[scoreSegment(score)] ?? scoreBands[0];
  const bandName = t(`creditReport.gauge.bands.${band.key}`);
  const tip = pointAt(scoreAngle(score), radius - width / 2 - 6);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 240 136"
        role="img"
        aria-label={t('creditReport.gauge.label', { score, band: bandName })}
        sx={{ width: '100%', maxWidth: 320, display: 'block' }}
      >
        {scoreBands.map((segment, index) => (
          <path
            key={segment.key}
            data-part="segment"
            d={arc(
              180 - index * 36 - (index === 0 ? 0 : gap / 2),
              180 - (index + 1) * 36 + (index === 4 ? 0 : gap / 2),
            )}
            fill="none"
            stroke={segment.colour}
            strokeWidth={width}
          />
        ))}
        <line
          data-part="needle"
          x1={centre.x}
          y1={centre.y}
          x2={tip.x}
          y2={tip.y}
          stroke="#1F2937"
          strokeWidth={4}
          strokeLinecap="round"
        />
        <circle cx={centre.x} cy={centre.y} r={8} fill="#1F2937" />
      </Box>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}
      >
        {score}
      </Typography>
      <Typography aria-hidden="true" color="text.secondary">
        {t('creditReport.gauge.outOf')}
      </Typography>
      <Typography aria-hidden="true" sx={{ fontWeight: 700, mt: 0.5 }}>
        {bandName}
      </Typography>
    </Box>
  );
}
