import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { cutFileName } from '../lib/cut-file-name';
import '../texts';

export type StatementFile = {
  id: number;
  /** The file's name; a file sent before the screen was reloaded is named by its place. */
  name: string;
  state: 'uploading' | 'read' | 'password' | 'failed';
  /** The failure's text, or the request for the password. */
  message?: string;
};

const colors = {
  uploading: 'text.secondary',
  read: 'success.main',
  password: 'warning.main',
  failed: 'error',
};

type StatementFileListProps = { files: readonly StatementFile[]; nameLength: number };

/** The files sent in this session, each with how it went. */
export function StatementFileList({ files, nameLength }: StatementFileListProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  if (files.length === 0) return null;
  const stateText = (entry: StatementFile) =>
    entry.message !== undefined
      ? catalogueText(entry.message)
      : entry.state === 'read'
        ? t('bankStatements.files.read')
        : entry.state === 'uploading'
          ? t('bankStatements.files.uploading')
          : undefined;
  return (
    <List aria-label={t('bankStatements.files.label')} aria-live="polite" dense>
      {files.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={cutFileName(entry.name, nameLength)}
            secondary={stateText(entry)}
            slotProps={{
              primary: { title: entry.name },
              secondary: { sx: { color: colors[entry.state] } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
