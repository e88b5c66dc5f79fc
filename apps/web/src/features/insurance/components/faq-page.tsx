import { Page } from '../../../components/page';
import { useTranslation } from '../../../lib/i18n';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import '../texts';

const questions = ['cover', 'period', 'cashless', 'family', 'issuance', 'cancellation'] as const;

/** The insurance FAQs (spec 002 §2): an accordion, the first answer open, one open at a time. */
export function FaqPage() {
  const { t } = useTranslation();
  const items: FaqItem[] = questions.map((id) => ({
    id,
    question: t(`insurance.faq.items.${id}.question`),
    answer: t(`insurance.faq.items.${id}.answer`),
  }));
  return (
    <Page title={t('insurance.faq.title')}>
      <FaqAccordion items={items} />
    </Page>
  );
}
