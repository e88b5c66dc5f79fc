import type { ApplicationView } from '@kredo/contract/back-office';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';

type Borrower = ApplicationView['borrower'];
type Address = Borrower['address'];

function formatAddress(address: Address): string | null {
  if (!address) return null;
  return [address.house, address.street, address.locality, address.landmark, address.pincode]
    .filter(Boolean)
    .join(', ');
}

const amount = (value: number | null) => (value === null ? null : formatAmount(value));

export function BorrowerSection({ borrower }: { borrower: Borrower }) {
  const label = text.fields;
  return (
    <Section title={text.application.borrower}>
      <FieldList
        fields={[
          { label: label.name, value: borrower.name },
          { label: label.panMasked, value: borrower.panMasked },
          { label: label.mobileMasked, value: borrower.mobileMasked },
          { label: label.email, value: borrower.email },
          { label: label.dob, value: borrower.dob },
          { label: label.employmentType, value: borrower.employmentType },
          { label: label.currentEmployer, value: borrower.currentEmployer },
          { label: label.netMonthlyIncome, value: amount(borrower.netMonthlyIncome) },
          { label: label.totalCurrentEmi, value: amount(borrower.totalCurrentEmi) },
          { label: label.address, value: formatAddress(borrower.address) },
          { label: label.permAddress, value: formatAddress(borrower.permAddress) },
          { label: label.workAddress, value: formatAddress(borrower.workAddress) },
          { label: label.referencesCount, value: String(borrower.referencesCount) },
          {
            label: label.bankAccounts,
            value:
              borrower.bankAccounts.length === 0
                ? null
                : borrower.bankAccounts
                    .map((account) =>
                      [account.purposeType, account.bankName, account.ifsc, account.accountNumberMasked]
                        .filter(Boolean)
                        .join(' · '),
                    )
                    .join('\n'),
          },
        ]}
      />
    </Section>
  );
}
