import { useTranslation } from '../../../lib/i18n';
import { PlainButton } from '../../../components/ui/button';
import { useBrand } from '../../../lib/brand-context';
import { formatYear } from '../../../lib/format-date-time';
import { changeLanguage, type Language } from '../../../lib/i18n';
import styles from './shell.module.css';

const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function AppFooter() {
  const { t, i18n } = useTranslation();
  const { partner, isPartner } = useBrand();
  // Offer the other language, named in itself so a reader of that language recognises it.
  const other: Language = i18n.language === 'hi' ? 'en' : 'hi';

  return (
    <footer className={styles.footer}>
      <p>{t('shell.footer.copyright', { year: formatYear() })}</p>
      {isPartner && <p>{t('shell.footer.partnership', { partner: partner.displayName })}</p>}
      <PlainButton lang={other} onClick={() => void changeLanguage(other)} className={styles.language}>
        {languageNames[other]}
      </PlainButton>
    </footer>
  );
}
