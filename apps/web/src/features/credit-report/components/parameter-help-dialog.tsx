import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ParameterKey } from '../lib/parameters';
import '../texts';

/** 'Know more' (spec 002 §2): what a parameter reads and how to raise its rating. */
export function ParameterHelpDialog({
  parameter,
  onClose,
}: {
  parameter: ParameterKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={parameter !== null} onClose={onClose} aria-labelledby={titleId} fullWidth>
      {parameter && (
        <>
          <DialogTitle id={titleId}>{t(`creditReport.parameters.${parameter}.name`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t(`creditReport.parameters.${parameter}.help`)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {t('creditReport.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
