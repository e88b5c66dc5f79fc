import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { statementMailHref, type StatementMailInput } from '../lib/statement-mail';
import '../texts';

type StatementEmailLinkProps = StatementMailInput & { supportEmail: string };

/** The e-mail option (spec 000 §2.5): statements sent to support, filed by the subject. */
export function StatementEmailLink({ supportEmail, ...subject }: StatementEmailLinkProps) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      {t('bankStatements.email.prefer')}{' '}
      <Link href={statementMailHref(supportEmail, subject)}>
        {t('bankStatements.email.link', { email: supportEmail })}
      </Link>
    </Typography>
  );
}
