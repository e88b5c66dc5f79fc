import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The way to the KYC options (Aadhaar OKYC, DigiLocker, scan), which also give the address proof. */
export function KycCard({ href }: { href: string }) {
  return (
    <Card variant="outlined" component="section" aria-label="KYC">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">
            KYC
          </Typography>
          <Typography variant="body2">
            Verify your identity and address with Aadhaar, DigiLocker or a document scan.
          </Typography>
          <Button component={RouterLink} to={href} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Complete KYC
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
