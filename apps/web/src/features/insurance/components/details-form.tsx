import type { InsuranceProduct, SubscribeBody } from '@kredo/contract/insurance';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import type { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { serverToday } from '../../../lib/server-today';
import { useSubscribe } from '../api/subscribe';
import { detailsDefaults, detailsSchema, nomineeConfirmedName } from '../lib/details-form';
import { asksNominee } from '../lib/field-texts';
import { insurancePaymentSuccessPath } from '../lib/insurance-routes';
import { leaveForPayment, paymentPlatform, paymentReturnUrl } from '../lib/payment';
import { CheckboxField, DetailsField } from './details-field';
import { SubscriptionErrorBox, SubscriptionErrorDialog } from './subscription-failure';
import '../texts';

/** The lines a refusal that is not a FAILURE answer gives: its field messages, else its message. */
function linesOf(error: ApiRequestError): string[] {
  const fieldLines = Object.values(error.body.fieldErrors ?? {}).flat();
  return fieldLines.length > 0 ? fieldLines : [error.message || firstVisitMessages.somethingWentWrong];
}

/**
 * The details form generated from the product's fields (spec 002 §2, §4, §5), 'PROCEED TO PAY':
 * subscribed, the browser leaves for the gateway's page, the button staying busy; refused, the
 * message lines show in a red box and in the 'Something went wrong !' modal, and each under its
 * field.
 */
export function DetailsForm({ product }: { product: InsuranceProduct }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const subscribe = useSubscribe();
  const fields = product.inputFields;
  const confirmNominee = asksNominee(fields);
  const schema = useMemo(
    () => detailsSchema(fields, serverToday(), confirmNominee),
    [fields, confirmNominee],
  );
  const [failure, setFailure] = useState<string[]>([]);
  const [modalOpen, setModalOpen] = useState(false);

  const fail = (lines: string[]) => {
    setFailure(lines);
    setModalOpen(true);
  };

  async function submit(values: Record<string, string | number | boolean>, form: UseFormReturn<FieldValues>) {
    setFailure([]);
    const body: SubscribeBody = {
      ...values,
      productId: product.productId,
      return_url: paymentReturnUrl(brand.path(insurancePaymentSuccessPath), window.location),
      platform: paymentPlatform(),
    };
    const result = await subscribe.mutateAsync(body);
    if (result.status === 'SUCCESS' && result.url) {
      leaveForPayment(result.url);
      return;
    }
    for (const [name, [message]] of Object.entries(result.fieldErrors)) {
      if (message) form.setError(name as Path<FieldValues>, { type: 'server', message });
    }
    fail(result.errors.length > 0 ? result.errors : [firstVisitMessages.somethingWentWrong]);
  }

  return (
    <>
      <Form
        schema={schema}
        defaultValues={detailsDefaults(fields, confirmNominee)}
        onSubmit={(values, form) => submit(values, form as unknown as UseFormReturn<FieldValues>)}
        onFailure={(error) => fail(linesOf(error))}
        aria-label={t('messages.insuranceFillDetails')}
      >
        <Stack spacing={2}>
          {failure.length > 0 && <SubscriptionErrorBox lines={failure} />}
          {fields.map((field) => (
            <DetailsField key={field.name} field={field} productId={product.productId} />
          ))}
          {confirmNominee && (
            <CheckboxField name={nomineeConfirmedName} label={t('paForm.nominee.confirm')} />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            // Busy until the browser has left: SUCCESS is followed by the gateway's page.
            loading={subscribe.isPending || (subscribe.data?.status === 'SUCCESS' && !!subscribe.data.url)}
          >
            {t('messages.insuranceProceedToPay')}
          </Button>
        </Stack>
      </Form>
      <SubscriptionErrorDialog lines={failure} open={modalOpen} onClose={() => setModalOpen(false)} />
    </>
  );
}
