import type { Generated } from 'kysely';

/** One SMS or e-mail delivery and its attempts (decision 050); never the body. */
export interface MessageDeliveriesTable {
  id: Generated<number>;
  merchant_code: string;
  channel: 'sms' | 'email';
  transport: 'outbox' | 'smtp' | 'http';
  recipient_masked: string;
  purpose: Generated<string>;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 039 (issue 23, decision 050): message deliveries. */
export interface MessagingTables {
  message_deliveries: MessageDeliveriesTable;
}
