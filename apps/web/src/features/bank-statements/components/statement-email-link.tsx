import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { statementMailHref, type StatementMailInput } from '../lib/statement-mail';

type StatementEmailLinkProps = StatementMailInput & { supportEmail: string };

/** The e-mail option (spec 000 §2.5): statements sent to support, filed by the subject. */
export function StatementEmailLink({ supportEmail, ...subject }: StatementEmailLinkProps) {
  return (
    <Typography variant="body2">
      Prefer e-mail?{' '}
      <Link href={statementMailHref(supportEmail, subject)}>
        Email your bank statements to {supportEmail}
      </Link>
    </Typography>
  );
}
