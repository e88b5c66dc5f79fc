// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { stubFetch } from '../../../test/stub-fetch';
import type { DocumentNeed } from '../lib/document-needs';
import { DocumentsStep } from './documents-step';
import { fileOf, pngBytes, renderSignedIn, storedAnswer, userId } from './documents-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const need = (docType: DocumentNeed['docType'], label: string, required: boolean, uploaded = false) => ({
  docType,
  label,
  required,
  uploaded,
});

const kycHref = '/loan-application/kyc?productCode=PERSONAL_LOAN&returnTo=x';

function renderStep(needs: DocumentNeed[]) {
  const onContinue = vi.fn();
  renderSignedIn(<DocumentsStep userId={userId} needs={needs} kycHref={kycHref} onContinue={onContinue} />);
  return onContinue;
}

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('Documents step', () => {
  it('names each missing required document on Continue and stays; the optional pay slip is not asked', () => {
    stubFetch(() => Response.json({}));
    const onContinue = renderStep([
      need('SELFIE', 'Selfie', true),
      need('PAN', 'PAN Card', true),
      need('PAY_SLIP', 'Latest Pay Slip', false),
      need('CURRENT_ADDRESS_PROOF', 'Current Address Proof', true),
    ]);
    expect(screen.getByRole('region', { name: 'Latest Pay Slip' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete KYC' }).getAttribute('href')).toBe(kycHref);
    expect(screen.queryByRole('alert')).toBeNull();

    press();
    const alert = screen.getByText(messages.selfieRequired).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain(messages.selfieRequired);
    expect(alert.textContent).toContain(messages.panRequired);
    expect(alert.textContent).toContain(messages.currentAddressProofRequired);
    expect(alert.textContent).not.toContain(messages.paySlipRequired);
    expect(screen.getByText(messages.uploadCurrentAddressProof)).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('forgets a document once it is uploaded, and continues when the rest were given before', async () => {
    stubFetch((call) => storedAnswer(call));
    const onContinue = renderStep([
      need('SELFIE', 'Selfie', true, true),
      need('PAN', 'PAN Card', true),
      need('PAY_SLIP', 'Latest Pay Slip', false),
    ]);
    press();
    expect(screen.getByRole('alert').textContent).toBe(messages.panRequired);

    fireEvent.change(screen.getByLabelText('PAN Card file'), {
      target: { files: [fileOf(pngBytes, 'pan.png')] },
    });
    await screen.findByRole('button', { name: 'Replace' });
    expect(screen.queryByRole('alert')).toBeNull();
    press();
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('continues at once when every required document is there', () => {
    stubFetch(() => Response.json({}));
    const onContinue = renderStep([
      need('SELFIE', 'Selfie', true, true),
      need('PAN', 'PAN Card', true, true),
    ]);
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Retake Selfie' })).toBeTruthy();
    press();
    expect(onContinue).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Documents step in Hindi', () => {
  afterEach(() => changeLanguage('en'));

  it('names the documents, their state and what is missing in Hindi', async () => {
    await changeLanguage('hi');
    stubFetch(() => Response.json({}));
    const onContinue = renderStep([need('SELFIE', 'Selfie', true, true), need('PAN', 'PAN Card', true)]);
    const pan = screen.getByRole('region', { name: 'PAN कार्ड' });
    expect(pan.textContent).toContain('आवश्यक');
    expect(screen.getByRole('button', { name: 'दोबारा सेल्फ़ी लें' })).toBeTruthy();
    expect(screen.getByLabelText('PAN कार्ड की फ़ाइल')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(screen.getByRole('alert').textContent).toBe('PAN आवश्यक है');
    expect(onContinue).not.toHaveBeenCalled();
  });
});
