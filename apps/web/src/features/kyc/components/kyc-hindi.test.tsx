// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';

import { server, sessionId, signIn } from './kyc-test-kit';

afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the KYC screens in Hindi', () => {
  it('name the ways to complete KYC in Hindi', async () => {
    server();
    signIn();
    await changeLanguage('hi');
    await renderApp('/loan-application/kyc?productCode=PERSONAL_LOAN');

    const options = await screen.findByRole('list', { name: 'KYC के विकल्प' });
    expect(screen.getByText('चुनें कि आप अपना KYC कैसे पूरा करना चाहते हैं।')).toBeTruthy();
    expect(within(options).getByRole('link', { name: /^स्कैन \(डिजिटल KYC\)/ })).toBeTruthy();
    expect(within(options).getByRole('link', { name: /^अपॉइंटमेंट \(भौतिक दस्तावेज़\)/ })).toBeTruthy();
  });

  it('ask for the Aadhaar number and the captcha in Hindi, with the catalogue messages in Hindi', async () => {
    server((_call, path) =>
      path === '/api/kyc/initiate-okyc'
        ? Response.json({
            isSuccess: true,
            message: 'Captcha generated',
            session_id: sessionId,
            captcha: 'data:image/svg+xml;base64,captcha',
          })
        : undefined,
    );
    signIn();
    await changeLanguage('hi');
    await renderApp('/loan-application/kyc/okyc?productCode=PERSONAL_LOAN');

    expect(await screen.findByRole('heading', { level: 1, name: 'Aadhaar KYC सत्यापन' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'कैप्चा' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('कृपया 12 अंकों का Aadhaar नंबर दर्ज करें')).toBeTruthy();
    expect(screen.getByText('कृपया कैप्चा दर्ज करें')).toBeTruthy();
    expect(screen.getByLabelText('Aadhaar नंबर')).toBeTruthy();
  });

  it('ask for both sides of the address proof in Hindi', async () => {
    server();
    signIn();
    await changeLanguage('hi');
    await renderApp('/loan-application/kyc/scan?productCode=PERSONAL_LOAN');

    expect(await screen.findByRole('heading', { level: 1, name: 'पते का प्रमाण स्कैन करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByText('आवेदन जारी रखने के लिए कृपया वर्तमान पते का प्रमाण अपलोड करें')).toBeTruthy();
    expect(screen.getByText('कृपया प्रकार चुनें')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'पते के प्रमाण का प्रकार' }));
    expect(await screen.findByRole('option', { name: 'ड्राइविंग लाइसेंस' })).toBeTruthy();
  });

  it('offer the visit dates in Hindi', async () => {
    server((_call, path) => {
      if (path === '/api/paandu/profile')
        return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
      if (path !== '/api/kyc/appointment') return undefined;
      return Response.json({ appointment: null, dates: ['2026-11-24'], slots: ['10:00-12:00'] });
    });
    signIn();
    await changeLanguage('hi');
    await renderApp('/loan-application/kyc/appointment?productCode=PERSONAL_LOAN');

    expect(await screen.findByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'तारीख' }));
    expect(await screen.findByRole('option', { name: 'मंगलवार, 24 नवंबर 2026' })).toBeTruthy();
    expect(screen.getByLabelText('मकान/फ़्लैट नंबर')).toBeTruthy();
  });
});
