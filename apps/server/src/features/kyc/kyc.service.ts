import type { Kysely } from 'kysely';
import {
  cpfDigits,
  isValidCpf,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_REQUIRED_KINDS,
  type KycDocument,
  type KycDocumentKind,
  type KycIdentity,
  type KycStatus,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { amountDetail, AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { requireRealAccount, type AuthContext } from '../../lib/sessions.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import { isExcluded } from '../player-protection/index.ts';
import { processKycImage } from './kyc-images.ts';

/**
 * Identity checks (issue 23, decision 049): a member's submission (name, national id, the
 * documents), its review, and the rules withdrawals and payee bindings follow once it exists.
 */

type Db = Kysely<Database>;

const nowIso = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();

/** Names compared as people read them: case, accents and repeated spaces do not count. */
export function normalisePersonName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** A name as kept: trimmed, single spaces. */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The national id as stored (CPF digits), or null when the merchant asks for none. */
export function checkedNationalId(ctx: AppContext, typed: string): string | null {
  if (ctx.config.KYC_NATIONAL_ID === 'none') {
    return typed.trim() === '' ? null : typed.trim();
  }
  if (!isValidCpf(typed)) throw new AppError('kyc.national.id.invalid', 400);
  return cpfDigits(typed);
}

export const DOCUMENT_COLUMNS = [
  'id',
  'member_id',
  'kind',
  'status',
  'reason',
  'content_type',
  'width',
  'height',
  'byte_size',
  'uploaded_at',
  'reviewed_at',
  'reviewed_by',
] as const;

export type DocumentRow = {
  id: number;
  member_id: number;
  kind: string;
  status: string;
  reason: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  uploaded_at: string;
  reviewed_at: string | null;
  reviewed_by: number | null;
};

export function toKycDocument(row: DocumentRow): KycDocument {
  return {
    id: row.id,
    kind: row.kind as KycDocumentKind,
    status: row.status as KycDocument['status'],
    reason: row.reason,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    uploadedAt: row.uploaded_at,
    reviewedAt: row.reviewed_at,
  };
}

export function identityRow(db: Db, memberId: number) {
  return db
    .selectFrom('kyc_identities')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Every document of a member, newest first (never the bytes). */
export function documentRows(db: Db, memberId: number): Promise<DocumentRow[]> {
  return db
    .selectFrom('kyc_documents')
    .select(DOCUMENT_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

/** The newest document of each kind. */
function currentDocuments(rows: DocumentRow[]): DocumentRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.kind)) return false;
    seen.add(row.kind);
    return true;
  });
}

export async function viewIdentity(ctx: AppContext, auth: AuthContext): Promise<KycIdentity> {
  requireRealAccount(auth);
  const identity = await identityRow(ctx.db, auth.memberId);
  const documents = currentDocuments(await documentRows(ctx.db, auth.memberId));
  return {
    status: (identity?.status ?? 'none') as KycStatus,
    fullName: identity?.full_name ?? '',
    nationalId: identity?.national_id ?? '',
    nationalIdKind: ctx.config.KYC_NATIONAL_ID,
    reason: identity?.status === 'rejected' ? identity.reason : '',
    submittedAt: identity?.submitted_at ?? null,
    reviewedAt: identity?.reviewed_at ?? null,
    requiredKinds: [...KYC_REQUIRED_KINDS],
    maxBytes: KYC_DOCUMENT_MAX_BYTES,
    withdrawalThresholdCents: ctx.config.KYC_WITHDRAWAL_THRESHOLD_CENTS,
    withdrawalTotalCents: ctx.config.KYC_WITHDRAWAL_TOTAL_CENTS,
    documents: documents.map(toKycDocument),
  };
}

/** Uploads are closed while a submission awaits review and once the identity is verified. */
function assertOpen(status: string | undefined): void {
  if (status === 'pending') throw new AppError('kyc.pending', 409);
  if (status === 'approved') throw new AppError('kyc.already.reviewed', 409);
}

export async function uploadDocument(
  ctx: AppContext,
  auth: AuthContext,
  kind: KycDocumentKind,
  bytes: Uint8Array,
): Promise<KycDocument> {
  requireRealAccount(auth);
  assertOpen((await identityRow(ctx.db, auth.memberId))?.status);
  // Decoding happens before the write lock: a slow image must not hold other writers.
  const image = await processKycImage(bytes);
  return writeTransaction(ctx.db, async (trx) => {
    assertOpen((await identityRow(trx, auth.memberId))?.status);
    // An unreviewed document of the same kind is replaced: no one has looked at it yet.
    await trx
      .deleteFrom('kyc_documents')
      .where('member_id', '=', auth.memberId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .execute();
    const row = await trx
      .insertInto('kyc_documents')
      .values({
        merchant_code: ctx.merchantCode,
        member_id: auth.memberId,
        kind,
        status: 'pending',
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        byte_size: image.data.length,
        input_bytes: bytes.length,
        data: image.data,
        uploaded_at: nowIso(ctx),
        reviewed_at: null,
        reviewed_by: null,
      })
      .returning(DOCUMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    return toKycDocument(row);
  });
}

/** Submits the name and national id with the current documents for review. */
export async function submitIdentity(
  ctx: AppContext,
  auth: AuthContext,
  body: { fullName: string; nationalId: string },
): Promise<KycIdentity> {
  requireRealAccount(auth);
  const nationalId = checkedNationalId(ctx, body.nationalId);
  const fullName = tidyName(body.fullName);
  try {
    await writeTransaction(ctx.db, async (trx) => {
      const existing = await identityRow(trx, auth.memberId);
      assertOpen(existing?.status);
      const current = currentDocuments(await documentRows(trx, auth.memberId));
      const missing = KYC_REQUIRED_KINDS.filter(
        (kind) => !current.some((row) => row.kind === kind && row.status === 'pending'),
      );
      if (missing.length > 0) {
        throw new AppError('kyc.document.not.found', 409, missing.join(', '), { missing });
      }
      if (nationalId !== null) {
        const holder = await trx
          .selectFrom('kyc_identities')
          .select('member_id')
          .where('merchant_code', '=', ctx.merchantCode)
          .where('national_id', '=', nationalId)
          .where('member_id', '<>', auth.memberId)
          .executeTakeFirst();
        // The CPF of a member on a break or self-excluded: someone coming back under a new
        // account (decision 048). Registration asks for no document, so this is the first
        // place one is given. The unique rule below would refuse it too, but as "taken": this
        // says why, before it.
        if (holder && (await isExcluded({ ...ctx, db: trx }, holder.member_id))) {
          throw new AppError('rg.document.excluded', 403);
        }
        if (holder) throw new AppError('kyc.national.id.taken', 409);
      }
      const values = {
        full_name: fullName,
        national_id: nationalId,
        status: 'pending',
        reason: '',
        submitted_at: nowIso(ctx),
        reviewed_at: null,
        reviewed_by: null,
      };
      await trx
        .insertInto('kyc_identities')
        .values({ ...values, merchant_code: ctx.merchantCode, member_id: auth.memberId })
        .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
        .execute();
    });
  } catch (error) {
    // Two members racing for one CPF: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('kyc.national.id.taken', 409);
    throw error;
  }
  return viewIdentity(ctx, auth);
}

// ---- Reviews (the back office)

/** Approves a pending submission: its pending documents, and the name and id the operator confirms. */
export async function approveIdentity(
  ctx: AppContext,
  memberId: number,
  operatorId: number,
  body: { fullName: string; nationalId: string },
) {
  const nationalId = checkedNationalId(ctx, body.nationalId);
  const verifiedName = tidyName(body.fullName);
  const now = nowIso(ctx);
  try {
    return await writeTransaction(ctx.db, async (trx) => {
      const before = await pendingIdentity(trx, memberId);
      if (nationalId !== null) {
        const holder = await trx
          .selectFrom('kyc_identities')
          .select('member_id')
          .where('merchant_code', '=', ctx.merchantCode)
          .where('national_id', '=', nationalId)
          .where('member_id', '<>', memberId)
          .executeTakeFirst();
        if (holder) throw new AppError('kyc.national.id.taken', 409);
      }
      const approved = await trx
        .updateTable('kyc_documents')
        .set({ status: 'approved', reason: '', reviewed_at: now, reviewed_by: operatorId })
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      await trx
        .updateTable('kyc_identities')
        .set({
          status: 'approved',
          reason: '',
          national_id: nationalId,
          reviewed_at: now,
          reviewed_by: operatorId,
          verified_name: verifiedName,
          verified_national_id: nationalId,
        })
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .execute();
      // The verified name is the member's real name from now on (payees must match it).
      await trx
        .updateTable('members')
        .set({ payee_name: verifiedName })
        .where('id', '=', memberId)
        .execute();
      return {
        before: { status: before.status, fullName: before.full_name },
        after: {
          status: 'approved',
          verifiedName,
          nationalId,
          documentIds: approved.map((row) => row.id),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('kyc.national.id.taken', 409);
    throw error;
  }
}

/** Rejects a pending submission with the reason the member is shown. */
export async function rejectIdentity(
  ctx: AppContext,
  memberId: number,
  operatorId: number,
  body: { reason: string; documentIds?: number[] | undefined },
) {
  const now = nowIso(ctx);
  return writeTransaction(ctx.db, async (trx) => {
    const before = await pendingIdentity(trx, memberId);
    const pending = await trx
      .selectFrom('kyc_documents')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .execute();
    const pendingIds = pending.map((row) => row.id);
    const named = body.documentIds ?? pendingIds;
    if (named.some((id) => !pendingIds.includes(id))) {
      throw new AppError('kyc.document.not.found', 404);
    }
    if (named.length > 0) {
      await trx
        .updateTable('kyc_documents')
        .set({ status: 'rejected', reason: body.reason, reviewed_at: now, reviewed_by: operatorId })
        .where('member_id', '=', memberId)
        .where('id', 'in', named)
        .execute();
    }
    await trx
      .updateTable('kyc_identities')
      .set({ status: 'rejected', reason: body.reason, reviewed_at: now, reviewed_by: operatorId })
      .where('member_id', '=', memberId)
      .execute();
    return {
      before: { status: before.status },
      after: { status: 'rejected', reason: body.reason, documentIds: named },
    };
  });
}

async function pendingIdentity(db: Db, memberId: number) {
  const row = await identityRow(db, memberId);
  if (!row) throw new AppError('kyc.document.not.found', 404);
  if (row.status !== 'pending') throw new AppError('kyc.already.reviewed', 409);
  return row;
}

// ---- What the cashier asks

/** The verified name when the member's identity is verified, else null. */
export async function verifiedName(db: Db, memberId: number): Promise<string | null> {
  const row = await identityRow(db, memberId);
  return row?.status === 'approved' ? (row.verified_name ?? row.full_name) : null;
}

/** Refuses a payee name that is not the verified one (once the identity is verified). */
export async function assertPayeeMatchesIdentity(
  db: Db,
  memberId: number,
  holderName: string,
): Promise<void> {
  const verified = await verifiedName(db, memberId);
  if (verified !== null && normalisePersonName(verified) !== normalisePersonName(holderName)) {
    throw new AppError('kyc.payee.mismatch', 400);
  }
}

/**
 * The identity rule of a withdrawal (called inside its transaction, after the hold, so the
 * member's other withdrawals are settled and the new one is counted): a verified identity is
 * needed above the single-withdrawal threshold, or when the member's withdrawn total (paid and
 * pending, this one included) passes the total threshold; a verified member's payee must carry
 * the verified name.
 */
export async function assertWithdrawalIdentity(
  ctx: AppContext,
  db: Db,
  memberId: number,
  amountCents: number,
  holderName: string,
): Promise<void> {
  const identity = await identityRow(db, memberId);
  if (identity?.status === 'approved') {
    await assertPayeeMatchesIdentity(db, memberId, holderName);
    return;
  }
  let needed = amountCents > ctx.config.KYC_WITHDRAWAL_THRESHOLD_CENTS;
  if (!needed) {
    const total = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
      .where('member_id', '=', memberId)
      .where('status', 'in', ['pending', 'paid'])
      .executeTakeFirst();
    needed = Number(total?.total ?? 0) > ctx.config.KYC_WITHDRAWAL_TOTAL_CENTS;
  }
  if (!needed) return;
  if (identity?.status === 'pending') throw new AppError('kyc.pending', 403);
  throw new AppError('kyc.required', 403, amountDetail(amountCents));
}
