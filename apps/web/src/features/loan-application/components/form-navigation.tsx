import type { ApplicationStep } from '@kredo/domain/application-steps';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { FormScreen } from '../lib/form-screens';
import '../texts';

/** Brings the current step into sight in the phone's sideways row, without moving the page. */
function scrollIntoView(node: HTMLElement | null): void {
  node?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
}

type FormNavigationProps = {
  steps: readonly ApplicationStep[];
  screens: readonly FormScreen[];
  completeSteps: readonly ApplicationStep[];
  current: ApplicationStep | undefined;
  percent: number;
  /** The address of a screen. */
  hrefOf: (screen: FormScreen) => string;
};

/**
 * The application form's side navigation (spec 000 §2.4): every step of the flow, done or still
 * to do, each opening its first screen, with the share of steps complete.
 */
export function FormNavigation({
  steps,
  screens,
  completeSteps,
  current,
  percent,
  hrefOf,
}: FormNavigationProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('loanApplication.navigation.label')}
      spacing={1}
      sx={{ width: { xs: '100%', md: 240 }, minWidth: 0, flexShrink: 0 }}
    >
      <Typography variant="body2" id="form-progress-label">
        {t('loanApplication.navigation.percent', { percent })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby="form-progress-label" />
      {/* A row that scrolls sideways on a phone, so the form starts near the top; a column beside it on wider screens. */}
      <List
        dense
        disablePadding
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          overflowX: { xs: 'auto', md: 'visible' },
        }}
      >
        {steps.map((step) => {
          const first = screens.find((screen) => screen.step === step);
          const done = completeSteps.includes(step);
          return (
            <ListItem
              key={step}
              disablePadding
              sx={{ flex: { xs: '0 0 auto', md: '1 1 auto' }, width: 'auto' }}
            >
              <ListItemButton
                ref={step === current ? scrollIntoView : undefined}
                component={RouterLink}
                to={first ? hrefOf(first) : '#'}
                selected={step === current}
                aria-current={step === current ? 'step' : undefined}
              >
                <ListItemText
                  primary={t(`loanApplication.steps.${step}`)}
                  secondary={
                    done ? t('loanApplication.navigation.done') : t('loanApplication.navigation.toDo')
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
