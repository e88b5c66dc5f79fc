// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { pdfFile, sampleSession } from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls } from './flows-test-kit';
import { callsTo, statementRoutes, uploadPdf, waitForSession } from './statement-test-kit';

const failure = (code: number) => () =>
  Response.json({ status: 0, vendor: 'FINBOX', fileId: 'f-1', code, message: 'vendor text' });

async function complete() {
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  const popup = await screen.findByRole('dialog', { name: 'File upload completed' });
  fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
}

describe("the bank statement correction's PDF flow", () => {
  it('after a reload, shows the files the session already holds and completes them without another upload', async () => {
    const calls = serveCorrections(
      ['BS_6M_MISSING'],
      statementRoutes({
        openSession: () =>
          Response.json({
            session: { ...sampleSession, institutionId: '20' },
            files: [
              { status: 1, vendor: 'FINBOX', fileId: 'f-1', message: 'File uploaded successfully' },
              { status: 0, vendor: 'FINBOX', fileId: 'f-2', code: 4, message: 'vendor text' },
            ],
          }),
      }),
    );
    await renderApp('/incomplete-info/bs-pdf-upload?bankId=20');

    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(await within(list).findByText('Statement file 1')).toBeTruthy();
    expect(within(list).getByText('Uploaded')).toBeTruthy();
    expect(within(list).getByText('Statement file 2')).toBeTruthy();
    expect(callsTo(calls, 'openSession')[0]?.url).toBe('/api/bs-service/open-session?institutionId=20');
    await complete();

    await expectSettled('Bank Statement');
    expect(callsTo(calls, 'start')).toEqual([]);
    expect(callsTo(calls, 'upload')).toEqual([]);
    expect(callsTo(calls, 'complete')[0]?.body).toMatchObject({
      perfiosTransactionId: sampleSession.perfiosTransactionId,
      entityId: sampleSession.entityId,
    });
  });

  it('goes from the bank chosen to its own screen, takes the PDF and settles every statement item', async () => {
    const calls = serveCorrections(['BS_6M_MISSING', 'BS_NET_BANKING', 'SELFIE_UNCLEAR'], statementRoutes());
    await renderApp('/incomplete-info/bank-statement');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bank Statement' })).toBeTruthy();
    expect(
      screen.getByText(
        'Please upload your bank statements for the last 7 months, showing all salary/income credits.',
      ),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'HDFC Bank' }));
    // Net banking failed before: only the PDF is offered, whatever the bank can do.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    // The PDF screen is a chunk of its own, loaded as the borrower goes there.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get Started' })));

    expect(await screen.findByRole('heading', { level: 2, name: 'HDFC Bank' })).toBeTruthy();
    expect(screen.getByText(/^Please upload your bank statements/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to application' }).getAttribute('href')).toBe(
      '/incomplete-info',
    );
    await waitForSession();
    expect(callsTo(calls, 'start')).toHaveLength(1);
    expect(callsTo(calls, 'start')[0]?.body).toMatchObject({ handler: 'start', institutionId: '20' });

    uploadPdf(pdfFile('hdfc-salary-account-march-to-september.pdf'));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    // The correction screen cuts a file's name at 28 characters.
    expect(screen.getByText('hdfc-salary-account-march-to...')).toBeTruthy();
    expect(settleCalls(calls)).toEqual([]);
    await complete();

    await expectSettled('Bank Statement');
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['BS_6M_MISSING', 'BS_NET_BANKING'] }]);
  });

  it("says each vendor failure code in the correction screen's words", async () => {
    const answers = [failure(4), failure(2), failure(7)];
    serveCorrections(
      ['BS_SALARY_MISSING'],
      statementRoutes({ upload: () => (answers.shift() ?? failure(0))() }),
    );
    await renderApp('/healwise/incomplete-info/bs-pdf-upload?bankId=20');
    await waitForSession();

    uploadPdf(pdfFile('one.pdf'));
    expect(
      await screen.findByText(
        "Your bank name doesn't match with uploaded bank statement. Please select right bank name",
      ),
    ).toBeTruthy();
    uploadPdf(pdfFile('two.pdf'));
    expect(
      await screen.findByText(
        'Not able to process. Please email your bank statements to loans@healwise.example',
      ),
    ).toBeTruthy();
    uploadPdf(pdfFile('three.pdf'));
    expect(
      await screen.findByText('Unsupported Bank Statement Format. It should have balance, date and amount'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete' })).toHaveProperty('disabled', true);
  });

  it('shows the error card when the session cannot start, and starts again on Try Again', async () => {
    let starts = 0;
    const calls = serveCorrections(
      ['BS_6M_MISSING'],
      statementRoutes({
        start: () => {
          starts += 1;
          return starts === 1
            ? Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 })
            : Response.json({
                entityId: 'e',
                linkId: 'l',
                perfiosTransactionId: 'p',
                txnId: 't',
                yearMonthFrom: '2025-03',
                yearMonthTo: '2025-09',
              });
        },
      }),
    );
    await renderApp('/incomplete-info/bs-pdf-upload?bankId=20');

    const card = (await screen.findByText("Something's Wrong")).closest('[role="alert"]') as HTMLElement;
    expect(within(card).getByText('Looks like something is missing')).toBeTruthy();
    expect(within(card).getByText(/Please contact support/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    await waitForSession();
    expect(callsTo(calls, 'start')).toHaveLength(2);
  });

  it('leads to the choice of bank when no bank is given', async () => {
    const calls = serveCorrections(['BS_6M_MISSING'], statementRoutes());
    await renderApp('/incomplete-info/bs-pdf-upload');
    expect(await screen.findByText('Select your bank')).toBeTruthy();
    expect(screen.queryByText("Something's Wrong")).toBeNull();
    expect(callsTo(calls, 'start')).toEqual([]);
  });

  it('goes to the redirectURL, a path in this app, once the statement is settled', async () => {
    const calls = serveCorrections(['BS_6M_MISSING'], statementRoutes());
    await renderApp('/incomplete-info/bs-pdf-upload?bankId=20&redirectURL=%2Ftips');
    await waitForSession();
    uploadPdf(pdfFile());
    await screen.findByText('Uploaded');
    await complete();

    expect(await screen.findByText('Bank Statement updated successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: /tips/i })).toBeTruthy();
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['BS_6M_MISSING'] }]);
  });

  it('reads in Hindi: the screen and its error card', async () => {
    onTestFinished(() => changeLanguage('en'));
    await changeLanguage('hi');
    serveCorrections(
      ['BS_SALARY_MISSING'],
      statementRoutes({ start: () => Response.json({ code: 'UPSTREAM', message: 'down' }, { status: 502 }) }),
    );
    await renderApp('/healwise/incomplete-info/bs-pdf-upload?bankId=20');

    expect(await screen.findByRole('heading', { level: 1, name: 'बैंक स्टेटमेंट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'आवेदन पर वापस जाएँ' })).toBeTruthy();
    const card = (await screen.findByText('कुछ गड़बड़ है')).closest('[role="alert"]') as HTMLElement;
    expect(within(card).getByText('लगता है कुछ छूट गया है')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'फिर से प्रयास करें' })).toBeTruthy();
  });
});
