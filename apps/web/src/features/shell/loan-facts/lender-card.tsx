import { findLender } from '@kredo/contract/lenders';
import { useTranslation } from '../../../lib/i18n';
import { useBrand } from '../../../lib/brand-context';
import layout from '../../../components/ui/layout.module.css';
import { initialsOf } from '../components/brand-logo';
import styles from './loan-facts.module.css';

/** The lender behind the brand's advertised loans, named as a digital lending app must name it. */
export function LenderCard() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const lender = findLender(partner.lenderId);
  if (!lender) return null;

  return (
    <section aria-labelledby="lender-heading" className={layout.card}>
      <h2 id="lender-heading" className={styles.heading}>
        {t('shell.loanFacts.lenderHeading')}
      </h2>
      <div className={styles.lender}>
        <span
          role="img"
          aria-label={t('shell.loanFacts.lenderLogo', { lender: lender.name })}
          className={styles.lenderMark}
        >
          {initialsOf(lender.name)}
        </span>
        <div className={styles.lenderText}>
          <p className={styles.lenderName}>{lender.legalName}</p>
          <p>{t(lender.kind === 'Bank' ? 'shell.loanFacts.bank' : 'shell.loanFacts.nbfc')}</p>
          <p>{t('shell.loanFacts.registration', { number: lender.registration })}</p>
          <p>
            {t('shell.loanFacts.grievance')}:{' '}
            <a href={`mailto:${lender.grievanceEmail}`}>{lender.grievanceEmail}</a>
          </p>
        </div>
      </div>
    </section>
  );
}
