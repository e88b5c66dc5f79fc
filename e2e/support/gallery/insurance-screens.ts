import { insurancePaths } from '@kredo/contract/insurance';
import type { Page } from 'playwright-core';

import type { Screen } from './screens.ts';

const productPath = '/insurance/productList?subCategory=personal-accident&coverType=INDIVIDUAL';
const detailsPath = '/insurance/userDetails?productId=pa-individual-1y';
/** Hospicash asks for the member's consent code; COVID cover for the certificate of vaccination. */
const consentDetailsPath = '/insurance/userDetails?productId=hospicash-1y';
const certificateDetailsPath = '/insurance/userDetails?productId=covid-1y';
const certificatePdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Types into the details form's field by its name, as a borrower would. */
const fill = (page: Page, name: string, text: string) => page.locator(`form input[name=${name}]`).fill(text);

/** The details form's answers the sandbox accepts; the profile gave the name and the mobile. */
async function fillDetails(page: Page) {
  await fill(page, 'name', 'Sunita Rao');
  const mobile = page.locator('form input[name=mobile]');
  if ((await mobile.inputValue()) === '') await mobile.fill('7000000001');
  await fill(page, 'dob', '12/03/1991');
  await page.locator('form input[type=radio][value=Female]').check();
  await fill(page, 'email', 'insurance.gallery@example.com');
  await fill(page, 'pan', 'ABCPR1234K');
  await fill(page, 'pincode', '560001');
  await fill(page, 'nominee_name', 'Arun Rao');
  await page.locator('form [role=combobox]').click();
  await page.locator('[role=listbox] [role=option][data-value=Spouse]').click();
  await fill(page, 'nominee_dob', '01/07/1988');
  await page.locator('form input[type=checkbox]').check();
}

const submit = (page: Page) => page.locator('form button[type=submit]').click();

/**
 * The insurer sends the consent code to the form's mobile, one of each language's own: the two
 * languages' screens are shown at once, and one mobile's second code waits a minute.
 */
async function sendConsentCode(page: Page) {
  const language = await page.evaluate(() => document.documentElement.lang);
  await page.locator('form input[name=mobile]').fill(language === 'hi' ? '7000000012' : '7000000011');
  await page.locator('form div:has(> div > div > input[name=consent_otp]) > button').click();
  await page.locator('form div:has(> div > div > input[name=consent_otp]) > button:disabled').waitFor();
}

/** The subscription refused as the server answers one the insurer cannot take (its lines). */
async function answerRefusedSubscription(page: Page) {
  await page.route(`**${insurancePaths.order}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      json: {
        status: 'FAILURE',
        url: null,
        orderId: null,
        errors: ['Pincode: Invalid', 'Date of Birth: Age should be between 18 and 65'],
        fieldErrors: { pincode: ['Invalid'], dob: ['Age should be between 18 and 65'] },
      },
    });
  });
}

/** The insurance partner does not answer: the server's 502 with its words. */
async function answerPartnerDown(page: Page) {
  await page.route(`**${insurancePaths.riskcovryLink}`, (route) =>
    route.fulfill({ status: 502, json: { code: 'PROVIDER_UNAVAILABLE', message: 'Something went wrong!' } }),
  );
}

/**
 * Insurance's screens (spec 002 §2), in the order a borrower meets them, after gold's (the
 * gallery's list in screens.ts).
 */
export const insuranceScreens: Screen[] = [
  { name: 'insurance-categories', visitor: 'insurance-holder', path: '/insurance' },
  { name: 'insurance-product', visitor: 'insurance-holder', path: productPath },
  {
    name: 'insurance-declarations',
    visitor: 'insurance-holder',
    path: productPath,
    async prepare(page) {
      await page.locator('button[aria-haspopup=dialog]').click();
      await page.locator('[role=dialog] ol').waitFor();
    },
  },
  {
    name: 'insurance-details-errors',
    visitor: 'insurance-holder',
    path: detailsPath,
    async prepare(page) {
      await fill(page, 'name', 'S3');
      await fill(page, 'email', 'sunita@');
      await fill(page, 'pincode', '5600');
      await submit(page);
      await page.locator('form [aria-invalid=true]').first().waitFor();
    },
  },
  {
    name: 'insurance-details-refused',
    visitor: 'insurance-holder',
    path: detailsPath,
    answers: answerRefusedSubscription,
    async prepare(page) {
      await fillDetails(page);
      await submit(page);
      await page.locator('[role=dialog] li').first().waitFor();
    },
  },
  {
    name: 'insurance-details-otp',
    visitor: 'insurance-holder',
    path: consentDetailsPath,
    async prepare(page) {
      await fillDetails(page);
      await sendConsentCode(page);
      await fill(page, 'consent_otp', '123');
      await submit(page);
      await page.locator('form input[name=consent_otp][aria-invalid=true]').waitFor();
    },
  },
  {
    name: 'insurance-details-file-missing',
    visitor: 'insurance-holder',
    path: certificateDetailsPath,
    async prepare(page) {
      await fillDetails(page);
      await submit(page);
      await page.locator('form [role=group] [role=alert]').waitFor();
    },
  },
  {
    name: 'insurance-details-file',
    visitor: 'insurance-holder',
    path: certificateDetailsPath,
    async prepare(page) {
      await fillDetails(page);
      await page.locator('form input[type=file]').setInputFiles({
        name: 'vaccination-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: certificatePdf,
      });
      await page.locator('form [role=group] button[aria-describedby]').waitFor();
    },
  },
  {
    name: 'insurance-payment-success',
    visitor: 'insurance-holder',
    path: '/insurancePaymentSuccess?orderId=:insuranceOrderId',
  },
  { name: 'insurance-my-insurances', visitor: 'insurance-holder', path: '/insurance/activeInsurances' },
  { name: 'insurance-my-insurances-empty', visitor: 'applicant', path: '/insurance/activeInsurances' },
  { name: 'insurance-policies', visitor: 'insurance-holder', path: '/insurance/policies' },
  { name: 'insurance-faq', visitor: 'insurance-holder', path: '/insurance/faq' },
  { name: 'insurance-link', visitor: 'insurance-holder', path: '/insurance-link' },
  {
    name: 'insurance-link-error',
    visitor: 'insurance-holder',
    path: '/insurance-link',
    answers: answerPartnerDown,
  },
  { name: 'insurance-link-active', visitor: 'insurance-holder', path: '/insurance-link/active-insurance' },
  { name: 'insurance-link-explore', visitor: 'insurance-holder', path: '/insurance-link/explore' },
  { name: 'insurance-link-exit', visitor: 'insurance-holder', path: '/insurance-link/exit' },
];
