import type { Insertable, Kysely } from 'kysely';
import type { Database, PaymentChannelsTable } from '../schema/tables.ts';

/**
 * The demo merchant's payment channels (issue 9, decision 025): a manual bank transfer with the
 * bank details to send to, the built-in development gateway, and the bank payout that sets the
 * withdrawal limits. Insert-if-absent by (merchant, code): an operator's edits survive reseeds.
 */
export const DEMO_CHANNELS: readonly Omit<Insertable<PaymentChannelsTable>, 'merchant_code'>[] = [
  {
    code: 'bank-transfer',
    direction: 'deposit',
    kind: 'manual',
    provider: '',
    display_name: 'Bank transfer',
    instructions: [
      'Bank: Banco Demonstração',
      'Account holder: Demo Gaming Ltd',
      'IBAN: PT50 0000 0000 0000 0000 0000 0',
      'Write your username in the transfer description, then send us the transfer reference.',
    ].join('\n'),
    min_cents: 5_000,
    max_cents: 5_000_000,
    sequence: 2,
  },
  {
    code: 'dev-gateway',
    direction: 'deposit',
    kind: 'gateway',
    provider: 'dev',
    display_name: 'Online payment',
    instructions: 'You will be taken to the payment page; your balance rises once it is paid.',
    min_cents: 1_000,
    max_cents: 1_000_000,
    sequence: 1,
  },
  {
    code: 'bank-payout',
    direction: 'withdrawal',
    kind: 'manual',
    provider: '',
    display_name: 'Bank account',
    instructions: 'Paid to your bound bank account after review.',
    min_cents: 5_000,
    max_cents: 2_000_000,
    sequence: 1,
  },
];

export async function seedCashier(db: Kysely<Database>, merchantCode: string): Promise<void> {
  await db
    .insertInto('payment_channels')
    .values(DEMO_CHANNELS.map((channel) => ({ ...channel, merchant_code: merchantCode })))
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
}
