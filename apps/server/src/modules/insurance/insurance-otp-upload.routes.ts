import multipart from '@fastify/multipart';
import { insurancePaths } from '@kredo/contract/insurance';
import {
  insuranceOtpSentSchema,
  insuranceUploadFilePart,
  insuranceUploadSchema,
  MAX_INSURANCE_UPLOAD_BYTES,
  sendInsuranceOtpBodySchema,
} from '@kredo/contract/insurance-otp-upload';
import { messages } from '@kredo/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../../lib/app-error.ts';
import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { sendInsuranceOtp } from './insurance-otp.ts';
import { storeInsuranceUpload } from './insurance-uploads.ts';

const noFile = () =>
  new AppError('VALIDATION_FAILED', 'no file part', {
    userMessage: messages.uploadDocument,
    fieldErrors: { [insuranceUploadFilePart]: [messages.uploadDocument] },
  });

/**
 * The details form's consent code and documents (spec 002 §5): the insurer sends the code to the
 * insured's mobile; a document is uploaded as multipart (its `file` part) and kept as the
 * borrower's. Both are limited per borrower by the day (insurance-otp.ts, insurance-uploads.ts),
 * the code further by the insurer (a new one after 60 s, 3 per consent).
 */
export const insuranceOtpUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['insurance'];
  const { deps } = app;
  await app.register(multipart, {
    limits: { fileSize: MAX_INSURANCE_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
  });

  app.post(
    insurancePaths.otp,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'RATE_LIMITED', 'PROVIDER_UNAVAILABLE', 'CONFLICT'] },
      schema: { tags, body: sendInsuranceOtpBodySchema, response: { 200: insuranceOtpSentSchema } },
    },
    (request) => sendInsuranceOtp(deps, currentSession(request).userId, request.body),
  );

  app.post(
    insurancePaths.upload,
    {
      onRequest: authenticate,
      config: { refusals: ['RATE_LIMITED'] },
      schema: { tags, response: { 201: insuranceUploadSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'not multipart', {
          userMessage: messages.allowedFileTypes,
        });
      const part = await request.file();
      if (!part || part.fieldname !== insuranceUploadFilePart) throw noFile();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError('PAYLOAD_TOO_LARGE', 'insurance upload over the size limit', {
            userMessage: messages.documentTooLarge,
          });
        throw error;
      }
      const upload = await storeInsuranceUpload(deps, currentSession(request).userId, {
        bytes,
        fileName: part.filename,
      });
      return reply.code(201).send(upload);
    },
  );
};
