/**
 * What each demo promotion's detail page says (issue 18: "one sentence on a blank page"): a
 * description, how to take part, the terms and the period, in Brazilian Portuguese, English and
 * Vietnamese. The HTML uses only tags the sanitiser keeps and the detail page styles (h3, p,
 * ol, ul, strong). The dates themselves are the promotion's own start and end, shown above the
 * content by the page; the period section says how long it runs and when it closes.
 */

export interface Texts3 {
  pt: string;
  en: string;
  vi: string;
}

interface ContentPlan {
  intro: Texts3;
  steps: Texts3[];
  /** Terms of this promotion; the general terms follow them. */
  terms: Texts3[];
  /** Days it runs; null: long-term. */
  lastsDays: number | null;
}

const HEADINGS = {
  how: { pt: 'Como participar', en: 'How to take part', vi: 'Cách tham gia' },
  terms: { pt: 'Termos e condições', en: 'Terms and conditions', vi: 'Điều khoản và điều kiện' },
  period: { pt: 'Período', en: 'Dates', vi: 'Thời gian' },
} satisfies Record<string, Texts3>;

const GENERAL_TERMS: Texts3[] = [
  {
    pt: 'Somente para membros com 18 anos ou mais, com uma única conta por pessoa, endereço, dispositivo e conta de pagamento.',
    en: 'Only for members aged 18 or over, with one account per person, address, device and payment account.',
    vi: 'Chỉ dành cho thành viên từ 18 tuổi trở lên, mỗi người, địa chỉ, thiết bị và tài khoản thanh toán chỉ có một tài khoản.',
  },
  {
    pt: 'Abuso da promoção, apostas combinadas entre contas ou contas duplicadas anulam o bônus e os ganhos obtidos com ele.',
    en: 'Abuse of the promotion, bets arranged between accounts or duplicate accounts void the bonus and any winnings from it.',
    vi: 'Lạm dụng khuyến mãi, cược thông đồng giữa các tài khoản hoặc tài khoản trùng lặp sẽ hủy tiền thưởng và mọi khoản thắng từ đó.',
  },
  {
    pt: 'A Concha Play pode alterar ou encerrar esta promoção com aviso no site; os termos gerais e o acordo do usuário também se aplicam.',
    en: 'Concha Play may change or end this promotion with notice on the site; the general terms and the user agreement also apply.',
    vi: 'Concha Play có thể thay đổi hoặc kết thúc khuyến mãi này với thông báo trên trang; điều khoản chung và thỏa thuận người dùng cũng được áp dụng.',
  },
];

function period(lastsDays: number | null): Texts3 {
  if (lastsDays === null) {
    return {
      pt: 'Promoção de longo prazo: começa na data de início indicada acima e não tem data de término.',
      en: 'A long-term promotion: it starts on the start date shown above and has no end date.',
      vi: 'Khuyến mãi dài hạn: bắt đầu từ ngày bắt đầu ghi ở trên và không có ngày kết thúc.',
    };
  }
  return {
    pt: `Vale por ${lastsDays} dias, da data de início à data de término indicadas acima (horário de Brasília). Apostas feitas fora desse período não contam.`,
    en: `Runs for ${lastsDays} days, from the start date to the end date shown above (Brasília time). Bets placed outside these dates do not count.`,
    vi: `Kéo dài ${lastsDays} ngày, từ ngày bắt đầu đến ngày kết thúc ghi ở trên (giờ Brasília). Các cược ngoài thời gian này không được tính.`,
  };
}

const PLANS: Record<string, ContentPlan> = {
  'PR-first-deposit': {
    intro: {
      pt: 'Dobramos o seu primeiro depósito: <strong>100% de bônus até R$ 500,00</strong>, creditado na hora na sua carteira.',
      en: 'We double your first deposit: a <strong>100% bonus up to R$ 500,00</strong>, credited to your wallet at once.',
      vi: 'Chúng tôi nhân đôi lần nạp đầu tiên của bạn: <strong>thưởng 100% tối đa R$ 500,00</strong>, cộng ngay vào ví.',
    },
    steps: [
      {
        pt: 'Cadastre-se e confirme o seu número de celular.',
        en: 'Register and confirm your mobile number.',
        vi: 'Đăng ký và xác nhận số điện thoại của bạn.',
      },
      {
        pt: 'Faça o seu primeiro depósito de pelo menos R$ 20,00 em <strong>Depositar</strong>.',
        en: 'Make your first deposit of at least R$ 20,00 under <strong>Deposit</strong>.',
        vi: 'Nạp lần đầu ít nhất R$ 20,00 tại mục <strong>Nạp tiền</strong>.',
      },
      {
        pt: 'O bônus aparece na sua carteira; aposte 20 vezes o depósito mais o bônus para poder sacar.',
        en: 'The bonus shows in your wallet; wager 20 times the deposit plus bonus before you withdraw.',
        vi: 'Tiền thưởng hiện trong ví; cược gấp 20 lần tiền nạp cộng thưởng trước khi rút.',
      },
    ],
    terms: [
      {
        pt: 'Requisito de apostas: 20x (depósito + bônus), cumprido em até 30 dias.',
        en: 'Wagering: 20x (deposit + bonus), to be met within 30 days.',
        vi: 'Yêu cầu cược: 20 lần (nạp + thưởng), hoàn thành trong 30 ngày.',
      },
      {
        pt: 'Slots e pesca contam 100%; esportes 50%; cassino ao vivo e PvP 10%; loteria não conta e é jogada só com saldo real.',
        en: 'Slots and fishing count 100%; sports 50%; live casino and PvP 10%; lottery does not count and is played with cash only.',
        vi: 'Slot và bắn cá tính 100%; thể thao 50%; casino trực tiếp và PvP 10%; xổ số không tính và chỉ chơi bằng tiền thật.',
      },
      {
        pt: 'Com o bônus ativo, a aposta máxima é R$ 25,00; o bônus vira no máximo R$ 2.500,00 em saldo real. Um saque antes de cumprir o requisito cancela o bônus e os ganhos com ele.',
        en: 'While the bonus is active the largest bet is R$ 25,00; the bonus converts to at most R$ 2.500,00 in cash. A withdrawal before the wagering is met gives up the bonus and what it won.',
        vi: 'Khi tiền thưởng hoạt động, cược tối đa là R$ 25,00; tiền thưởng đổi ra tối đa R$ 2.500,00 tiền thật. Rút tiền trước khi đủ yêu cầu cược sẽ hủy tiền thưởng và tiền thắng từ nó.',
      },
    ],
    lastsDays: null,
  },
  'PR-weekly-rebate': {
    intro: {
      pt: 'Toda segunda-feira devolvemos <strong>até 1% das suas apostas em slots</strong> da semana anterior, ganhando ou perdendo.',
      en: "Every Monday we return <strong>up to 1% of last week's slot bets</strong>, win or lose.",
      vi: 'Mỗi thứ Hai chúng tôi hoàn lại <strong>tối đa 1% tiền cược slot</strong> của tuần trước, dù thắng hay thua.',
    },
    steps: [
      {
        pt: 'Jogue qualquer slot com dinheiro real de segunda a domingo.',
        en: 'Play any slot with real money from Monday to Sunday.',
        vi: 'Chơi bất kỳ slot nào bằng tiền thật từ thứ Hai đến Chủ nhật.',
      },
      {
        pt: 'Na segunda-feira seguinte, até às 12:00, o reembolso é creditado automaticamente.',
        en: 'The following Monday, by 12:00, the rebate is credited automatically.',
        vi: 'Thứ Hai tuần sau, trước 12:00, tiền hoàn được cộng tự động.',
      },
      {
        pt: 'Veja o valor em <strong>Registro de transações</strong>.',
        en: 'See the amount under <strong>Transaction record</strong>.',
        vi: 'Xem số tiền tại <strong>Lịch sử giao dịch</strong>.',
      },
    ],
    terms: [
      {
        pt: 'A taxa sobe com o seu nível VIP, de 0,5% a 1%; o reembolso máximo é de R$ 2.000,00 por semana.',
        en: 'The rate rises with your VIP level, from 0.5% to 1%; the most paid is R$ 2.000,00 a week.',
        vi: 'Tỷ lệ tăng theo cấp VIP, từ 0,5% đến 1%; tối đa R$ 2.000,00 mỗi tuần.',
      },
      {
        pt: 'O reembolso não tem requisito de apostas.',
        en: 'The rebate has no wagering requirement.',
        vi: 'Tiền hoàn không có yêu cầu cược.',
      },
    ],
    lastsDays: 90,
  },
  'PR-app-download': {
    intro: {
      pt: 'Instale o app da Concha Play e ganhe <strong>R$ 5,00</strong> no seu primeiro acesso por ele.',
      en: 'Install the Concha Play app and get <strong>R$ 5,00</strong> on your first sign-in through it.',
      vi: 'Cài ứng dụng Concha Play và nhận <strong>R$ 5,00</strong> khi đăng nhập lần đầu qua ứng dụng.',
    },
    steps: [
      {
        pt: 'Abra <strong>Baixar app</strong> no menu e siga os passos para o seu celular.',
        en: 'Open <strong>Download app</strong> in the menu and follow the steps for your phone.',
        vi: 'Mở <strong>Tải ứng dụng</strong> trong menu và làm theo các bước cho điện thoại của bạn.',
      },
      {
        pt: 'Entre no app com a sua conta.',
        en: 'Sign in to the app with your account.',
        vi: 'Đăng nhập ứng dụng bằng tài khoản của bạn.',
      },
      {
        pt: 'Os R$ 5,00 são creditados em até 10 minutos.',
        en: 'The R$ 5,00 is credited within 10 minutes.',
        vi: 'R$ 5,00 được cộng trong vòng 10 phút.',
      },
    ],
    terms: [
      {
        pt: 'Uma recompensa por conta e por dispositivo; requisito de apostas de 5x.',
        en: 'One reward per account and per device; 5x wagering.',
        vi: 'Một phần thưởng cho mỗi tài khoản và mỗi thiết bị; yêu cầu cược 5 lần.',
      },
    ],
    lastsDays: 60,
  },
  'PR-welcome-pack': {
    intro: {
      pt: 'É novo por aqui? Ganhe <strong>50 rodadas grátis</strong> no Shell Riches ao concluir o cadastro.',
      en: 'New here? Get <strong>50 free spins</strong> on Shell Riches when you finish registering.',
      vi: 'Bạn mới đến? Nhận <strong>50 vòng quay miễn phí</strong> trong Shell Riches khi hoàn tất đăng ký.',
    },
    steps: [
      {
        pt: 'Cadastre-se com o seu nome verdadeiro.',
        en: 'Register with your real name.',
        vi: 'Đăng ký bằng tên thật của bạn.',
      },
      {
        pt: 'Confirme o seu número de celular com o código SMS.',
        en: 'Confirm your mobile number with the SMS code.',
        vi: 'Xác nhận số điện thoại bằng mã SMS.',
      },
      {
        pt: 'Abra o Shell Riches: as rodadas já estarão lá.',
        en: 'Open Shell Riches: the spins are waiting there.',
        vi: 'Mở Shell Riches: các vòng quay đã sẵn sàng.',
      },
    ],
    terms: [
      {
        pt: 'As rodadas valem R$ 0,20 cada e expiram em 7 dias; os ganhos têm requisito de apostas de 10x.',
        en: 'Spins are worth R$ 0,20 each and expire after 7 days; winnings carry 10x wagering.',
        vi: 'Mỗi vòng quay trị giá R$ 0,20 và hết hạn sau 7 ngày; tiền thắng yêu cầu cược 10 lần.',
      },
    ],
    lastsDays: 120,
  },
  'PR-live-cashback': {
    intro: {
      pt: 'Receba de volta <strong>5% das perdas líquidas</strong> nas mesas ao vivo todo domingo, até R$ 1.000,00.',
      en: 'Get back <strong>5% of your net losses</strong> at the live tables every Sunday, up to R$ 1.000,00.',
      vi: 'Nhận lại <strong>5% khoản thua ròng</strong> tại các bàn trực tiếp mỗi Chủ nhật, tối đa R$ 1.000,00.',
    },
    steps: [
      {
        pt: 'Jogue em qualquer mesa de cassino ao vivo durante a semana.',
        en: 'Play at any live casino table during the week.',
        vi: 'Chơi tại bất kỳ bàn casino trực tiếp nào trong tuần.',
      },
      {
        pt: 'No domingo calculamos as suas perdas líquidas da semana.',
        en: 'On Sunday we work out your net losses for the week.',
        vi: 'Vào Chủ nhật chúng tôi tính khoản thua ròng trong tuần của bạn.',
      },
      {
        pt: 'O cashback é creditado na sua carteira até às 12:00.',
        en: 'The cashback is credited to your wallet by 12:00.',
        vi: 'Tiền hoàn được cộng vào ví trước 12:00.',
      },
    ],
    terms: [
      {
        pt: 'Perdas líquidas mínimas de R$ 50,00; o cashback não tem requisito de apostas.',
        en: 'Net losses of at least R$ 50,00; the cashback has no wagering requirement.',
        vi: 'Thua ròng tối thiểu R$ 50,00; tiền hoàn không có yêu cầu cược.',
      },
    ],
    lastsDays: 30,
  },
  'PR-lotto-lucky-numbers': {
    intro: {
      pt: 'Aposte em qualquer sorteio de loteria neste mês e ganhe <strong>10% a mais</strong> em cada bilhete premiado.',
      en: 'Bet on any lottery draw this month and get <strong>10% extra</strong> on every winning ticket.',
      vi: 'Đặt cược bất kỳ kỳ quay xổ số nào trong tháng này và nhận <strong>thêm 10%</strong> cho mỗi vé trúng.',
    },
    steps: [
      {
        pt: 'Abra <strong>Loteria</strong> e escolha um jogo.',
        en: 'Open <strong>Lottery</strong> and choose a game.',
        vi: 'Mở <strong>Xổ số</strong> và chọn một trò chơi.',
      },
      {
        pt: 'Faça a sua aposta antes do fechamento do sorteio.',
        en: 'Place your bet before the draw closes.',
        vi: 'Đặt cược trước khi kỳ quay đóng.',
      },
      {
        pt: 'Se o bilhete for premiado, o bônus de 10% é pago junto com o prêmio.',
        en: 'If the ticket wins, the 10% bonus is paid with the prize.',
        vi: 'Nếu vé trúng, tiền thưởng 10% được trả cùng giải thưởng.',
      },
    ],
    terms: [
      {
        pt: 'Bônus máximo de R$ 500,00 por bilhete; sem requisito de apostas.',
        en: 'At most R$ 500,00 bonus per ticket; no wagering requirement.',
        vi: 'Thưởng tối đa R$ 500,00 mỗi vé; không có yêu cầu cược.',
      },
    ],
    lastsDays: 28,
  },
  'PR-invite-friends': {
    intro: {
      pt: 'Compartilhe o seu link de convite. Quando um amigo depositar e jogar, <strong>vocês dois ganham R$ 20,00</strong>.',
      en: 'Share your invite link. When a friend deposits and plays, <strong>you both get R$ 20,00</strong>.',
      vi: 'Chia sẻ liên kết mời của bạn. Khi bạn bè nạp tiền và chơi, <strong>cả hai nhận R$ 20,00</strong>.',
    },
    steps: [
      {
        pt: 'Abra a <a href="/m/invite">página de convites</a> e copie o seu link.',
        en: 'Open the <a href="/m/invite">invite page</a> and copy your link.',
        vi: 'Mở <a href="/m/invite">trang mời</a> và sao chép liên kết của bạn.',
      },
      {
        pt: 'Envie o link para os seus amigos.',
        en: 'Send the link to your friends.',
        vi: 'Gửi liên kết cho bạn bè.',
      },
      {
        pt: 'O amigo se cadastra pelo link, deposita pelo menos R$ 50,00 e aposta R$ 100,00 do próprio saldo.',
        en: 'Your friend registers through the link, deposits at least R$ 50,00 and wagers R$ 100,00 of their own money.',
        vi: 'Bạn bè đăng ký qua liên kết, nạp ít nhất R$ 50,00 và cược R$ 100,00 bằng tiền của mình.',
      },
    ],
    terms: [
      {
        pt: 'Vale uma vez por amigo real: o primeiro depósito aprovado do amigo conta, até 20 amigos por mês. Contas no mesmo aparelho, endereço ou conta bancária de quem convidou passam por revisão antes. Os R$ 20,00 aparecem na Central de recompensas de cada um e podem ser resgatados por 30 dias.',
        en: "Once per real friend: the friend's first approved deposit counts, up to 20 friends a month. Accounts on the inviter's device, address or bank account are reviewed first. The R$ 20,00 shows in each side's reward centre and can be claimed for 30 days.",
        vi: 'Mỗi người bạn thật một lần: tính lần nạp đầu tiên được duyệt của bạn bè, tối đa 20 người bạn mỗi tháng. Tài khoản dùng chung thiết bị, địa chỉ hoặc tài khoản ngân hàng với người mời sẽ được xem xét trước. R$ 20,00 hiện trong Trung tâm phần thưởng của mỗi bên và có thể nhận trong 30 ngày.',
      },
    ],
    lastsDays: null,
  },
  'PR-sports-cup-ended': {
    intro: {
      pt: 'Uma <strong>aposta grátis de R$ 10,00</strong> na final da taça.',
      en: 'A <strong>free bet of R$ 10,00</strong> on the cup final.',
      vi: 'Một <strong>cược miễn phí R$ 10,00</strong> cho trận chung kết cúp.',
    },
    steps: [
      {
        pt: 'Faça uma aposta de pelo menos R$ 10,00 em qualquer jogo da taça.',
        en: 'Place a bet of at least R$ 10,00 on any cup match.',
        vi: 'Đặt cược ít nhất R$ 10,00 cho bất kỳ trận cúp nào.',
      },
      {
        pt: 'A aposta grátis é creditada antes da final.',
        en: 'The free bet is credited before the final.',
        vi: 'Cược miễn phí được cộng trước trận chung kết.',
      },
    ],
    terms: [
      {
        pt: 'Odds mínimas de 1,50; a aposta grátis vale só para a final.',
        en: 'Minimum odds 1.50; the free bet is for the final only.',
        vi: 'Tỷ lệ cược tối thiểu 1,50; cược miễn phí chỉ dùng cho trận chung kết.',
      },
    ],
    lastsDays: 10,
  },
  'PR-fish-festival-soon': {
    intro: {
      pt: '<strong>Pontos em dobro</strong> em todos os jogos de pesca durante a semana do festival.',
      en: '<strong>Double points</strong> in every fishing game during the festival week.',
      vi: '<strong>Nhân đôi điểm</strong> trong mọi trò bắn cá trong tuần lễ hội.',
    },
    steps: [
      {
        pt: 'Jogue qualquer jogo de pesca com dinheiro real durante o festival.',
        en: 'Play any fishing game with real money during the festival.',
        vi: 'Chơi bất kỳ trò bắn cá nào bằng tiền thật trong lễ hội.',
      },
      {
        pt: 'Os pontos em dobro contam para o seu nível VIP.',
        en: 'The doubled points count towards your VIP level.',
        vi: 'Điểm nhân đôi được tính vào cấp VIP của bạn.',
      },
    ],
    terms: [
      {
        pt: 'Rodadas de demonstração não contam.',
        en: 'Demo rounds do not count.',
        vi: 'Vòng chơi thử không được tính.',
      },
    ],
    lastsDays: 7,
  },
};

type Lang = keyof Texts3;

function contentHtml(plan: ContentPlan, lang: Lang): string {
  const items = (texts: Texts3[]) => texts.map((text) => `<li>${text[lang]}</li>`).join('');
  return (
    `<p>${plan.intro[lang]}</p>` +
    `<h3>${HEADINGS.how[lang]}</h3><ol>${items(plan.steps)}</ol>` +
    `<h3>${HEADINGS.terms[lang]}</h3><ul>${items([...plan.terms, ...GENERAL_TERMS])}</ul>` +
    `<h3>${HEADINGS.period[lang]}</h3><p>${period(plan.lastsDays)[lang]}</p>`
  );
}

/** A seeded promotion's detail content in the three languages (unknown code: an error). */
export function promotionContent(code: string): Texts3 {
  const plan = PLANS[code];
  if (!plan) throw new Error(`no content for promotion ${code}`);
  return { pt: contentHtml(plan, 'pt'), en: contentHtml(plan, 'en'), vi: contentHtml(plan, 'vi') };
}

/** Vietnamese titles (the PT and EN ones live with each promotion's seed row). */
export const PROMOTION_TITLES_VI: Readonly<Record<string, string>> = {
  'PR-first-deposit': 'Thưởng 100% lần nạp đầu',
  'PR-weekly-rebate': 'Hoàn trả hằng tuần đến 1%',
  'PR-app-download': 'Tải ứng dụng, nhận R$ 5',
  'PR-welcome-pack': 'Gói chào mừng: 50 vòng quay miễn phí',
  'PR-live-cashback': 'Hoàn tiền 5% casino trực tiếp',
  'PR-lotto-lucky-numbers': 'Thưởng số may mắn xổ số',
  'PR-invite-friends': 'Mời bạn bè, cùng nhận thưởng',
  'PR-sports-cup-ended': 'Cược miễn phí chung kết cúp',
  'PR-fish-festival-soon': 'Lễ hội bắn cá',
};

/** Every promotion code with content here. */
export const PROMOTION_CONTENT_CODES: readonly string[] = Object.keys(PLANS);

/**
 * The one-sentence texts the demo promotions were first seeded with (PT and EN): a database
 * still holding one of them gets the content above on its next start; any other text is an
 * operator's and is kept.
 */
export const FIRST_SEEDED_CONTENT: Readonly<Record<string, { pt: string; en: string }>> = {
  'PR-first-deposit': {
    en: '<p>Double your first deposit up to R$ 500,00. Wagering 20x.</p>',
    pt: '<p>Duplicamos o seu primeiro depósito até R$ 500,00. Requisito de apostas: 20x.</p>',
  },
  'PR-weekly-rebate': {
    en: "<p>Every Monday we return up to 1% of last week's slot bets.</p>",
    pt: '<p>Todas as segundas-feiras devolvemos até 1% das apostas em slots da semana anterior.</p>',
  },
  'PR-app-download': {
    en: '<p>Log in through the app for the first time and receive R$ 5,00.</p>',
    pt: '<p>Entre pela primeira vez através da app e receba R$ 5,00.</p>',
  },
  'PR-welcome-pack': {
    en: '<h3>New here?</h3><p>Register, verify your mobile number and get <strong>50 free spins</strong> on Shell Riches.</p><ul><li>Only for new members aged 18 or over.</li><li>Spins are valid for 7 days.</li></ul>',
    pt: '<h3>É novo por aqui?</h3><p>Registe-se, confirme o seu número de telemóvel e receba <strong>50 rodadas grátis</strong> no Shell Riches.</p><ul><li>Apenas para novos membros com 18 anos ou mais.</li><li>As rodadas são válidas durante 7 dias.</li></ul>',
  },
  'PR-live-cashback': {
    en: '<p>Get 5% of your net live-table losses back every Sunday, up to R$ 1.000,00.</p><p>Cashback is credited to your wallet by 12:00.</p>',
    pt: '<p>Receba de volta 5% das perdas líquidas nas mesas ao vivo todos os domingos, até R$ 1.000,00.</p><p>O cashback é creditado na sua carteira até às 12:00.</p>',
  },
  'PR-lotto-lucky-numbers': {
    en: '<p>Bet on any lottery draw this month and get a 10% bonus on winning tickets.</p>',
    pt: '<p>Aposte em qualquer sorteio de lotaria este mês e receba um bónus de 10% nos bilhetes premiados.</p>',
  },
  'PR-invite-friends': {
    en: '<p>Share your invite link. When a friend makes a first deposit, you both get R$ 20,00.</p><p>Open the <a href="/m/agent">invite page</a> to get your link.</p>',
    pt: '<p>Partilhe a sua ligação de convite. Quando um amigo fizer o primeiro depósito, ambos recebem R$ 20,00.</p><p>Abra a <a href="/m/agent">página de convites</a> para obter a sua ligação.</p>',
  },
  'PR-sports-cup-ended': {
    en: '<p>A free bet of R$ 10,00 on the cup final.</p>',
    pt: '<p>Uma aposta grátis de R$ 10,00 na final da taça.</p>',
  },
  'PR-fish-festival-soon': {
    en: '<p>Double points in every fishing game during the festival week.</p>',
    pt: '<p>Pontos a dobrar em todos os jogos de pesca durante a semana do festival.</p>',
  },
};
