import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useOutstanding } from '../api/use-outstanding';
import '../texts';

/**
 * The correction list (spec 000 §2.5, §4.1): one row per screen with something outstanding. An
 * application in INCOMPLETE_INFO with no screen to show is an error the borrower takes to
 * support; any other status has nothing to correct.
 */
export function OutstandingList() {
  const { t } = useTranslation();
  const brand = useBrand();
  const outstanding = useOutstanding();
  const home = (
    <Button component={RouterLink} to={brand.path('/')} variant="text" sx={{ alignSelf: 'flex-start' }}>
      {t('incompleteInfo.index.home')}
    </Button>
  );

  function body() {
    if (outstanding.isLoading) return <RouteLoader />;
    if (outstanding.isError) return <Alert severity="error">{t('incompleteInfo.loadFailure')}</Alert>;
    if (outstanding.status !== 'INCOMPLETE_INFO')
      return (
        <>
          <Typography>{t('incompleteInfo.index.nothingOutstanding')}</Typography>
          {home}
        </>
      );
    if (outstanding.screens.length === 0)
      return (
        <>
          <Alert severity="error">
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('incompleteInfo.index.noScreensTitle')}
            </Typography>
            {t('incompleteInfo.index.noScreensBody', { email: brand.partner.supportEmail })}
          </Alert>
          {home}
        </>
      );
    return (
      <>
        <Typography>{t('incompleteInfo.index.intro')}</Typography>
        <Paper variant="outlined">
          <List disablePadding aria-label={t('incompleteInfo.index.title')}>
            {outstanding.screens.map(({ screen }) => (
              // Each link in a list item of its own, so the list holds only items.
              <ListItem key={screen} disablePadding divider>
                <ListItemButton component={RouterLink} to={brand.path(`/incomplete-info/${screen}`)}>
                  <ListItemText primary={t(`incompleteInfo.titles.${screen}`)} />
                  <Typography aria-hidden="true">›</Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      </>
    );
  }

  return <Page title={t('incompleteInfo.index.title')}>{body()}</Page>;
}
