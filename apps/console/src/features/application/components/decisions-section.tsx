import type { DecisionRecord } from '@kredo/contract/back-office';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

/** Figures are paise or counts; the names say which (assessedIncome, maxEmi, offerAmount, ...). */
const moneyFigure = /income|emi|amount|balance|outstanding|principal|capacity/i;

function formatFigure(name: string, value: number): string {
  // The rules write -1 for a figure they had nothing to compute from (no bureau hit, no statement).
  if (value < 0) return text.none;
  return moneyFigure.test(name) ? formatAmount(value, { exact: value % 100 !== 0 }) : String(value);
}

const outcomeColours = {
  APPROVE: 'success',
  REJECT: 'error',
  INCOMPLETE_INFO: 'warning',
  REFER: 'info',
} as const;

/** Every decision, newest first, each with why it came out so and what it read. */
export function DecisionsSection({ decisions }: { decisions: readonly DecisionRecord[] }) {
  const newestFirst = [...decisions].sort((a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt));
  return (
    <Section title={text.application.decisions}>
      {newestFirst.length === 0 && <Typography variant="body2">{text.application.noDecisions}</Typography>}
      <Stack spacing={2}>
        {newestFirst.map((decision) => (
          <Decision key={decision.id} decision={decision} />
        ))}
      </Stack>
    </Section>
  );
}

function Decision({ decision }: { decision: DecisionRecord }) {
  return (
    <Box component="article" aria-label={`${decision.outcome} ${formatDateTime(decision.decidedAt)}`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={decision.outcome} color={outcomeColours[decision.outcome]} size="small" />
        <Typography variant="body2">
          {formatDateTime(decision.decidedAt)} · {decision.decidedBy} · {decision.policyVersion}
        </Typography>
        {decision.subStatuses.map((subStatus) => (
          <Chip key={subStatus} label={subStatus} variant="outlined" size="small" />
        ))}
      </Stack>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {decision.reasons.map((reason) => (
          <li key={reason.code}>
            <Typography variant="body2">
              <strong>{reason.code}</strong> {reason.detail}
            </Typography>
          </li>
        ))}
      </Box>
      <Accordion disableGutters variant="outlined">
        <AccordionSummary>{text.application.inputs}</AccordionSummary>
        <AccordionDetails>
          <Typography variant="subtitle2">{text.application.figures}</Typography>
          <FieldList
            fields={Object.entries(decision.figures).map(([name, value]) => ({
              label: name,
              value: formatFigure(name, value),
            }))}
          />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {text.application.inputsJson}
          </Typography>
          <Box component="pre" sx={{ fontSize: 12, overflowX: 'auto', m: 0 }}>
            {JSON.stringify(decision.inputs, null, 2)}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
