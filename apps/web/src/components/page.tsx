import { useEffect, type ReactNode } from 'react';
import { useBrand } from '../lib/brand-context';
import layout from './ui/layout.module.css';

type PageProps = { title: string; children: ReactNode };

/** A screen's frame: one level-1 heading, and the same title on the browser tab. */
export function Page({ title, children }: PageProps) {
  const { partner } = useBrand();
  useEffect(() => {
    document.title = `${title} | ${partner.displayName}`;
  }, [title, partner.displayName]);

  return (
    <div className={layout.container}>
      <div className={layout.stack}>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
