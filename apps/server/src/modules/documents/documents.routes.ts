import multipart from '@fastify/multipart';
import {
  documentDetailsSchema,
  documentIdParamsSchema,
  documentPaths,
  generatedDocumentTypes,
  type GeneratedDocumentType,
  documentResponseSchema,
  documentInfoSchema,
  MAX_DOCUMENT_BYTES,
  signedUrlQuerySchema,
  signedUrlResponseSchema,
  uploadDocumentBodySchema,
  userDocTypeParamsSchema,
} from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import { text } from '@kredo/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { AppError } from '../../lib/app-error.ts';
import { decodeBase64File } from '../../lib/base64-file.ts';
import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import { offerDocumentId } from '../consent/offer-documents.ts';
import { documentInfo, openSignedUrl, signedDocumentUrl, storeDocument } from './documents.service.ts';

const isGeneratedDocumentType = (docType: string): docType is GeneratedDocumentType =>
  (generatedDocumentTypes as readonly string[]).includes(docType);

/** Base64 of the largest document, in JSON with its details. */
const base64BodyLimit = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 16 * 1024;
/** A refused detail as the one error shape, field by field. */
function detailsOf(input: Record<string, unknown>) {
  const parsed = documentDetailsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  throw new AppError('VALIDATION_FAILED', 'document details refused', {
    userMessage: Object.values(fieldErrors)[0]?.[0] ?? messages.genericRequestFailure,
    fieldErrors,
  });
}

/**
 * Documents (spec 000 §3.2, §4.7, §7): uploads as base64 (`paandu/docs`) or as a file
 * (`document/{userId}/{docType}`), a document's details, and a short-lived signed address for
 * its content that works without the session.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];
  const { deps } = app;
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 8, fieldSize: 200, parts: 9 },
  });

  app.post(
    documentPaths.uploadBase64,
    {
      onRequest: authenticate,
      bodyLimit: base64BodyLimit,
      schema: { tags, body: uploadDocumentBodySchema, response: { 201: documentResponseSchema } },
    },
    async (request, reply) => {
      const { userId, imageB64, docType, docSubType, side, docMode } = request.body;
      assertOwnUser(request, userId);
      const document = await storeDocument(
        deps,
        userId,
        { docType, docSubType, side, docMode },
        decodeBase64File(imageB64, messages.allowedFileTypes),
      );
      return reply.code(201).send({ document });
    },
  );

  app.post(
    documentPaths.upload,
    {
      onRequest: authenticate,
      schema: { tags, params: userDocTypeParamsSchema, response: { 201: documentResponseSchema } },
    },
    async (request, reply) => {
      assertOwnUser(request, request.params.userId);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'not multipart', {
          userMessage: messages.allowedFileTypes,
        });
      const part = await request.file();
      if (!part)
        throw new AppError('VALIDATION_FAILED', 'no file part', {
          userMessage: 'Please upload document',
          fieldErrors: { file: ['Please upload document'] },
        });
      const fields: Record<string, unknown> = { docType: request.params.docType };
      for (const [name, field] of Object.entries(part.fields))
        if (field && !Array.isArray(field) && field.type === 'field' && name !== 'docType')
          fields[name] = field.value;
      const details = detailsOf(fields);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError('PAYLOAD_TOO_LARGE', 'document over the size limit', {
            userMessage: messages.documentTooLarge,
          });
        throw error;
      }
      const document = await storeDocument(deps, request.params.userId, details, bytes);
      return reply.code(201).send({ document });
    },
  );

  app.get(
    documentPaths.info,
    {
      onRequest: authenticate,
      schema: { tags, params: documentIdParamsSchema, response: { 200: documentInfoSchema } },
    },
    (request) => documentInfo(deps, currentSession(request).userId, request.params.id),
  );

  app.get(
    documentPaths.signedUrl,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: signedUrlQuerySchema, response: { 200: signedUrlResponseSchema } },
    },
    async (request) => {
      const { userId, docType, docName, opportunityId, language } = request.query;
      assertOwnUser(request, userId);
      if (isGeneratedDocumentType(docType)) {
        const id = await offerDocumentId(deps, userId, docType, opportunityId, language ?? 'en');
        return signedDocumentUrl(deps, userId, docType, id);
      }
      return signedDocumentUrl(deps, userId, docType, docName);
    },
  );

  // No session: the signature in the address is the permission, for this one file, briefly.
  app.get(
    documentPaths.file,
    {
      config: { refusals: ['FORBIDDEN', 'NOT_FOUND'] },
      schema: { tags, querystring: z.object({ token: text().check(z.maxLength(300)) }) },
    },
    async (request, reply) => {
      const file = await openSignedUrl(deps, request.query.token);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=60')
        .header('content-disposition', 'inline')
        .header('etag', `"${file.sha256}"`)
        .send(file.bytes);
    },
  );
};
