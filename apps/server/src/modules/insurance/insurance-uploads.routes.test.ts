import { insurancePaths, type SubscribeResult } from '@kredo/contract/insurance';
import { MAX_INSURANCE_UPLOADS_PER_DAY, type InsuranceUpload } from '@kredo/contract/insurance-otp-upload';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sha256Of } from '../../lib/blob-store/blob-store.ts';
import { sandboxInsurerProposals } from '../../providers/insurer/sandbox.schema.ts';
import { certificatePdf } from './insurance-otp-upload-test-kit.ts';
import { insuranceUploads } from './insurance-otp-upload.schema.ts';
import { formValues, insuranceTestKit, type InsuranceCustomer } from './insurance-test-kit.ts';
import { insuranceOrders } from './insurance.schema.ts';

const product = 'covid-1y';
const gif = {
  name: 'photo.gif',
  type: 'image/gif',
  bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
};

describe('a document on the details form', () => {
  const ctx = {} as { t: TestApp };
  const kit = insuranceTestKit(ctx);
  let asha: InsuranceCustomer;
  let meera: InsuranceCustomer;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    asha = await kit.customer();
    meera = await kit.customer('Meera Nair');
  });
  afterAll(() => ctx.t.close());

  const uploaded = async (c: InsuranceCustomer, file = certificatePdf) => {
    const answer = await kit.upload(c, file);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<InsuranceUpload>();
  };

  it('is kept as the borrower’s, its bytes encrypted and its name sealed', async () => {
    const file = { ...certificatePdf, name: 'C:\\Users\\asha\\Asha Verma vaccination.pdf' };
    const upload = await uploaded(asha, file);
    expect(upload).toMatchObject({
      fileName: 'Asha Verma vaccination.pdf',
      contentType: 'application/pdf',
      sizeBytes: certificatePdf.bytes.length,
    });
    const [row] = await ctx.t.deps.db
      .select()
      .from(insuranceUploads)
      .where(eq(insuranceUploads.id, upload.uploadId));
    expect(row).toMatchObject({ userId: asha.userId, sha256: sha256Of(certificatePdf.bytes) });
    expect(JSON.stringify(row)).not.toContain('Asha Verma');
    const stored = (await ctx.t.objects.read(row!.blobKey))!;
    expect(stored.includes('%PDF')).toBe(false);
  });

  it('goes to the insurer with the proposal once the premium is paid', async () => {
    const c = await kit.customer();
    const orderId = await kit.paid(c, product);
    await kit.sweep();
    const [proposal] = await ctx.t.deps.db
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.reference, orderId));
    expect(proposal?.documents).toEqual([
      {
        field: 'vaccination_certificate',
        fileName: 'vaccination-certificate.pdf',
        contentType: 'application/pdf',
        sizeBytes: certificatePdf.bytes.length,
        sha256: sha256Of(certificatePdf.bytes),
      },
    ]);
    const [order] = await ctx.t.deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
    expect(ctx.t.deps.cipher.decrypt(`insurance-order:${orderId}`, order!.detailsSealed)).not.toContain(
      'vaccination_certificate',
    );
  });

  it("says 'Please upload document' without one, and for another borrower's or an unknown one", async () => {
    const mine = await uploaded(asha);
    const subscribe = (c: InsuranceCustomer, vaccination_certificate: string) =>
      kit.subscribe(c, product, formValues({ vaccination_certificate }));
    const line = ['Vaccination Certificate: Please upload document'];
    expect((await subscribe(asha, '')).json<SubscribeResult>().errors).toEqual(line);
    expect((await subscribe(meera, mine.uploadId)).json<SubscribeResult>()).toMatchObject({
      status: 'FAILURE',
      errors: line,
      fieldErrors: { vaccination_certificate: ['Please upload document'] },
    });
    const unknown = await subscribe(meera, '3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e34');
    expect(unknown.json<SubscribeResult>().errors).toEqual(line);
    expect((await subscribe(asha, mine.uploadId)).json<SubscribeResult>().status).toBe('SUCCESS');
  });

  it('refuses a file that is not pdf, jpg or png, one over 5 MB, none, and no session', async () => {
    const refused = await kit.upload(asha, gif);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message: 'Allowed file type pdf/jpg/jpeg/png.' });
    const big = {
      ...certificatePdf,
      bytes: Buffer.concat([certificatePdf.bytes, Buffer.alloc(5 * 1024 * 1024)]),
    };
    const under = {
      ...certificatePdf,
      bytes: Buffer.concat([certificatePdf.bytes, Buffer.alloc(4 * 1024 * 1024)]),
    };
    expect((await kit.upload(asha, under)).statusCode).toBe(201);
    const tooLarge = await kit.upload(asha, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      message: 'The file is too large. Please upload a file smaller than 5MB.',
    });
    const wrongPart = await kit.upload(asha, certificatePdf, 'document');
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json()).toMatchObject({ message: 'Please upload document' });
    const json = await kit.inject({
      method: 'POST',
      url: insurancePaths.upload,
      headers: asha.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await kit.inject({ method: 'POST', url: insurancePaths.upload, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`takes ${MAX_INSURANCE_UPLOADS_PER_DAY} uploads in a day, then asks to wait`, async () => {
    const c = await kit.customer();
    for (let upload = 0; upload < MAX_INSURANCE_UPLOADS_PER_DAY; upload += 1) await uploaded(c);
    const over = await kit.upload(c);
    expect(over.statusCode).toBe(429);
    ctx.t.deps.clock.advance(24 * 3_600_000);
    expect((await kit.upload(await kit.refreshed(c))).statusCode).toBe(201);
  });
});
