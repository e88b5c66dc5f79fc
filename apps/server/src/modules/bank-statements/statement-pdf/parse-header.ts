import { parseIndianAmount } from '@kredo/domain/indian-amount';

import { parseStatementDate } from './statement-dates.ts';
import type { StatementLayout } from './statement-layouts.ts';
import { lineText, type TextLine } from './text-lines.ts';

export type HeaderFields = {
  holderName: string | null;
  accountNumberLast4: string | null;
  periodFrom: string | undefined;
  periodTo: string | undefined;
  openingBalancePaise: number | undefined;
};

const TITLE = /^(?:MR|MRS|MS|MISS|DR|SHRI|SMT|M\/S)\.?\s+/i;

function firstCapture(lines: readonly string[], pattern: RegExp): RegExpExecArray | undefined {
  for (const text of lines) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return undefined;
}

/** A summary table's value: the item on the next line that sits under the label. */
function summaryValue(lines: readonly TextLine[], label: string): number | undefined {
  const wanted = label.toLowerCase();
  for (const [index, line] of lines.entries()) {
    const cell = line.items.find((item) => item.text.toLowerCase() === wanted);
    const below = lines[index + 1];
    if (!cell || !below) continue;
    const under = below.items.find((item) => item.x0 < cell.x1 && item.x1 > cell.x0);
    const amount = under ? parseIndianAmount(under.text) : undefined;
    if (amount !== undefined) return amount;
  }
  return undefined;
}

/**
 * The header block's fields: holder (without a title such as MR), the account number's last four
 * digits (a masked number keeps them), the statement period and, where the layout prints it there
 * or in a closing summary, the opening balance.
 */
export function parseHeaderFields(
  headerLines: readonly TextLine[],
  allLines: readonly TextLine[],
  layout: StatementLayout,
): HeaderFields {
  const texts = headerLines.map(lineText);
  const holder = firstCapture(texts, layout.holderPattern)?.[1]?.replace(TITLE, '').trim();
  const accountDigits = firstCapture(texts, layout.accountPattern)?.[1]?.replace(/\D/g, '') ?? '';
  const period = firstCapture(texts, layout.periodPattern);
  const rule = layout.openingBalance;
  let openingBalancePaise: number | undefined;
  if (rule.kind === 'labelled') {
    const amount = firstCapture(texts, rule.pattern)?.[1];
    openingBalancePaise = amount === undefined ? undefined : parseIndianAmount(amount);
  } else if (rule.kind === 'summary') {
    openingBalancePaise = summaryValue(allLines, rule.label);
  }
  return {
    holderName: holder ? holder : null,
    accountNumberLast4: accountDigits.length >= 4 ? accountDigits.slice(-4) : null,
    periodFrom:
      period?.[1] === undefined ? undefined : parseStatementDate(period[1], layout.periodDateFormat),
    periodTo: period?.[2] === undefined ? undefined : parseStatementDate(period[2], layout.periodDateFormat),
    openingBalancePaise,
  };
}
