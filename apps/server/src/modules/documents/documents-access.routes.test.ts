import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documentsTestKit, jpeg, png, type Session } from './documents-test-kit.ts';

describe('document access', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const { borrower, uploadBase64, uploadFile, info, documentOf } = documentsTestKit(ctx);

  describe('who may upload and read', () => {
    it('needs a session', async () => {
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/paandu/docs',
        payload: { userId: 'x', docType: 'SELFIE', imageB64: png.toString('base64') },
      });
      expect(reply.statusCode).toBe(401);
    });

    it("refuses to upload for another borrower and hides another's document", async () => {
      const asha = await borrower();
      const ravi = await borrower();
      expect(
        (await uploadBase64(ravi, { docType: 'SELFIE', imageB64: png.toString('base64') }, asha.userId))
          .statusCode,
      ).toBe(403);
      expect(
        (await uploadFile(ravi, 'SELFIE', {}, { name: 's.png', type: 'image/png', bytes: png }, asha.userId))
          .statusCode,
      ).toBe(403);
      const own = documentOf(
        await uploadBase64(asha, { docType: 'SELFIE', imageB64: png.toString('base64') }),
      );
      expect((await info(ravi, own.id)).statusCode).toBe(404);
      const url = await ctx.t.app.inject({
        url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${ravi.userId}&docType=SELFIE&docName=${own.id}`,
        headers: ravi.headers,
      });
      expect(url.statusCode).toBe(404);
      const forAsha = await ctx.t.app.inject({
        url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${asha.userId}&docType=SELFIE`,
        headers: ravi.headers,
      });
      expect(forAsha.statusCode).toBe(403);
    });
  });

  describe('signed addresses', () => {
    const signedUrl = async (b: Session, docType: string, docName?: string) => {
      const reply = await ctx.t.app.inject({
        url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${b.userId}&docType=${docType}${docName ? `&docName=${docName}` : ''}`,
        headers: b.headers,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json() as { image: string }).image;
    };

    it("gives the current document's content without the session, for that file only", async () => {
      const b = await borrower();
      documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: png.toString('base64') }));
      const latest = documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: jpeg.toString('base64') }));
      const url = await signedUrl(b, 'PAN');
      expect(url).toMatch(/^\/api\/document-gateway\/file\?token=/);
      const file = await ctx.t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.equals(jpeg)).toBe(true);
      expect(file.headers.etag).toBe(`"${latest.sha256}"`);
    });

    it('refuses a changed address and an expired one, and keeps the token out of the log', async () => {
      const b = await borrower();
      const doc = documentOf(await uploadBase64(b, { docType: 'SELFIE', imageB64: png.toString('base64') }));
      const url = await signedUrl(b, 'SELFIE', doc.id);
      const token = decodeURIComponent(url.split('token=')[1] ?? '');
      const [, expires, mac] = token.split('.');
      const other = documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: jpeg.toString('base64') }));
      // Another document's id under this signature.
      const swapped = await ctx.t.app.inject({
        url: `/api/document-gateway/file?token=${other.id}.${expires}.${mac}`,
      });
      expect(swapped.statusCode).toBe(403);
      const later = await ctx.t.app.inject({
        url: `/api/document-gateway/file?token=${doc.id}.${Number(expires) + 600}.${mac}`,
      });
      expect(later.statusCode).toBe(403);
      expect((await ctx.t.app.inject({ url: '/api/document-gateway/file?token=garbage' })).statusCode).toBe(
        403,
      );
      expect((await ctx.t.app.inject({ url })).statusCode).toBe(200);
      ctx.t.deps.clock.advance(301_000);
      expect((await ctx.t.app.inject({ url })).statusCode).toBe(403);
      expect(ctx.t.logLines.join('\n')).not.toContain(mac);
    });
  });
});
