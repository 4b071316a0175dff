import type { Generated } from 'kysely';

/** Migration 038 (issue 23, decision 049): identity checks. */
export interface KycIdentitiesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  full_name: string;
  /** CPF digits; null when the merchant asks for none. Unique per merchant. */
  national_id: string | null;
  /** pending | approved | rejected */
  status: string;
  reason: Generated<string>;
  submitted_at: string;
  reviewed_at: string | null;
  reviewed_by: number | null;
  verified_name: string | null;
  verified_national_id: string | null;
}

export interface KycDocumentsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** front | back | selfie | address */
  kind: string;
  /** pending | approved | rejected */
  status: string;
  reason: Generated<string>;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  /** The size of the file the member sent (what is stored is re-encoded). */
  input_bytes: number;
  data: Uint8Array;
  uploaded_at: string;
  reviewed_at: string | null;
  reviewed_by: number | null;
}

export interface KycTables {
  kyc_identities: KycIdentitiesTable;
  kyc_documents: KycDocumentsTable;
}
