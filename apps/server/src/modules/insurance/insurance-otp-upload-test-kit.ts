import { insurancePaths } from '@kredo/contract/insurance';
import { insuranceUploadFilePart, type InsuranceUpload } from '@kredo/contract/insurance-otp-upload';
import { isFileField, isOtpField } from '@kredo/domain/insurance-form';
import { expect } from 'vitest';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxProductOf } from '../../providers/insurer/sandbox-catalogue.ts';
import { listOutbox } from '../notifications/notifications.service.ts';

type Customer = { headers: Record<string, string>; person: { mobile: string } };
export type TestFile = { name: string; type: string; bytes: Buffer };

/** The smallest PDF the upload takes: a certificate of vaccination, say. */
export const certificatePdf: TestFile = {
  name: 'vaccination-certificate.pdf',
  type: 'application/pdf',
  bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** A multipart body with one file part (named `part`), as a browser's FormData sends it. */
export function multipartOf(file: TestFile, part = insuranceUploadFilePart) {
  const boundary = '----kredo-insurance-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The consent code and the upload calls over HTTP, and a form filled with both as a borrower would. */
export function insuranceOtpUploadKit(ctx: { t: TestApp }) {
  const upload = (c: Customer, file: TestFile = certificatePdf, part?: string) => {
    const body = multipartOf(file, part);
    return ctx.t.app.inject({
      method: 'POST',
      url: insurancePaths.upload,
      headers: { ...c.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  const sendOtp = (c: Customer, productId: string, mobile = c.person.mobile) =>
    ctx.t.app.inject({
      method: 'POST',
      url: insurancePaths.otp,
      headers: c.headers,
      payload: { productId, mobile },
    });

  /** The code in the newest SMS to `mobile`, read from the dev outbox as a journey would. */
  async function latestCode(mobile: string): Promise<string> {
    const [message] = await listOutbox(ctx.t.deps.db, { to: mobile, limit: 1 });
    const code = /^(\d{6}) /.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no consent code in the outbox for ${mobile}`);
    return code;
  }

  /**
   * The form's values with what the product asks beyond them, when not given: the certificate
   * uploaded, and the consent code sent to the customer's own mobile (the insured's) and read
   * from the outbox.
   */
  async function withExtras(c: Customer, productId: string, values: Record<string, unknown>) {
    const fields = sandboxProductOf(productId)?.inputFields ?? [];
    const filled: Record<string, unknown> = { ...values };
    for (const field of fields.filter((each) => isFileField(each) && !(each.name in values))) {
      const answer = await upload(c);
      expect(answer.statusCode, answer.body).toBe(201);
      filled[field.name] = answer.json<InsuranceUpload>().uploadId;
    }
    const otp = fields.find((each) => isOtpField(each) && !(each.name in values));
    if (otp) {
      filled.mobile = c.person.mobile;
      const sent = await sendOtp(c, productId);
      expect(sent.statusCode, sent.body).toBe(200);
      filled[otp.name] = await latestCode(c.person.mobile);
    }
    return filled;
  }

  return { upload, sendOtp, latestCode, withExtras };
}
