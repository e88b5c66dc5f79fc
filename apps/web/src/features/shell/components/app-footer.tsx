import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain-button';
import { useBrand } from '../../../lib/brand-context';
import { formatYear } from '../../../lib/format-date-time';
import { changeLanguage, type Language } from '../../../lib/i18n';

const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function AppFooter() {
  const { t, i18n } = useTranslation();
  const { partner, isPartner } = useBrand();
  // Offer the other language, named in itself so a reader of that language recognises it.
  const other: Language = i18n.language === 'hi' ? 'en' : 'hi';

  return (
    <Box component="footer" sx={{ px: 2, py: 3, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{t('shell.footer.copyright', { year: formatYear() })}</Typography>
      {isPartner && (
        <Typography variant="body2">
          {t('shell.footer.partnership', { partner: partner.displayName })}
        </Typography>
      )}
      <PlainButton
        lang={other}
        onClick={() => void changeLanguage(other)}
        sx={{ mt: 1, px: 1.5, py: 0.75, color: 'primary.main', fontWeight: 600, textDecoration: 'underline' }}
      >
        {languageNames[other]}
      </PlainButton>
    </Box>
  );
}
