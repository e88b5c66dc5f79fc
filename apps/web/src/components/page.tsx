import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useBrand } from '../lib/brand-context';

type PageProps = { title: string; children: ReactNode };

/** A screen's frame: one level-1 heading, and the same title on the browser tab. */
export function Page({ title, children }: PageProps) {
  const { partner } = useBrand();
  useEffect(() => {
    document.title = `${title} | ${partner.displayName}`;
  }, [title, partner.displayName]);

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
