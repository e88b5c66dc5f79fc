// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import {
  pdfFile,
  signInForStatements,
  stubStatementServer,
  resetStatementScreen,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  await changeLanguage('en');
  resetStatementScreen();
});

describe('the bank statement screen in Hindi', () => {
  it('asks for the bank, the way to share and the PDF in Hindi, and says the failures in Hindi', async () => {
    stubStatementServer({
      upload: () => Response.json({ status: 0, vendor: 'FINBOX', fileId: 'f-1', code: 2, message: 'x' }),
    });
    await changeLanguage('hi');
    signInForStatements();
    await renderApp('/bank-statement');

    expect(await screen.findByRole('heading', { level: 1, name: 'बैंक स्टेटमेंट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'आवेदन पर वापस जाएँ' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'शुरू करें' }));
    expect(await screen.findByText('कृपया बैंक चुनें।')).toBeTruthy();

    // Bank names are data: they stay as the server names them.
    const majors = screen.getByRole('group', { name: 'प्रमुख बैंक' });
    fireEvent.click(within(majors).getByRole('button', { name: 'HDFC Bank' }));
    expect(screen.getByRole('radiogroup', { name: 'आप अपना स्टेटमेंट किस तरह साझा करना चाहेंगे?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'PDF अपलोड' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'OTP से अपलोड करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'शुरू करें' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'HDFC Bank' })).toBeTruthy();
    const upload = await screen.findByRole('button', { name: 'अपलोड करें' });
    await vi.waitFor(() => expect(upload).toHaveProperty('disabled', false));
    fireEvent.click(upload);
    expect(await screen.findByText('कृपया फ़ाइल चुनें')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^फ़ाइल चुनें/), { target: { files: [pdfFile('april.pdf')] } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'मेरी फ़ाइल पासवर्ड से सुरक्षित नहीं है' }));
    fireEvent.click(upload);
    const list = await screen.findByRole('list', { name: 'अपलोड की गई फ़ाइलें' });
    expect(
      await within(list).findByText('प्रोसेस नहीं हो सका। कृपया अपने बैंक स्टेटमेंट support@kredo.example पर ईमेल करें'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पूरा करें' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'अपने बैंक स्टेटमेंट support@kredo.example पर ईमेल करें' })).toBeTruthy();
  });
});
