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
      'Bank: Banco Demonstração S.A.',
      'Branch (agência): 0001 · Checking account: 12345-6',
      'Account holder: Concha Play Entretenimento Ltda',
      'PIX key (CNPJ): 12.345.678/0001-95',
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

/**
 * The channels' names and instructions in both site languages (the rows' own columns keep the
 * English text as the fallback).
 */
export const DEMO_CHANNEL_TEXTS: Readonly<
  Record<
    string,
    { display_name: { en: string; pt: string }; instructions: { en: string; pt: string } }
  >
> = {
  'bank-transfer': {
    display_name: { en: 'Bank transfer', pt: 'Transferência bancária' },
    instructions: {
      en: String(DEMO_CHANNELS[0]!.instructions),
      pt: [
        'Banco: Banco Demonstração S.A.',
        'Agência: 0001 · Conta corrente: 12345-6',
        'Favorecido: Concha Play Entretenimento Ltda',
        'Chave PIX (CNPJ): 12.345.678/0001-95',
        'Escreva seu nome de usuário na descrição da transferência e depois envie para a gente a referência da transferência.',
      ].join('\n'),
    },
  },
  'dev-gateway': {
    display_name: { en: 'Online payment', pt: 'Pagamento online' },
    instructions: {
      en: String(DEMO_CHANNELS[1]!.instructions),
      pt: 'Você será levado à página de pagamento; seu saldo aumenta assim que o pagamento for confirmado.',
    },
  },
  'bank-payout': {
    display_name: { en: 'Bank account', pt: 'Conta bancária' },
    instructions: {
      en: String(DEMO_CHANNELS[2]!.instructions),
      pt: 'Pago na sua conta bancária vinculada após a verificação.',
    },
  },
};

export async function seedCashier(db: Kysely<Database>, merchantCode: string): Promise<void> {
  await db
    .insertInto('payment_channels')
    .values(DEMO_CHANNELS.map((channel) => ({ ...channel, merchant_code: merchantCode })))
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const channels = await db
    .selectFrom('payment_channels')
    .select(['id', 'code'])
    .where('merchant_code', '=', merchantCode)
    .where('code', 'in', Object.keys(DEMO_CHANNEL_TEXTS))
    .execute();
  const rows = channels.flatMap((channel) =>
    Object.entries(DEMO_CHANNEL_TEXTS[channel.code] ?? {}).flatMap(([field, text]) =>
      (['PT', 'EN'] as const).map((language) => ({
        merchant_code: merchantCode,
        entity: 'payment_channel',
        entity_id: channel.id,
        field,
        language,
        text: language === 'PT' ? text.pt : text.en,
      })),
    ),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('content_translations')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'entity', 'language', 'entity_id', 'field']).doNothing(),
    )
    .execute();
}
