import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

type DeclarationsProps = {
  declarations: readonly string[];
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
};

/**
 * The product's declarations (spec 002 §2): a box to tick, and the declarations themselves in a
 * modal the borrower opens to read them.
 */
export function Declarations({ declarations, agreed, onAgreedChange }: DeclarationsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => onAgreedChange(event.target.checked)} />}
        label={t('insurance.product.declarations.agree')}
      />
      <Button
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {t('insurance.product.declarations.read')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth scroll="paper">
        <DialogTitle id={titleId}>{t('insurance.product.declarations.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack component="ol" spacing={1} sx={{ pl: 2.5, m: 0 }}>
            {declarations.map((declaration) => (
              <Typography component="li" key={declaration}>
                {declaration}
              </Typography>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button size="large" onClick={() => setOpen(false)}>
            {t('insurance.product.declarations.close')}
          </Button>
          <Button
            size="large"
            variant="contained"
            onClick={() => {
              onAgreedChange(true);
              setOpen(false);
            }}
          >
            {t('insurance.product.declarations.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
