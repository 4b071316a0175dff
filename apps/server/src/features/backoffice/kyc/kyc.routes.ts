import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BO_KYC_API,
  BoIdParams,
  BoKycApproveBody,
  BoKycMember,
  BoKycQueue,
  BoKycQueueQuery,
  BoKycRejectBody,
} from '@app/contracts/backoffice';
import type { KycStatus } from '@app/contracts';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import {
  approveIdentity,
  documentRows,
  identityRow,
  rejectIdentity,
  storedContentType,
  toKycDocument,
} from '../../kyc/index.ts';
import { boRead, boWrite } from '../bo-route.ts';

const documentImageUrl = (id: number) => BO_KYC_API.documentImage.replace(':id', String(id));

/**
 * The back office's identity-check reviews (issue 23, decision 049): the queue, a member's
 * submission with every document (kyc.read), the images themselves (kyc.read, never cached,
 * never from a public address), and the decision (kyc.review), audited by boWrite.
 */
export function registerBoKycRoutes(app: FastifyInstance, ctx: AppContext): void {
  const operatorNames = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await ctx.db
      .selectFrom('operators')
      .select(['id', 'username'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((row) => [row.id, row.username]));
  };

  const memberDetail = async (memberId: number): Promise<BoKycMember> => {
    const member = await ctx.db
      .selectFrom('members')
      .select(['id', 'user_name', 'payee_name'])
      .where('id', '=', memberId)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!member) throw new AppError('bo.not.found', 404);
    const identity = await identityRow(ctx.db, memberId);
    const documents = await documentRows(ctx.db, memberId);
    const names = await operatorNames([
      identity?.reviewed_by ?? null,
      ...documents.map((row) => row.reviewed_by),
    ]);
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
    return {
      memberId: member.id,
      userName: member.user_name,
      payeeName: member.payee_name,
      status: (identity?.status ?? 'none') as KycStatus,
      fullName: identity?.full_name ?? '',
      nationalId: identity?.national_id ?? '',
      nationalIdKind: ctx.config.KYC_NATIONAL_ID,
      reason: identity?.reason ?? '',
      submittedAt: identity?.submitted_at ?? null,
      reviewedAt: identity?.reviewed_at ?? null,
      reviewedBy: nameOf(identity?.reviewed_by ?? null),
      verifiedName: identity?.verified_name ?? null,
      verifiedNationalId: identity?.verified_national_id ?? null,
      documents: documents.map((row) => ({
        ...toKycDocument(row),
        contentType: row.content_type,
        reviewedBy: nameOf(row.reviewed_by),
        imageUrl: documentImageUrl(row.id),
      })),
    };
  };

  boRead(
    app,
    {
      url: BO_KYC_API.queue,
      summary: 'Identity submissions by status, oldest pending first',
      permission: 'kyc.read',
      querystring: BoKycQueueQuery,
      response: BoKycQueue,
    },
    async ({ query }) => {
      let base = ctx.db
        .selectFrom('kyc_identities as k')
        .innerJoin('members as m', 'm.id', 'k.member_id')
        .where('k.merchant_code', '=', ctx.merchantCode);
      if (query.status !== 'all') base = base.where('k.status', '=', query.status);
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await base
        .select((eb) => [
          'k.member_id',
          'm.user_name',
          'k.full_name',
          'k.national_id',
          'k.status',
          'k.submitted_at',
          'k.reviewed_at',
          eb
            .selectFrom('kyc_documents as d')
            .select((inner) => inner.fn.countAll<number>().as('c'))
            .whereRef('d.member_id', '=', 'k.member_id')
            .as('document_count'),
        ])
        .orderBy('k.submitted_at', query.status === 'pending' ? 'asc' : 'desc')
        .orderBy('k.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return {
        total: Number(total?.n ?? 0),
        rows: rows.map((row) => ({
          memberId: row.member_id,
          userName: row.user_name,
          fullName: row.full_name,
          nationalId: row.national_id ?? '',
          status: row.status as KycStatus,
          submittedAt: row.submitted_at,
          reviewedAt: row.reviewed_at,
          documentCount: Number(row.document_count ?? 0),
        })),
      };
    },
  );

  boRead(
    app,
    {
      url: BO_KYC_API.member,
      summary: "A member's identity check with every document they uploaded",
      permission: 'kyc.read',
      params: BoIdParams,
      response: BoKycMember,
    },
    async ({ params }) => memberDetail(params.id),
  );

  // The image bytes: not JSON, so declared by hand with the same access rule boRead sets.
  app.route({
    method: 'GET',
    url: BO_KYC_API.documentImage,
    config: { bo: { access: 'kyc.read' } },
    // JPEG is compressed already.
    compress: false,
    schema: {
      tags: ['back office'],
      summary: "An identity document's image (no-store, nosniff)",
      params: BoIdParams,
    },
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof BoIdParams>;
      const row = await ctx.db
        .selectFrom('kyc_documents')
        .select(['data'])
        .where('id', '=', id)
        .where('merchant_code', '=', ctx.merchantCode)
        .executeTakeFirst();
      if (!row) throw new AppError('kyc.document.not.found', 404);
      const body = Buffer.from(row.data);
      return reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(storedContentType(body))
        .send(body);
    },
  });

  boWrite(
    app,
    ctx,
    {
      url: BO_KYC_API.approve,
      summary: "Approves a member's pending identity with the verified name and national id",
      permission: 'kyc.review',
      params: BoIdParams,
      body: BoKycApproveBody,
      response: BoKycMember,
    },
    async ({ params, body, operator }) => {
      await memberDetail(params.id);
      const { before, after } = await approveIdentity(ctx, params.id, operator.operatorId, body);
      return {
        value: await memberDetail(params.id),
        audit: {
          action: 'kyc.approve',
          targetType: 'member',
          targetId: params.id,
          before,
          after,
        },
      };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_KYC_API.reject,
      summary: "Rejects a member's pending identity with the reason they are shown",
      permission: 'kyc.review',
      params: BoIdParams,
      body: BoKycRejectBody,
      response: BoKycMember,
    },
    async ({ params, body, operator }) => {
      await memberDetail(params.id);
      const { before, after } = await rejectIdentity(ctx, params.id, operator.operatorId, body);
      return {
        value: await memberDetail(params.id),
        audit: {
          action: 'kyc.reject',
          targetType: 'member',
          targetId: params.id,
          before,
          after,
        },
      };
    },
  );
}
