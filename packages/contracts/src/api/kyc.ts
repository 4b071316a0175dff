import { z } from 'zod';

/** Identity checks, member side (issue 23, decision 049). */

/** Front and back of an identity document, a selfie holding it, a proof of address. */
export const KYC_DOCUMENT_KINDS = ['front', 'back', 'selfie', 'address'] as const;
export const KycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type KycDocumentKind = z.infer<typeof KycDocumentKind>;

/** The documents a submission needs; the proof of address is optional. */
export const KYC_REQUIRED_KINDS: readonly KycDocumentKind[] = ['front', 'back', 'selfie'];

/** The largest document upload (8 MB): phone photos fit, anything bigger is refused unread. */
export const KYC_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
/** The most pixels a document's header may claim (about a 50-megapixel camera). */
export const KYC_DOCUMENT_MAX_PIXELS = 50_000_000;
/** Stored documents are shrunk to fit this edge: enough to read a document, no more. */
export const KYC_DOCUMENT_MAX_EDGE = 2400;

/** none: nothing submitted; pending: awaiting review; approved: verified; rejected: see reason. */
export const KycStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof KycStatus>;

export const KycDocumentStatus = z.enum(['pending', 'approved', 'rejected']);
export type KycDocumentStatus = z.infer<typeof KycDocumentStatus>;

/** Which national id the merchant asks for (configuration KYC_NATIONAL_ID). */
export const KycNationalIdKind = z.enum(['cpf', 'none']);
export type KycNationalIdKind = z.infer<typeof KycNationalIdKind>;

export const KycDocument = z.object({
  id: z.number().int(),
  kind: KycDocumentKind,
  status: KycDocumentStatus,
  reason: z.string().describe("The reviewer's reason when rejected, else empty"),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycDocument = z.infer<typeof KycDocument>;

export const KycIdentity = z.object({
  status: KycStatus,
  fullName: z.string(),
  nationalId: z.string().describe('Digits only; empty when not given'),
  nationalIdKind: KycNationalIdKind,
  reason: z.string().describe("The reviewer's reason of the last rejection, else empty"),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  requiredKinds: z.array(KycDocumentKind),
  maxBytes: z.number().int(),
  /** A withdrawal above this needs a verified identity (cents). */
  withdrawalThresholdCents: z.number().int(),
  /** So does one bringing the withdrawn total (paid + pending) above this (cents). */
  withdrawalTotalCents: z.number().int(),
  /** The newest document of each kind. */
  documents: z.array(KycDocument),
});
export type KycIdentity = z.infer<typeof KycIdentity>;

export const KycSubmitBody = z.object({
  fullName: z.string().trim().min(3).max(120),
  nationalId: z.string().trim().max(20).default(''),
});
export type KycSubmitBody = z.input<typeof KycSubmitBody>;

export const KycDocumentParams = z.object({ kind: KycDocumentKind });
