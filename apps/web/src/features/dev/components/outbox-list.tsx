import type { OutboxMessage } from '@kredo/contract/dev';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format-date-time';
import '../texts';

/** One list item per message, newest first as the server sends them. */
export function OutboxList({ messages }: { messages: readonly OutboxMessage[] }) {
  const { t } = useTranslation();

  return (
    <Box
      component="ul"
      aria-label={t('dev.outbox.title')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {messages.map((message) => (
        <Paper
          component="li"
          key={message.id}
          variant="outlined"
          data-testid="outbox-message"
          sx={{ p: 1.5 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Chip
              size="small"
              label={t(`dev.outbox.channels.${message.channel}`)}
              data-channel={message.channel}
            />
            <Typography component="span" sx={{ fontWeight: 600 }} data-testid="outbox-to">
              {message.to}
            </Typography>
            <Typography
              component="time"
              variant="body2"
              color="text.secondary"
              dateTime={message.createdAt}
              sx={{ ml: 'auto' }}
            >
              {formatDateTime(message.createdAt, { seconds: true })}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="outbox-text">
            {message.text}
          </Typography>
          {message.attachments.length > 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5 }}
              data-testid="outbox-attachments"
            >
              {t('dev.outbox.attachments', {
                files: message.attachments.map((file) => file.fileName).join(', '),
              })}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
