import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shortenFileName } from '../lib/file-name';

export type Chosen = { name: string; preview?: string };

/** A chosen file: its name cut to 25 characters, and the picture itself when it is one. */
export function ChosenFile({ chosen, alt }: { chosen: Chosen; alt: string }) {
  return (
    <>
      <Typography variant="body2" title={chosen.name} sx={{ overflowWrap: 'anywhere' }}>
        {shortenFileName(chosen.name)}
      </Typography>
      {chosen.preview && (
        <Box
          component="img"
          src={chosen.preview}
          alt={alt}
          sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
    </>
  );
}
