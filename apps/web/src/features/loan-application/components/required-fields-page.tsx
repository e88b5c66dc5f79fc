import type { ApplicationFields, FieldCategory } from '@kredo/contract/loan-application';
import CheckCircle from '@mui/material/SvgIcon';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { categoryComplete } from '../lib/field-values';
import { ApplyFlow } from './apply-flow';
import { LoanSummary } from './loan-summary';
import '../texts';
import { serverToday } from '../../../lib/server-today';

/** Categories in the order the checklist lists them, each with whether it is complete. */
export function checklist(fields: ApplicationFields, today: string) {
  return Object.entries(fields.required_fields).map(([category, list]) => ({
    category: category as FieldCategory,
    complete: categoryComplete(list, today),
  }));
}

/**
 * The Required Fields checklist (spec 000 §2.4, §4.3): each category, complete or not, opening
 * its form; then what the loan asked for costs, and 'APPLY FOR LOAN', disabled until every
 * category is complete.
 */
export function RequiredFieldsPage({ fields }: { fields: ApplicationFields }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const items = checklist(fields, serverToday());
  const allComplete = items.every((item) => item.complete);
  return (
    <Page title={t('loanApplication.requiredFields.title')}>
      <Stack spacing={2}>
        <List aria-label={t('loanApplication.requiredFields.title')}>
          {items.map(({ category, complete }) => (
            <ListItem key={category} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={brand.path(
                  `/loan-application/application-field/user-form?productCode=${fields.productCode}&category=${category}`,
                )}
              >
                <ListItemText
                  primary={t(`loanApplication.categories.${category}`)}
                  secondary={
                    complete
                      ? t('loanApplication.requiredFields.complete')
                      : t('loanApplication.requiredFields.incomplete')
                  }
                />
                {complete && (
                  <CheckCircle color="success" aria-hidden>
                    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4L10 14.2l7.6-7.6L19 8z" />
                  </CheckCircle>
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <LoanSummary fields={fields} />
        <ApplyFlow productCode={fields.productCode} disabled={!allComplete} />
      </Stack>
    </Page>
  );
}
