import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </svg>
  );
}

export type FaqItem = { id: string; question: string; answer: string };

/**
 * Questions and answers as an accordion (spec 002 §2): the first answer open, at most one open at
 * a time; opening another closes the one before, and the open one closes when pressed again.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(items[0]?.id ?? null);
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.id}
          expanded={open === item.id}
          onChange={(_, expanded) => setOpen(expanded ? item.id : null)}
          disableGutters
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            id={`faq-${item.id}-question`}
            aria-controls={`faq-${item.id}-answer`}
            expandIcon={<ExpandIcon />}
            sx={{ minHeight: 48 }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item.id}-answer`}>
            <Typography>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
