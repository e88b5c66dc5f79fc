import { messages } from '@kredo/contract/messages';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../lib/api-error';
import { useBrand } from '../lib/brand-context';
import { useCatalogueText } from '../lib/use-catalogue-text';

/**
 * The default error display (spec 000 §8): the server's message, or the generic one, then
 * 'Mail us at' the brand's support address. Catalogue texts are shown in the user's language.
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { partner } = useBrand();
  const text: string = error instanceof ApiRequestError ? error.message : messages.somethingWentWrong;
  return (
    <Box
      role="alert"
      sx={{
        p: 2,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: '#B91C1C',
        bgcolor: '#FEF2F2',
        color: '#7F1D1D',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{catalogueText(text)}</Typography>
      <Typography>
        {t('messages.mailUsAt')}{' '}
        <Link href={`mailto:${partner.supportEmail}`} sx={{ color: 'inherit' }}>
          {partner.supportEmail}
        </Link>
      </Typography>
    </Box>
  );
}
