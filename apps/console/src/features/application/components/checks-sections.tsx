import type { ApplicationView } from '@kredo/contract/back-office';
import Typography from '@mui/material/Typography';

import { FieldList, type Field } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { fieldLabel, text } from '../../../text';

const moneyFields = new Set(['monthlyIncome', 'averageBalance', 'outstanding', 'monthlyEmi']);
const timeFields = new Set(['verifiedAt', 'completedAt', 'fetchedAt']);

/** A check's fields in the order the contract gives them, each formatted by what it holds. */
function fieldsOf(record: Record<string, unknown>, skip: readonly string[] = []): Field[] {
  return Object.entries(record)
    .filter(([name]) => !skip.includes(name))
    .map(([name, value]) => ({ label: fieldLabel(name), value: formatValue(name, value) }));
}

function formatValue(name: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'number' && moneyFields.has(name)) return formatAmount(value);
  if (typeof value === 'string' && timeFields.has(name)) return formatDateTime(value);
  return String(value);
}

function Empty({ children }: { children: string }) {
  return <Typography variant="body2">{children}</Typography>;
}

export function KycSection({ kyc }: { kyc: ApplicationView['kyc'] }) {
  return (
    <Section title={text.application.kyc}>
      {kyc ? <FieldList fields={fieldsOf(kyc)} /> : <Empty>{text.application.noKyc}</Empty>}
    </Section>
  );
}

export function StatementSection({ statement }: { statement: ApplicationView['statement'] }) {
  return (
    <Section title={text.application.statement}>
      {statement ? <FieldList fields={fieldsOf(statement)} /> : <Empty>{text.application.noStatement}</Empty>}
    </Section>
  );
}

export function BureauSection({ bureau }: { bureau: ApplicationView['bureau'] }) {
  return (
    <Section title={text.application.bureau}>
      {!bureau && <Empty>{text.application.noBureau}</Empty>}
      {bureau?.kind === 'NO_HIT' && <Empty>{text.application.noHit}</Empty>}
      {bureau?.kind === 'HIT' && <FieldList fields={fieldsOf(bureau, ['kind'])} />}
    </Section>
  );
}
