import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { OfflineBanner } from './offline-banner';

const mainId = 'main-content';

/** Banner, header, main and footer landmarks around the current screen. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isNative } = useBrand();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${mainId}`}
        onClick={(event) => {
          // The hash router owns the URL fragment; move focus without navigating.
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
        sx={visuallyHiddenUntilFocused}
      >
        {t('shell.skipToContent')}
      </Link>
      <OfflineBanner />
      {!isNative && <AppHeader />}
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}

const visuallyHiddenUntilFocused = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  '&:focus': { top: 8 },
} as const;
