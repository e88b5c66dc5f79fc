import type { ApplicationStep } from '@kredo/domain/application-steps';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { stepLabels, type FormScreen } from '../lib/form-screens';

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
  return (
    <Stack component="nav" aria-label="Application steps" spacing={1} sx={{ minWidth: { md: 240 } }}>
      <Typography variant="body2" id="form-progress-label">
        {percent}% complete
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby="form-progress-label" />
      <List dense disablePadding>
        {steps.map((step) => {
          const first = screens.find((screen) => screen.step === step);
          const done = completeSteps.includes(step);
          return (
            <ListItem key={step} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={first ? hrefOf(first) : '#'}
                selected={step === current}
                aria-current={step === current ? 'step' : undefined}
              >
                <ListItemText primary={stepLabels[step]} secondary={done ? 'Done' : 'To do'} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
