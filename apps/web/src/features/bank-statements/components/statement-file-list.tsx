import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { cutFileName } from '../lib/cut-file-name';

export type StatementFile = {
  id: number;
  file: File;
  state: 'uploading' | 'read' | 'password' | 'failed';
  /** The failure's text, or the request for the password. */
  message?: string;
};

const stateTexts = { uploading: 'Uploading...', read: 'Uploaded' } as const;
const colors = {
  uploading: 'text.secondary',
  read: 'success.main',
  password: 'warning.main',
  failed: 'error',
};

type StatementFileListProps = { files: readonly StatementFile[]; nameLength: number };

/** The files sent in this session, each with how it went. */
export function StatementFileList({ files, nameLength }: StatementFileListProps) {
  if (files.length === 0) return null;
  return (
    <List aria-label="Uploaded files" aria-live="polite" dense>
      {files.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={cutFileName(entry.file.name, nameLength)}
            secondary={entry.message ?? stateTexts[entry.state as keyof typeof stateTexts]}
            slotProps={{
              primary: { title: entry.file.name },
              secondary: { sx: { color: colors[entry.state] } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
