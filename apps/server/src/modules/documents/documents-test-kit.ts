import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { samplePng } from '../dev/dev.service.ts';

export type Session = Awaited<ReturnType<typeof signIn>>;
export type Info = {
  id: string;
  docType: string;
  side: string;
  contentType: string;
  current: boolean;
  sha256: string;
};

/** The smallest real files of each kind we take, and some we do not. */
export const png = samplePng;
export const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const text = Buffer.from('just some text pretending to be a picture');

let people = 0;
const nextPerson = () => {
  people += 1;
  const n = String(people).padStart(4, '0');
  return { mobile: `96543${n.padStart(5, '0')}`, pan: `CDEPD${n}K`, dob: '1991-02-03', name: 'Devi Rao' };
};

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----kredo-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Borrowers and their uploads over HTTP, for the document route tests. */
export function documentsTestKit(ctx: { t: TestApp }) {
  const borrower = async (): Promise<Session> => {
    const person = nextPerson();
    await seedPerson(ctx.t, person);
    return signIn(ctx.t, person);
  };
  const uploadBase64 = (b: Session, body: Record<string, unknown>, userId = b.userId) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/paandu/docs',
      headers: b.headers,
      payload: { userId, ...body },
    });
  const uploadFile = (
    b: Session,
    docType: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    userId = b.userId,
  ) => {
    const body = multipart(fields, file);
    return ctx.t.app.inject({
      method: 'POST',
      url: `/api/document/${userId}/${docType}`,
      headers: { ...b.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const info = (b: Session, id: string) =>
    ctx.t.app.inject({ url: `/api/document/info/${id}`, headers: b.headers });
  const documentOf = (reply: { json(): unknown }) => (reply.json() as { document: Info }).document;
  return { borrower, uploadBase64, uploadFile, info, documentOf };
}
