import { z } from 'zod';
import type { Language } from './enums.ts';
import { vi } from './errors.vi.ts';

/**
 * Stable error codes. The server answers with one of these and a message in the request's
 * language; the site may show its own text for a code. Later features add their codes here.
 */
export const ERROR_CODES = [
  'request.invalid',
  'route.not.found',
  'server.error',
  'rate.limited',
  'request.uri.too.long',
  'request.headers.too.large',
  'auth.required',
  'system.maintenance',
  'system.region.restricted',
  'merchant.not.found',
  'game.not.found',
  'login.failed',
  'login.throttled',
  'captcha.required',
  'captcha.invalid',
  'sms.code.invalid',
  'sms.code.expired',
  'sms.throttled',
  'mobile.invalid',
  'register.method.disabled',
  'register.field.invalid',
  'register.username.exists',
  'register.mobile.exists',
  'register.agreement.required',
  'invitation_code_error',
  'password.mismatch',
  'password.old.incorrect',
  'modify.new.old.same',
  'session.ended',
  'trial.forbidden',
  'permission.denied',
  'login.not.member',
  'login.not.agent',
  'agent.info.incorrect',
  'affiliate.link.invalid',
  'client.outdated',
  'wallet.insufficient.funds',
  'ledger.idempotency.conflict',
  'game.bet.invalid',
  'game.freeplay.unavailable',
  'game.vendor.unavailable',
  'vendor.signature.invalid',
  'vendor.player.invalid',
  'vendor.session.invalid',
  'favourite.limit.reached',
  'favourite.game.unsupported',
  'lottery.game.closed',
  'lottery.draw.locked',
  'lottery.bet.type.invalid',
  'lottery.picks.invalid',
  'lottery.stake.below.min',
  'lottery.stake.above.max',
  // Home widgets (issue 7, decision 020).
  'news.not.found',
  // Issue 7: feedback and live chat.
  'feedback.content.length',
  'feedback.type.invalid',
  'feedback.sender.mismatch',
  'feedback.rate.limited',
  'chat.unavailable',
  'chat.forbidden',
  'announcement.not.found',
  'message.not.found',
  // Promotions and help (decision 017).
  'promotion.not.found',
  // Agents (issue 8): the team of an agent is its subtree.
  'agent.downline.not.found',
  // Agent contracts (issue 8, decision 024).
  'agent.contract.not.found',
  'agent.contract.already.decided',
  'agent.contract.pending.exists',
  'agent.contract.member.not.agent',
  'agent.contract.rate.above.own',
  // Team reports (issue 8, decision 023).
  'report.range.order',
  'report.range.too.long',
  // Agent money (issue 8, decision 022): rebates and transfers to downlines.
  'agent.rebate.above.ceiling',
  'agent.rebate.below.downline',
  'agent.transfer.amount.invalid',
  'agent.transfer.duplicate',
  // Cashier (issue 9, decision 025).
  'cashier.amount.invalid',
  'cashier.amount.below.min',
  'cashier.amount.above.max',
  'cashier.channel.not.found',
  'cashier.reference.required',
  'cashier.promotion.invalid',
  'cashier.deposit.not.found',
  'cashier.withdrawal.not.found',
  'cashier.already.processed',
  'cashier.payee.required',
  'cashier.payee.name.mismatch',
  'cashier.payment.amount.mismatch',
  'cashier.payment.conflict',
  'withdraw.password.required',
  'withdraw.password.incorrect',
  'withdraw.password.locked',
  'withdraw.password.already.set',
  'operator.unauthorized',
  // Member centre (issue 9, decision 026).
  'member.email.invalid',
  'security.password.incorrect',
  'security.questions.invalid',
  'security.session.not.found',
  'security.session.current',
  'reward.not.found',
  'reward.not.available',
  // Agent home (issue 8, decision 021).
  'agent.date.range.invalid',
  'agent.rebate.above.own',
  'agent.link.not.found',
  // Session hand-off and cross-site refusals (issue 17, decision 029).
  'handoff.code.invalid',
  'handoff.code.expired',
  'request.cross.site',
  // Security issue 17: game limits and amount maxima (decision 030).
  'game.stake.above.max',
  'game.win.above.max',
  'amount.above.max',
  // Vendor wallet rounds and limits (issue 17, decision 028).
  'vendor.amount.above.max',
  'vendor.round.unknown',
  'vendor.credit.exceeds.round',
  'vendor.rollback.mismatch',
  'vendor.rollback.round.settled',
  'vendor.bet.rolled.back',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

type Messages = Record<ErrorCode, string>;

const en: Messages = {
  'request.invalid': 'The request is not valid: {detail}',
  'route.not.found': 'The requested url is empty, please check your request format',
  'server.error': 'Unknown error',
  'rate.limited': 'Too many requests, please try again later',
  'request.uri.too.long': 'The address of this request is too long',
  'request.headers.too.large': 'The request is too large: its address or headers are too long',
  'auth.required': 'You are not logged in, please login first',
  'system.maintenance': 'System upgrading, please try again later',
  'system.region.restricted': 'Access restricted in your location',
  'merchant.not.found': 'Merchant not found',
  'game.not.found': 'Game not found',
  'login.failed': 'Sorry, the user does not exist or is disabled, or the password is wrong',
  'login.throttled': 'Too many failed attempts, please try again later',
  'captcha.required': 'Enter a captcha',
  'captcha.invalid': 'Verification code error',
  'sms.code.invalid': 'Please enter a valid verification code',
  'sms.code.expired': 'The verification code has expired or was already used, please get a new one',
  'sms.throttled': 'A code was sent moments ago, please wait before asking again',
  'mobile.invalid': 'Please enter a valid mobile number',
  'register.method.disabled': 'This registration method is not available',
  'register.field.invalid': 'Please check the field: {detail}',
  'register.username.exists': 'Sorry, the username already exists',
  'register.mobile.exists': 'This mobile number is already registered',
  'register.agreement.required': 'Please confirm you are 18 or over and accept the terms',
  invitation_code_error: 'Invalid invitation code',
  'password.mismatch': 'Confirmation password not matched',
  'password.old.incorrect': 'The old password is incorrect',
  'modify.new.old.same': 'The new password and the old password cannot be the same',
  'session.ended': 'The account has been logged out, please log in again',
  'trial.forbidden': 'Please login an actual account to use this function',
  'permission.denied':
    'Sorry, this account does not have permission or the feature is temporarily unavailable',
  'wallet.insufficient.funds': 'Insufficient balance',
  'ledger.idempotency.conflict': 'This transaction id was already used with a different request',
  'game.bet.invalid': 'This bet is not allowed in this game',
  'game.stake.above.max': 'The stake in this game can be at most {detail}',
  'game.win.above.max': 'This bet could win more than the maximum win of a bet, {detail}',
  'amount.above.max': 'The amount can be at most {detail}',
  'game.freeplay.unavailable': 'This game cannot be played for fun',
  'game.vendor.unavailable':
    'This game provider is not available right now, please try another game',
  'vendor.signature.invalid': 'The vendor signature is missing, invalid or expired',
  'vendor.player.invalid': 'The player is unknown or does not match the session token',
  'vendor.session.invalid': 'The player session has ended, a bet needs a live session',
  'favourite.limit.reached': 'You can keep up to {detail} favourite games, remove one first',
  'favourite.game.unsupported': 'Lottery games cannot be added to favourite games',
  'login.not.member': 'Non-member account unable to login',
  'login.not.agent': 'Non-agents cannot log in',
  'agent.info.incorrect': 'Incorrect agent information',
  'affiliate.link.invalid': 'Referrer link error',
  'client.outdated': 'Please update to the latest version',
  'lottery.game.closed': 'This lottery game is not on sale right now',
  'lottery.draw.locked': 'Betting on this draw has closed, please bet on the next draw',
  'lottery.bet.type.invalid': 'This bet type is not offered in this lottery game',
  'lottery.picks.invalid': 'Check your numbers: {detail}',
  'lottery.stake.below.min': 'The stake per number must be at least {detail}',
  'lottery.stake.above.max': 'The stake per number can be at most {detail}',
  'news.not.found': 'This news item does not exist',
  // Issue 7: feedback and live chat.
  'feedback.content.length': 'The feedback must have between 10 and 200 characters',
  'feedback.type.invalid': 'Please choose a question type',
  'feedback.sender.mismatch': 'The feedback can only be sent in the name of the signed-in member',
  'feedback.rate.limited':
    'You have sent {detail} feedback messages in the last hour, please try again later',
  'chat.unavailable': 'Live chat is not available right now',
  'chat.forbidden': 'Live chat is not available for this account',
  'announcement.not.found': 'This announcement does not exist or is no longer shown',
  'message.not.found': 'This message does not exist',
  'promotion.not.found': 'This promotion does not exist or has ended',
  'agent.downline.not.found': 'This member is not in your team',
  // Agent contracts (issue 8, decision 024).
  'agent.contract.not.found': 'This contract does not exist',
  'agent.contract.already.decided': 'This contract has already been decided',
  'agent.contract.pending.exists': 'A contract of this kind is already waiting for this agent',
  'agent.contract.member.not.agent': 'Contracts can only be offered to agents',
  'agent.contract.rate.above.own':
    'A rate cannot be higher than the best rate of your own contract of this kind',
  // Team reports (issue 8, decision 023).
  'report.range.order': 'The start date must not be after the end date',
  'report.range.too.long': 'A report covers at most {detail} days: choose a shorter period',
  // Agent money (issue 8, decision 022).
  'agent.rebate.above.ceiling': 'The rebate for {detail} is higher than your own rate',
  'agent.rebate.below.downline':
    'The rebate for {detail} is lower than the rate this member gave its own downlines',
  'agent.transfer.amount.invalid':
    'Enter an amount greater than 0 with at most 2 decimals ({detail})',
  'agent.transfer.duplicate': 'Each downline can appear only once in a transfer ({detail})',
  // Cashier (issue 9, decision 025).
  'cashier.amount.invalid': 'Enter an amount greater than 0 with at most 2 decimals',
  'cashier.amount.below.min': 'The amount must be at least {detail}',
  'cashier.amount.above.max': 'The amount can be at most {detail}',
  'cashier.channel.not.found': 'This payment method is not available',
  'cashier.reference.required': 'Enter the reference of your bank transfer',
  'cashier.promotion.invalid': 'This promotion cannot be accepted with a deposit',
  'cashier.deposit.not.found': 'This deposit does not exist',
  'cashier.withdrawal.not.found': 'This withdrawal does not exist',
  'cashier.already.processed': 'This request has already been processed',
  'cashier.payee.required': 'Please bind a payee account first',
  'cashier.payee.name.mismatch': 'The account holder must be your registered real name',
  'cashier.payment.amount.mismatch': 'The paid amount does not match the deposit',
  'cashier.payment.conflict': 'This payment transaction belongs to another deposit',
  'withdraw.password.required': 'Please set a withdrawal password first',
  'withdraw.password.incorrect': 'The withdrawal password is incorrect',
  'withdraw.password.locked':
    'Too many wrong withdrawal passwords, withdrawals are locked for {detail} minutes',
  'withdraw.password.already.set': 'The withdrawal password is already set, change it instead',
  'operator.unauthorized': 'Operator credential missing or invalid',
  // Member centre (issue 9, decision 026).
  'member.email.invalid': 'E-mail format is incorrect',
  'security.password.incorrect': 'The login password is incorrect',
  'security.questions.invalid':
    'Choose 2 or 3 different questions and answer each with 2 to 64 characters',
  'security.session.not.found': 'This session does not exist or has already ended',
  'security.session.current': 'This is the session you are using: log out to end it',
  'reward.not.found': 'This reward does not exist',
  'reward.not.available': 'This reward has already been claimed or has expired',
  // Agent home (issue 8, decision 021).
  'agent.date.range.invalid':
    'Choose a start date on or before the end date, at most {detail} days apart',
  'agent.rebate.above.own': 'The default rebate can be at most your own rebate, {detail}%',
  'agent.link.not.found': 'This affiliate link does not exist',
  'handoff.code.invalid': 'This sign-in link is not valid or has already been used',
  'handoff.code.expired': 'This sign-in link has expired, please ask for a new one',
  'request.cross.site': 'This request must come from the site itself',
  // Vendor wallet rounds and limits (issue 17, decision 028).
  'vendor.amount.above.max': 'The amount can be at most {detail} cents',
  'vendor.round.unknown': 'This vendor has no bet of this player in this round',
  'vendor.credit.exceeds.round':
    'The credits of this round would exceed its stakes times the vendor’s maximum multiplier',
  'vendor.rollback.mismatch': 'The rollback does not match the bet it names: {detail}',
  'vendor.rollback.round.settled':
    'The round of this bet already has a credit, it is not rolled back',
  'vendor.bet.rolled.back': 'This bet was rolled back before it arrived and is not accepted',
};

const pt: Messages = {
  'request.invalid': 'O pedido não é válido: {detail}',
  'route.not.found': 'O endereço pedido está vazio, verifique o formato do pedido',
  'server.error': 'Erro desconhecido',
  'rate.limited': 'Demasiados pedidos, tente novamente mais tarde',
  'request.uri.too.long': 'O endereço do pedido é longo demais',
  'request.headers.too.large':
    'O pedido é grande demais: o endereço ou os cabeçalhos são longos demais',
  'auth.required': 'Não tem sessão iniciada, inicie sessão primeiro',
  'system.maintenance': 'Sistema em atualização, tente novamente mais tarde',
  'system.region.restricted': 'Acesso restrito na sua localização',
  'merchant.not.found': 'Comerciante não encontrado',
  'game.not.found': 'Jogo não encontrado',
  'login.failed':
    'Lamentamos, o utilizador não existe ou está desativado, ou a palavra-passe está errada',
  'login.throttled': 'Demasiadas tentativas falhadas, tente novamente mais tarde',
  'captcha.required': 'Introduza o código de verificação',
  'captcha.invalid': 'Erro no código de verificação',
  'sms.code.invalid': 'Introduza um código de verificação válido',
  'sms.code.expired': 'O código de verificação expirou ou já foi usado, peça um novo',
  'sms.throttled': 'Foi enviado um código há instantes, aguarde antes de pedir outro',
  'mobile.invalid': 'Introduza um número de telemóvel válido',
  'register.method.disabled': 'Este método de registo não está disponível',
  'register.field.invalid': 'Verifique o campo: {detail}',
  'register.username.exists': 'Lamentamos, o nome de utilizador já existe',
  'register.mobile.exists': 'Este número de telemóvel já está registado',
  'register.agreement.required': 'Confirme que tem 18 anos ou mais e aceita os termos',
  invitation_code_error: 'Código de convite inválido',
  'password.mismatch': 'A confirmação da palavra-passe não coincide',
  'password.old.incorrect': 'A palavra-passe antiga está incorreta',
  'modify.new.old.same': 'A nova palavra-passe e a antiga não podem ser iguais',
  'session.ended': 'Sua conta foi desconectada. Faça login novamente.',
  'trial.forbidden': 'Inicie sessão numa conta real para usar esta função',
  'permission.denied':
    'Lamentamos, esta conta não tem permissão ou a função está temporariamente indisponível',
  'wallet.insufficient.funds': 'Saldo insuficiente',
  'ledger.idempotency.conflict':
    'Este identificador de transação já foi usado com um pedido diferente',
  'game.bet.invalid': 'Esta aposta não é permitida neste jogo',
  'game.stake.above.max': 'A aposta neste jogo pode ser no máximo {detail}',
  'game.win.above.max':
    'Esta aposta poderia ganhar mais do que o ganho máximo por aposta, {detail}',
  'amount.above.max': 'O valor pode ser no máximo {detail}',
  'game.freeplay.unavailable': 'Este jogo não pode ser jogado por diversão',
  'game.vendor.unavailable':
    'Este fornecedor de jogos não está disponível de momento, experimente outro jogo',
  'vendor.signature.invalid': 'A assinatura do fornecedor está em falta, é inválida ou expirou',
  'vendor.player.invalid': 'O jogador é desconhecido ou não corresponde ao token da sessão',
  'vendor.session.invalid': 'A sessão do jogador terminou, uma aposta precisa de uma sessão ativa',
  'favourite.limit.reached': 'Pode guardar até {detail} jogos favoritos, remova um primeiro',
  'favourite.game.unsupported': 'Os jogos de lotaria não podem ser adicionados aos favoritos',
  'login.not.member': 'Conta que não é de membro não pode entrar',
  'login.not.agent': 'Quem não é agente não pode entrar',
  'agent.info.incorrect': 'Informação de agente incorreta',
  'affiliate.link.invalid': 'Erro no link de quem recomendou',
  'client.outdated': 'Atualize para a versão mais recente',
  'lottery.game.closed': 'Este jogo de lotaria não está à venda neste momento',
  'lottery.draw.locked': 'As apostas neste sorteio fecharam, aposte no próximo sorteio',
  'lottery.bet.type.invalid': 'Este tipo de aposta não existe neste jogo de lotaria',
  'lottery.picks.invalid': 'Verifique os seus números: {detail}',
  'lottery.stake.below.min': 'A aposta por número tem de ser pelo menos {detail}',
  'lottery.stake.above.max': 'A aposta por número pode ser no máximo {detail}',
  'news.not.found': 'Esta notícia não existe',
  // Issue 7: feedback and live chat.
  'feedback.content.length': 'A sugestão tem de ter entre 10 e 200 caracteres',
  'feedback.type.invalid': 'Escolha o tipo de questão',
  'feedback.sender.mismatch':
    'A sugestão só pode ser enviada em nome do membro com sessão iniciada',
  'feedback.rate.limited':
    'Já enviou {detail} sugestões na última hora, tente novamente mais tarde',
  'chat.unavailable': 'O chat ao vivo não está disponível de momento',
  'chat.forbidden': 'O chat ao vivo não está disponível para esta conta',
  'announcement.not.found': 'Este anúncio não existe ou já não é mostrado',
  'message.not.found': 'Esta mensagem não existe',
  'promotion.not.found': 'Esta promoção não existe ou já terminou',
  'agent.downline.not.found': 'Este membro não pertence à sua equipa',
  // Agent contracts (issue 8, decision 024).
  'agent.contract.not.found': 'Este contrato não existe',
  'agent.contract.already.decided': 'Este contrato já foi decidido',
  'agent.contract.pending.exists': 'Já há um contrato deste tipo à espera deste agente',
  'agent.contract.member.not.agent': 'Só se podem propor contratos a agentes',
  'agent.contract.rate.above.own':
    'Uma taxa não pode ser maior do que a melhor taxa do seu próprio contrato deste tipo',
  // Team reports (issue 8, decision 023).
  'report.range.order': 'A data de início não pode ser posterior à data de fim',
  'report.range.too.long':
    'Um relatório cobre no máximo {detail} dias: escolha um período mais curto',
  // Agent money (issue 8, decision 022).
  'agent.rebate.above.ceiling': 'O rebate de {detail} é superior à sua própria taxa',
  'agent.rebate.below.downline':
    'O rebate de {detail} é inferior à taxa que este membro deu aos seus subordinados',
  'agent.transfer.amount.invalid':
    'Introduza um valor superior a 0 com no máximo 2 casas decimais ({detail})',
  'agent.transfer.duplicate':
    'Cada subordinado só pode aparecer uma vez numa transferência ({detail})',
  // Cashier (issue 9, decision 025).
  'cashier.amount.invalid': 'Introduza um valor maior que 0 com no máximo 2 casas decimais',
  'cashier.amount.below.min': 'O valor tem de ser pelo menos {detail}',
  'cashier.amount.above.max': 'O valor pode ser no máximo {detail}',
  'cashier.channel.not.found': 'Este método de pagamento não está disponível',
  'cashier.reference.required': 'Introduza a referência da sua transferência bancária',
  'cashier.promotion.invalid': 'Esta promoção não pode ser aceite com um depósito',
  'cashier.deposit.not.found': 'Este depósito não existe',
  'cashier.withdrawal.not.found': 'Este levantamento não existe',
  'cashier.already.processed': 'Este pedido já foi processado',
  'cashier.payee.required': 'Associe primeiro uma conta de beneficiário',
  'cashier.payee.name.mismatch': 'O titular da conta tem de ser o seu nome real registado',
  'cashier.payment.amount.mismatch': 'O valor pago não corresponde ao depósito',
  'cashier.payment.conflict': 'Esta transação de pagamento pertence a outro depósito',
  'withdraw.password.required': 'Defina primeiro uma palavra-passe de levantamento',
  'withdraw.password.incorrect': 'A palavra-passe de levantamento está incorreta',
  'withdraw.password.locked':
    'Demasiadas palavras-passe de levantamento erradas, os levantamentos estão bloqueados durante {detail} minutos',
  'withdraw.password.already.set':
    'A palavra-passe de levantamento já está definida, altere-a em vez disso',
  'operator.unauthorized': 'Credencial de operador em falta ou inválida',
  // Member centre (issue 9, decision 026).
  'member.email.invalid': 'O formato do e-mail está incorreto',
  'security.password.incorrect': 'A palavra-passe de início de sessão está incorreta',
  'security.questions.invalid':
    'Escolha 2 ou 3 perguntas diferentes e responda a cada uma com 2 a 64 caracteres',
  'security.session.not.found': 'Esta sessão não existe ou já terminou',
  'security.session.current': 'Esta é a sessão que está a usar: termine a sessão para a fechar',
  'reward.not.found': 'Esta recompensa não existe',
  'reward.not.available': 'Esta recompensa já foi resgatada ou expirou',
  // Agent home (issue 8, decision 021).
  'agent.date.range.invalid':
    'Escolha uma data de início igual ou anterior à data de fim, no máximo {detail} dias',
  'agent.rebate.above.own':
    'O rebate predefinido pode ser no máximo o seu próprio rebate, {detail}%',
  'agent.link.not.found': 'Este link de afiliado não existe',
  'handoff.code.invalid': 'Este link de acesso não é válido ou já foi usado',
  'handoff.code.expired': 'Este link de acesso expirou, peça um novo',
  'request.cross.site': 'Este pedido precisa vir do próprio site',
  // Vendor wallet rounds and limits (issue 17, decision 028).
  'vendor.amount.above.max': 'O valor pode ser no máximo {detail} centavos',
  'vendor.round.unknown': 'Este fornecedor não tem aposta deste jogador nesta rodada',
  'vendor.credit.exceeds.round':
    'Os créditos desta rodada excederiam as apostas vezes o multiplicador máximo do fornecedor',
  'vendor.rollback.mismatch': 'O estorno não corresponde à aposta indicada: {detail}',
  'vendor.rollback.round.settled': 'A rodada desta aposta já tem um crédito, ela não é estornada',
  'vendor.bet.rolled.back': 'Esta aposta foi estornada antes de chegar e não é aceita',
};

const catalogue: Record<Language, Messages> = { EN: en, PT: pt, VI: vi };

/** The message for a code in a language (VI's texts live in errors.vi.ts). */
export function errorMessage(code: ErrorCode, language: Language, detail = ''): string {
  const messages = catalogue[language] ?? catalogue.EN;
  return messages[code].replace('{detail}', detail);
}
