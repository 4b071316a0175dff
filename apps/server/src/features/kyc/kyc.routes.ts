import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KYC_API,
  KYC_DOCUMENT_MAX_BYTES,
  KycDocument,
  KycDocumentParams,
  KycIdentity,
  KycSubmitBody,
} from '@app/contracts';
import { AppError, ok, sendFailure } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { jsonResponses, noStore } from '../../lib/responses.ts';
import { requireAuth } from '../../lib/sessions.ts';
import { kycMaxSizeText } from './kyc-images.ts';
import { submitIdentity, uploadDocument, viewIdentity } from './kyc.service.ts';

const tags = ['identity'];

export function registerKycMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    KYC_API.identity,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: "The member's identity check: status, reasons and current documents",
        response: jsonResponses(KycIdentity),
      },
    },
    async (request) => ok(await viewIdentity(ctx, requireAuth(request))),
  );

  r.post(
    KYC_API.identity,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Submits the full name and national id with the uploaded documents for review',
        body: KycSubmitBody,
        response: jsonResponses(KycIdentity),
      },
    },
    async (request) => ok(await submitIdentity(ctx, requireAuth(request), request.body)),
  );

  // The upload's body is the file itself (any content type: the bytes are judged, not the
  // header); its parser and size limit live in this scope only.
  void app.register(async (scope) => {
    // Even a body labelled JSON or text is the file's bytes here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: KYC_DOCUMENT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendFailure(request, reply, 413, 'kyc.document.too.large', kycMaxSizeText());
      }
      throw error;
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      KYC_API.document,
      {
        onRequest: noStore,
        schema: {
          tags,
          summary: `Uploads one identity document (JPEG, PNG or WebP; at most ${kycMaxSizeText()})`,
          params: KycDocumentParams,
          response: jsonResponses(KycDocument),
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('kyc.document.type', 415);
        return ok(await uploadDocument(ctx, auth, request.params.kind, body));
      },
    );
  });
}
