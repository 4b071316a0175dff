import type { Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';

/**
 * Issue 18: the demo merchant trades in reais, but databases seeded before showed a Portuguese
 * IBAN and European Portuguese in its payment channels' instructions. The seed only inserts
 * absent rows, so this rewrites the demo texts once, and only where they are still exactly the
 * old seeded text: an operator's own bank details are never touched. The texts are copied here
 * (not imported from the seed) so the migration keeps doing the same thing when the seed changes.
 */

const OLD_TRANSFER_EN = [
  'Bank: Banco Demonstração',
  'Account holder: Demo Gaming Ltd',
  'IBAN: PT50 0000 0000 0000 0000 0000 0',
  'Write your username in the transfer description, then send us the transfer reference.',
].join('\n');

const NEW_TRANSFER_EN = [
  'Bank: Banco Demonstração S.A.',
  'Branch (agência): 0001 · Checking account: 12345-6',
  'Account holder: Concha Play Entretenimento Ltda',
  'PIX key (CNPJ): 12.345.678/0001-95',
  'Write your username in the transfer description, then send us the transfer reference.',
].join('\n');

/** [channel code, old PT text, new PT text] of the instructions translations. */
const PT_INSTRUCTIONS: readonly (readonly [string, string, string])[] = [
  [
    'bank-transfer',
    [
      'Banco: Banco Demonstração',
      'Titular da conta: Demo Gaming Ltd',
      'IBAN: PT50 0000 0000 0000 0000 0000 0',
      'Escreva o seu nome de utilizador no descritivo da transferência e envie-nos a referência da transferência.',
    ].join('\n'),
    [
      'Banco: Banco Demonstração S.A.',
      'Agência: 0001 · Conta corrente: 12345-6',
      'Favorecido: Concha Play Entretenimento Ltda',
      'Chave PIX (CNPJ): 12.345.678/0001-95',
      'Escreva seu nome de usuário na descrição da transferência e depois envie para a gente a referência da transferência.',
    ].join('\n'),
  ],
  [
    'dev-gateway',
    'Será levado à página de pagamento; o seu saldo sobe assim que o pagamento for feito.',
    'Você será levado à página de pagamento; seu saldo aumenta assim que o pagamento for confirmado.',
  ],
  [
    'bank-payout',
    'Pago na sua conta bancária associada depois de verificado.',
    'Pago na sua conta bancária vinculada após a verificação.',
  ],
];

async function rewrite(db: Kysely<Database>, direction: 'up' | 'down'): Promise<void> {
  const [from, to] =
    direction === 'up' ? [OLD_TRANSFER_EN, NEW_TRANSFER_EN] : [NEW_TRANSFER_EN, OLD_TRANSFER_EN];
  await db
    .updateTable('payment_channels')
    .set({ instructions: to })
    .where('code', '=', 'bank-transfer')
    .where('instructions', '=', from)
    .execute();
  const englishRows = db
    .selectFrom('payment_channels')
    .select('id')
    .where('code', '=', 'bank-transfer');
  await db
    .updateTable('content_translations')
    .set({ text: to })
    .where('entity', '=', 'payment_channel')
    .where('field', '=', 'instructions')
    .where('language', '=', 'EN')
    .where('entity_id', 'in', englishRows)
    .where('text', '=', from)
    .execute();
  for (const [code, oldPt, newPt] of PT_INSTRUCTIONS) {
    const [fromPt, toPt] = direction === 'up' ? [oldPt, newPt] : [newPt, oldPt];
    await db
      .updateTable('content_translations')
      .set({ text: toPt })
      .where('entity', '=', 'payment_channel')
      .where('field', '=', 'instructions')
      .where('language', '=', 'PT')
      .where(
        'entity_id',
        'in',
        db.selectFrom('payment_channels').select('id').where('code', '=', code),
      )
      .where('text', '=', fromPt)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db as Kysely<Database>, 'up');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db as Kysely<Database>, 'down');
}
