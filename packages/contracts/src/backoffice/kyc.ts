import { z } from 'zod';
import { KycDocument, KycNationalIdKind, KycStatus } from '../api/kyc.ts';
import { boPage, BoPageQuery, BoReason } from './common.ts';

/** The back office's identity-check reviews (issue 23, decision 049). */
export const BO_KYC_API = {
  /** The review queue (kyc.read). */
  queue: '/bo/api/kyc',
  /** A member's identity and every document they uploaded (kyc.read). */
  member: '/bo/api/kyc/members/:id',
  /** A document's image bytes (kyc.read): never cached, never from a public address. */
  documentImage: '/bo/api/kyc/documents/:id/image',
  /** Approves the pending submission with the verified name and national id (kyc.review). */
  approve: '/bo/api/kyc/members/:id/approve',
  /** Rejects the pending submission with a reason the member sees (kyc.review). */
  reject: '/bo/api/kyc/members/:id/reject',
} as const;

export const BoKycQueueQuery = BoPageQuery.extend({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
});
export type BoKycQueueQuery = z.input<typeof BoKycQueueQuery>;

export const BoKycQueueRow = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  nationalId: z.string(),
  status: KycStatus,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documentCount: z.number().int(),
});
export type BoKycQueueRow = z.infer<typeof BoKycQueueRow>;

export const BoKycQueue = boPage(BoKycQueueRow);
export type BoKycQueue = z.infer<typeof BoKycQueue>;

export const BoKycDocument = KycDocument.extend({
  contentType: z.string(),
  reviewedBy: z.string().nullable().describe("The reviewing operator's name"),
  /** The address of its bytes (kyc.read, no-store). */
  imageUrl: z.string(),
});
export type BoKycDocument = z.infer<typeof BoKycDocument>;

export const BoKycMember = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  payeeName: z.string().describe('The name the member bound their payee account with'),
  status: KycStatus,
  fullName: z.string(),
  nationalId: z.string(),
  nationalIdKind: KycNationalIdKind,
  reason: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  verifiedName: z.string().nullable(),
  verifiedNationalId: z.string().nullable(),
  /** Every document, newest first (rejected and replaced ones too). */
  documents: z.array(BoKycDocument),
});
export type BoKycMember = z.infer<typeof BoKycMember>;

export const BoKycApproveBody = z.object({
  /** The name as the documents show it: what payees must match from now on. */
  fullName: z.string().trim().min(3).max(120),
  nationalId: z.string().trim().max(20).default(''),
});
export type BoKycApproveBody = z.input<typeof BoKycApproveBody>;

export const BoKycRejectBody = z.object({
  reason: BoReason,
  /** The documents that were not acceptable (default: every pending one). */
  documentIds: z.array(z.number().int().positive()).max(20).optional(),
});
export type BoKycRejectBody = z.input<typeof BoKycRejectBody>;
