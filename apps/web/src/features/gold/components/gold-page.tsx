import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import type { GoldTab } from '../lib/gold-routes';
import { GoldTabs } from './gold-tabs';

/** A gold screen: its title, the area's tabs on the five tab screens, then its content. */
export function GoldPage({ title, tab, children }: { title: string; tab?: GoldTab; children: ReactNode }) {
  return (
    <Page title={title}>
      {tab && <GoldTabs current={tab} />}
      {children}
    </Page>
  );
}
