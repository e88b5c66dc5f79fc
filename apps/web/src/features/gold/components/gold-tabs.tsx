import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { goldTabs, type GoldTab } from '../lib/gold-routes';
import '../texts';

/** The gold area's five screens (spec 002 §2): Buy, Locker, Delivery, Sell, Orders; the one shown is marked. */
export function GoldTabs({ current }: { current: GoldTab }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Box
      component="nav"
      aria-label={t('gold.tabs.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${goldTabs.length}, 1fr)`,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {goldTabs.map(({ tab, path }) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            component={RouterLink}
            to={brand.path(path)}
            aria-current={selected ? 'page' : undefined}
            underline="none"
            sx={{
              minHeight: 48,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              px: 0.5,
              fontSize: '0.875rem',
              fontWeight: selected ? 700 : 500,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 3,
              borderColor: selected ? 'primary.main' : 'transparent',
            }}
          >
            {t(`gold.tabs.${tab}`)}
          </Link>
        );
      })}
    </Box>
  );
}
