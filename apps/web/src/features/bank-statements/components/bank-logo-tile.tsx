import type { Institution } from '@kredo/contract/bank-statements';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';

/**
 * Each shortcut bank's tile colour, drawn here rather than fetched: no third-party images. White
 * text reads on each at WCAG AA.
 */
const tileColors: Readonly<Record<string, string>> = {
  '2': '#97144D',
  '20': '#004C8F',
  '22': '#A6262C',
  '35': '#1A4480',
};
const fallbackColor = '#374151';

type BankLogoTileProps = { institution: Institution; selected: boolean; onSelect: (id: string) => void };

/** One of the four shortcut banks (spec 000 §9): its short name on its colour, its full name below. */
export function BankLogoTile({ institution, selected, onSelect }: BankLogoTileProps) {
  return (
    <ToggleButton
      value={institution.id}
      selected={selected}
      onChange={() => onSelect(institution.id)}
      sx={{ flexDirection: 'column', gap: 1, textTransform: 'none' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 56,
          height: 56,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: tileColors[institution.id] ?? fallbackColor,
          color: '#FFFFFF',
          fontWeight: 700,
          fontSize: institution.shortName.length > 4 ? 12 : 16,
        }}
      >
        {institution.shortName}
      </Box>
      <Typography variant="caption" component="span" sx={{ lineHeight: 1.2 }}>
        {institution.name}
      </Typography>
    </ToggleButton>
  );
}
