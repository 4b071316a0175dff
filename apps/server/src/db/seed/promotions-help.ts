import type { Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';
import {
  storeHelpTopics,
  storePromotions,
  type HelpTopicInput,
  type Localized,
} from '../../features/promotions/promotions.repository.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  FIRST_SEEDED_CONTENT,
  PROMOTION_CONTENT_CODES,
  PROMOTION_TITLES_VI,
  promotionContent,
} from './promotion-content.ts';

/**
 * Demo promotions beyond the three of merchant-data.ts, and the help centre (issue 7, decision
 * 017). Together they cover seven categories, so six category tabs stay hidden; one promotion
 * has ended and one has not started, and neither is listed.
 */
interface PromotionSeedRow {
  code: string;
  title: Localized;
  category: string;
  content: Localized;
  /** Days before the seed date it starts (negative: in the future). */
  startsDaysAgo: number;
  /** null: long-term (noExpiry 1). */
  lastsDays: number | null;
  referral?: boolean;
}

export const EXTRA_PROMOTIONS: PromotionSeedRow[] = [
  {
    code: 'PR-welcome-pack',
    title: { en: 'Welcome Pack: 50 Free Spins', pt: 'Pacote de boas-vindas: 50 rodadas grátis' },
    category: 'new_player',
    content: promotionContent('PR-welcome-pack'),
    startsDaysAgo: 20,
    lastsDays: 120,
  },
  {
    code: 'PR-live-cashback',
    title: { en: 'Live Casino Cashback 5%', pt: 'Cashback de 5% no cassino ao vivo' },
    category: 'live_promo',
    content: promotionContent('PR-live-cashback'),
    startsDaysAgo: 5,
    lastsDays: 30,
  },
  {
    code: 'PR-lotto-lucky-numbers',
    title: { en: 'Lucky Numbers Lotto Bonus', pt: 'Bônus de números da sorte no Lotto' },
    category: 'lotto_promo',
    content: promotionContent('PR-lotto-lucky-numbers'),
    startsDaysAgo: 2,
    lastsDays: 28,
  },
  {
    code: 'PR-invite-friends',
    title: { en: 'Invite Friends, Earn Together', pt: 'Convide amigos e ganhem juntos' },
    category: 'other_promo',
    content: promotionContent('PR-invite-friends'),
    startsDaysAgo: 30,
    lastsDays: null,
    referral: true,
  },
  {
    code: 'PR-sports-cup-ended',
    title: { en: 'Cup Final Free Bet', pt: 'Aposta grátis na final da taça' },
    category: 'sport_promo',
    content: promotionContent('PR-sports-cup-ended'),
    startsDaysAgo: 40,
    lastsDays: 10,
  },
  {
    code: 'PR-fish-festival-soon',
    title: { en: 'Fishing Festival', pt: 'Festival de pesca' },
    category: 'fish_promo',
    content: promotionContent('PR-fish-festival-soon'),
    startsDaysAgo: -5,
    lastsDays: 7,
  },
];

const DAY_MS = 86_400_000;

export async function seedPromotionsAndHelp(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
): Promise<void> {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  await storePromotions(
    db,
    merchantCode,
    EXTRA_PROMOTIONS.map((p) => ({
      code: p.code,
      title: p.title,
      category: p.category,
      startDate: iso(p.startsDaysAgo),
      endDate: p.lastsDays === null ? null : iso(p.startsDaysAgo - p.lastsDays),
      noExpiry: p.lastsDays === null ? 1 : 0,
      content: p.content,
      referral: p.referral ?? false,
    })),
  );
  await storeHelpTopics(db, merchantCode, HELP_TOPICS);
  await seedPromotionContent(db, merchantCode);
}

/**
 * Issue 18: the demo promotions' full detail content on databases seeded before it existed.
 * A text is replaced only while it is still the first one-sentence seed text (an operator's
 * own text stays), and the Vietnamese title and content are added where absent; running it
 * again changes nothing.
 */
export async function seedPromotionContent(db: Kysely<Database>, merchantCode: string) {
  const rows = await db
    .selectFrom('promotions')
    .select(['id', 'code'])
    .where('merchant_code', '=', merchantCode)
    .where('code', 'in', [...PROMOTION_CONTENT_CODES])
    .execute();
  for (const { id, code } of rows) {
    const content = promotionContent(code);
    const first = FIRST_SEEDED_CONTENT[code];
    if (first) {
      await db
        .updateTable('promotions')
        .set({ content: sanitizeHtml(content.en) })
        .where('id', '=', id)
        .where('content', '=', sanitizeHtml(first.en))
        .execute();
      for (const language of ['PT', 'EN'] as const) {
        const pick = (texts: { pt: string; en: string }) =>
          sanitizeHtml(language === 'PT' ? texts.pt : texts.en);
        await db
          .updateTable('content_translations')
          .set({ text: pick(content) })
          .where('merchant_code', '=', merchantCode)
          .where('entity', '=', 'promotion')
          .where('entity_id', '=', id)
          .where('field', '=', 'content')
          .where('language', '=', language)
          .where('text', '=', pick(first))
          .execute();
      }
    }
    const vi = [
      { field: 'title', text: PROMOTION_TITLES_VI[code] },
      { field: 'content', text: sanitizeHtml(content.vi) },
    ].filter((row): row is { field: string; text: string } => row.text !== undefined);
    await db
      .insertInto('content_translations')
      .values(
        vi.map((row) => ({
          merchant_code: merchantCode,
          entity: 'promotion',
          entity_id: id,
          language: 'VI',
          ...row,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'entity', 'language', 'entity_id', 'field']).doNothing(),
      )
      .execute();
  }
}

const section = (title: string, body: string) => `<h3>${title}</h3>${body}`;

/** Help centre (device MOBILE), in menu order; the user agreement is kept out of the menu. */
export const HELP_TOPICS: HelpTopicInput[] = [
  {
    code: 'HELP-account',
    tag: 'account',
    device: 'MOBILE',
    sequence: 1,
    title: { en: 'Account FAQ', pt: 'Perguntas sobre a conta' },
    content: {
      en:
        section(
          'How do I register?',
          '<p>Tap <strong>Register</strong> and choose a username or your mobile number. You must be 18 or over and use your real name.</p>',
        ) +
        section(
          'I forgot my password',
          '<p>Tap <strong>Forgot password</strong> in the login window and recover it by e-mail or by an SMS code.</p>',
        ) +
        section(
          'Can I have more than one account?',
          '<p>No. Each person may hold one account; duplicate accounts may be frozen or closed.</p>',
        ),
      pt:
        section(
          'Como faço o cadastro?',
          '<p>Toque em <strong>Cadastrar</strong> e escolha um nome de usuário ou seu número de celular. Você deve ter 18 anos ou mais e usar seu nome verdadeiro.</p>',
        ) +
        section(
          'Esqueci a senha',
          '<p>Toque em <strong>Esqueceu a senha?</strong> na janela de login e recupere-a por e-mail ou por código SMS.</p>',
        ) +
        section(
          'Posso ter mais de uma conta?',
          '<p>Não. Cada pessoa pode ter uma única conta; contas duplicadas podem ser congeladas ou encerradas.</p>',
        ),
    },
  },
  {
    code: 'HELP-deposits-withdrawals',
    tag: 'deposit',
    device: 'MOBILE',
    sequence: 2,
    title: { en: 'Deposits and withdrawals', pt: 'Depósitos e saques' },
    content: {
      en:
        section(
          'How do I deposit?',
          '<p>Sign in and tap <strong>Deposit</strong>. PIX deposits are credited in under one minute, 24/7.</p>',
        ) +
        section(
          'How long does a withdrawal take?',
          '<p>Withdrawals are reviewed and usually paid within 24 hours to an account in your own name.</p>',
        ) +
        section(
          'Why was my withdrawal refused?',
          '<p>The payee name must match your registered real name, and any bonus wagering must be complete.</p>',
        ),
      pt:
        section(
          'Como faço um depósito?',
          '<p>Entre e toque em <strong>Depositar</strong>. Os depósitos PIX são creditados em menos de um minuto, a qualquer hora.</p>',
        ) +
        section(
          'Quanto tempo leva um saque?',
          '<p>Os saques são verificados e normalmente pagos em até 24 horas, em uma conta em seu nome.</p>',
        ) +
        section(
          'Por que meu saque foi recusado?',
          '<p>O nome do beneficiário deve ser igual ao nome verdadeiro cadastrado, e os requisitos de apostas dos bônus devem estar cumpridos.</p>',
        ),
    },
  },
  {
    code: 'HELP-responsible-gaming',
    tag: 'responsible',
    device: 'MOBILE',
    sequence: 3,
    title: { en: 'Responsible gaming', pt: 'Jogo responsável' },
    content: {
      en: '<p>Gaming is entertainment for adults aged 18 or over (21 where local law says so).</p><ul><li>Set a budget and a time limit before you play.</li><li>Never chase losses.</li><li>Take breaks; ask customer service to freeze your account for a cooling-off period.</li></ul>',
      pt: '<p>O jogo é entretenimento para adultos com 18 anos ou mais (21 onde a lei local exigir).</p><ul><li>Defina um orçamento e um limite de tempo antes de jogar.</li><li>Nunca tente recuperar perdas.</li><li>Faça pausas; peça ao atendimento para congelar sua conta durante um período de pausa.</li></ul>',
    },
  },
  {
    code: 'HELP-terms',
    tag: 'terms',
    device: 'MOBILE',
    sequence: 4,
    title: { en: 'Terms and conditions', pt: 'Termos e condições' },
    content: {
      en:
        '<p>Concha Play is operated under licence DGA-2019-0042 issued by the Demo Gaming Authority. © 2019-2025 Concha Play.</p>' +
        section(
          'Eligibility',
          '<p>Only people aged 18 or over may open an account and play. You must register with your real name.</p>',
        ) +
        section(
          'Fair play',
          '<p>Game outcomes come from certified random number generators. Abuse of promotions or collusion voids winnings.</p>',
        ) +
        section(
          'Accounts',
          '<p>We may freeze or close an account that breaks these terms.</p><p>Read the full <a href="/m/useragreement">user agreement</a>.</p>',
        ),
      pt:
        '<p>A Concha Play opera sob a licença DGA-2019-0042 emitida pela Demo Gaming Authority. © 2019-2025 Concha Play.</p>' +
        section(
          'Elegibilidade',
          '<p>Só pessoas com 18 anos ou mais podem abrir conta e jogar. Você deve se cadastrar com seu nome verdadeiro.</p>',
        ) +
        section(
          'Jogo justo',
          '<p>Os resultados dos jogos vêm de geradores de números aleatórios certificados. O abuso de promoções ou o conluio anulam os ganhos.</p>',
        ) +
        section(
          'Contas',
          '<p>Podemos congelar ou encerrar uma conta que viole estes termos.</p><p>Leia os <a href="/m/useragreement">termos de uso</a> completos.</p>',
        ),
    },
  },
  {
    code: 'HELP-privacy',
    tag: 'privacy',
    device: 'MOBILE',
    sequence: 5,
    title: { en: 'Privacy policy', pt: 'Política de privacidade' },
    content: {
      en:
        section(
          'Introduction',
          '<p>This policy explains how Concha Play handles your personal data. We accept only members aged 18 or over, and the name you register must be your real name.</p>',
        ) +
        section(
          'Purpose',
          '<p>We use your data to run your account, process deposits and withdrawals, verify your identity and age, and meet our licence duties.</p>',
        ) +
        section(
          'Access information',
          '<p>You may ask customer service for a copy of the data we hold about you and correct it in your member centre.</p>',
        ) +
        section(
          'Confidentiality',
          '<p>Your personal data travels over encrypted connections (128-bit SSL) and is kept confidential by our staff.</p>',
        ) +
        section(
          'Recipients of customer information',
          '<p>We share data only with payment providers, game providers and authorities that need it by law. We never sell it.</p>',
        ) +
        section(
          'Monitoring',
          '<p>We monitor accounts to prevent fraud, money laundering and underage play. The provider may freeze or close accounts when it finds abuse.</p>',
        ),
      pt:
        section(
          'Introdução',
          '<p>Esta política explica como a Concha Play trata seus dados pessoais. Só aceitamos membros com 18 anos ou mais, e o nome cadastrado deve ser seu nome verdadeiro.</p>',
        ) +
        section(
          'Finalidade',
          '<p>Usamos seus dados para gerenciar sua conta, processar depósitos e saques, verificar sua identidade e idade e cumprir as obrigações da nossa licença.</p>',
        ) +
        section(
          'Acesso à informação',
          '<p>Você pode pedir ao atendimento uma cópia dos dados que mantemos sobre você e corrigi-los na sua área do membro.</p>',
        ) +
        section(
          'Confidencialidade',
          '<p>Seus dados pessoais trafegam por conexões criptografadas (SSL de 128 bits) e são mantidos em sigilo pela nossa equipe.</p>',
        ) +
        section(
          'Destinatários da informação dos clientes',
          '<p>Compartilhamos dados apenas com provedores de pagamento, fornecedores de jogos e autoridades que precisem deles por lei. Nunca os vendemos.</p>',
        ) +
        section(
          'Monitoramento',
          '<p>Monitoramos as contas para prevenir fraude, lavagem de dinheiro e jogo por menores. O operador pode congelar ou encerrar contas quando encontrar abusos.</p>',
        ),
    },
  },
  {
    code: 'HELP-user-agreement',
    tag: 'useragreement',
    device: 'MOBILE',
    sequence: 99,
    inMenu: false,
    title: { en: 'User agreement', pt: 'Termos de uso' },
    content: {
      en:
        '<p>By registering you agree to this user agreement, our terms and conditions and our privacy policy.</p>' +
        section(
          '1. Age',
          '<p>You confirm that you are 18 years of age or older (21 where local law requires it).</p>',
        ) +
        section(
          '2. Your account',
          '<p>You register one account in your real name and keep your password secret. You are responsible for every bet placed with your account.</p>',
        ) +
        section(
          '3. Bonuses',
          '<p>Each promotion has its own rules; winnings from a bonus abused or obtained by several accounts are void.</p>',
        ) +
        section(
          '4. Suspension',
          '<p>We may freeze or close your account if you break this agreement or the law.</p>',
        ) +
        '<p>© 2019-2025 Concha Play. Licence DGA-2019-0042.</p>',
      pt:
        '<p>Ao se cadastrar, você aceita estes termos de uso, nossos termos e condições e nossa política de privacidade.</p>' +
        section(
          '1. Idade',
          '<p>Você confirma que tem 18 anos ou mais (21 onde a lei local exigir).</p>',
        ) +
        section(
          '2. Sua conta',
          '<p>Você cadastra uma única conta com seu nome verdadeiro e mantém a senha em segredo. Você é responsável por todas as apostas feitas com sua conta.</p>',
        ) +
        section(
          '3. Bônus',
          '<p>Cada promoção tem suas regras; os ganhos de um bônus usado de forma abusiva ou obtido por várias contas são anulados.</p>',
        ) +
        section(
          '4. Suspensão',
          '<p>Podemos congelar ou encerrar sua conta se você violar estes termos ou a lei.</p>',
        ) +
        '<p>© 2019-2025 Concha Play. Licença DGA-2019-0042.</p>',
    },
  },
];
