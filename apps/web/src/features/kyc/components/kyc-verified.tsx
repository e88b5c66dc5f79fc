import type { KycData } from '@kredo/contract/kyc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const genders = { M: 'Male', F: 'Female', T: 'Transgender' } as const;

/** The e-KYC the borrower just shared: their photo, name, date of birth and masked Aadhaar. */
export function KycVerified({ kyc }: { kyc: KycData }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      component="section"
      aria-label="Your e-KYC"
      sx={{ alignItems: 'center' }}
    >
      {kyc.photo && <img src={kyc.photo} alt={`Photo of ${kyc.name}`} width={72} height={90} />}
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{kyc.name}</Typography>
        <Typography variant="body2">
          {kyc.dob} · {genders[kyc.gender]}
        </Typography>
        <Typography variant="body2">Aadhaar XXXX XXXX {kyc.aadhaarLast4}</Typography>
        <Typography variant="body2">{kyc.address}</Typography>
      </Stack>
    </Stack>
  );
}
