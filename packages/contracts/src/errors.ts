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
  'vendor.launch.invalid',
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
  'cashier.promotion.min.deposit',
  'cashier.promotion.used',
  'cashier.promotion.bonus.active',
  'cashier.withdraw.bonus.active',
  'cashier.withdraw.vip.limit',
  'bonus.max.bet',
  'bonus.not.found',
  'bonus.freespin.unavailable',
  // Tournaments (issue 25, decision 057).
  'tournament.not.found',
  'tournament.ended',
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
  // Back office (issue 21, decision 043).
  'bo.auth.required',
  'bo.forbidden',
  'bo.login.failed',
  'bo.login.locked',
  'bo.totp.invalid',
  'bo.setup.invalid',
  'bo.ip.denied',
  'bo.not.found',
  'bo.approval.self',
  'bo.approval.decided',
  'bo.feedback.assignee',
  'bo.adjust.insufficient',
  'bo.operator.self',
  'bo.operator.taken',
  // Back office, agents (issue 22).
  'bo.agent.not.agent',
  'bo.agent.already.agent',
  'bo.agent.not.promotable',
  'bo.agent.quota.full',
  'bo.agent.rate.above.upline',
  'bo.agent.rate.below.downline',
  'bo.agent.not.top.level',
  // Back-office reports (issue 22, decision 046).
  'bo.report.period',
  // Back office, lottery (issue 22).
  'bo.lottery.draw.drawn',
  'bo.lottery.draw.voided',
  'bo.lottery.schedule.enabled',
  'bo.lottery.schedule.pending',
  // Back-office content images (issue 22, decision 044).
  'bo.image.type',
  'bo.image.too.large',
  'bo.image.pixels',
  'bo.image.invalid',
  'bo.image.unknown',
  // Back-office bonuses (issue 25, decision 056).
  'bo.bonus.active',
  'bo.bonus.not.active',
  'bo.bonus.terms.referral',
  'bo.bonus.freespins.game',
  'bo.bonus.freespins.value',
  // Back-office referral reviews (issue 25, decision 058).
  'bo.referral.not.review',
  // Member centre (issue 9, decision 026).
  'member.email.invalid',
  'security.password.incorrect',
  'security.questions.invalid',
  'security.session.not.found',
  'security.session.current',
  // Mobile binding, withdrawal-password reset, payee re-authentication (issue 18, decision 036).
  'security.reauth.required',
  'security.contact.unbound',
  'member.mobile.taken',
  'member.mobile.same',
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
  'vendor.free.rounds.unavailable',
  'vendor.bet.rolled.back',
  // Player protection (issue 23, decision 048).
  'rg.limit.deposit.day',
  'rg.limit.deposit.week',
  'rg.limit.deposit.month',
  'rg.limit.loss.day',
  'rg.limit.loss.week',
  'rg.limit.loss.month',
  'rg.limit.wager.day',
  'rg.limit.wager.week',
  'rg.limit.wager.month',
  'rg.limit.session',
  'rg.reality.check.due',
  'rg.excluded.timeout',
  'rg.excluded.self',
  'rg.excluded.permanent',
  'rg.register.excluded',
  'rg.document.excluded',
  'rg.transfer.excluded',
  'rg.exclusion.active',
  'rg.exclusion.not.ended',
  'rg.exclusion.permanent',
  // Identity checks (issue 23, decision 049).
  'kyc.document.type',
  'kyc.document.too.large',
  'kyc.document.invalid',
  'kyc.document.not.found',
  'kyc.already.reviewed',
  'kyc.required',
  'kyc.pending',
  'kyc.payee.mismatch',
  'kyc.national.id.invalid',
  'kyc.national.id.taken',
  // Real messaging (issue 23, decision 050).
  'message.send.failed',
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
  'vendor.launch.invalid': 'The launch token is unknown, expired or already used',
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
  'cashier.promotion.min.deposit': 'This promotion needs a deposit of at least {detail}',
  'cashier.promotion.used': 'You have already received this promotion',
  'cashier.promotion.bonus.active': 'Finish or give up your active bonus before taking another',
  'cashier.withdraw.bonus.active': 'Withdrawing now gives up your active bonus of {detail}',
  'cashier.withdraw.vip.limit': 'Your VIP level lets you withdraw up to {detail} a day',
  'bonus.max.bet': 'While your bonus is active, the largest bet is {detail}',
  'bonus.not.found': 'This bonus is not active',
  'bonus.freespin.unavailable': 'These free spins are used up, expired or not for this game',
  'tournament.not.found': 'This tournament does not exist',
  'tournament.ended': 'This tournament has ended',
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
  'bo.auth.required': 'Sign in to the back office',
  'bo.forbidden': 'Your role does not allow this',
  'bo.login.failed': 'Wrong name or password',
  'bo.login.locked': 'Too many attempts: try again in {detail} minutes',
  'bo.totp.invalid': 'The code is wrong or was already used',
  'bo.setup.invalid':
    'This setup link is invalid or has expired: ask an administrator for a new one',
  'bo.ip.denied': 'The back office cannot be reached from this address',
  'bo.not.found': 'Not found',
  'bo.approval.self': 'Another operator must confirm this',
  'bo.approval.decided': 'This request has already been decided',
  'bo.feedback.assignee': 'This operator cannot be assigned feedback',
  'bo.adjust.insufficient':
    'The debit is larger than the balance of the member ({detail}): nothing was changed',
  'bo.operator.self': 'You cannot disable, demote or reset your own account',
  'bo.operator.taken': 'This username is already taken',
  'bo.agent.not.agent': 'This member is not an agent',
  'bo.agent.already.agent': 'This member is already an agent',
  'bo.agent.not.promotable': 'Only a plain member account can be made an agent',
  'bo.agent.quota.full': 'The upline agent has no downline agent places left ({detail})',
  'bo.agent.rate.above.upline':
    'The {detail} rate is above the upline agent’s rate: nothing was changed',
  'bo.agent.rate.below.downline':
    'The {detail} rate is below a rate this agent gave its downlines: nothing was changed',
  'bo.agent.not.top.level':
    'The house offers contracts to top-level agents only: a sub-agent’s come from its upline',
  'bo.report.period':
    'Choose a period whose last day is not before its first, of at most {detail} days',
  'bo.lottery.draw.drawn':
    'This draw already has its result: a drawn draw is settled by its rules and cannot be voided',
  'bo.lottery.draw.voided': 'This draw has already been voided',
  'bo.lottery.schedule.enabled': 'Turn the game off before changing its draw times',
  'bo.lottery.schedule.pending':
    'Draws of this game still wait with bets ({detail}): void them or wait until they are drawn',
  'bo.image.type': 'Send a PNG, JPEG, WebP or GIF image',
  'bo.image.too.large': 'The image is larger than {detail}',
  'bo.image.pixels': 'The image has too many pixels ({detail})',
  'bo.image.invalid': 'The image could not be read',
  'bo.image.unknown': 'Upload the image again: it was not found',
  'bo.bonus.active':
    'This member already has an active bonus: it must end or be cancelled before another is granted',
  'bo.bonus.not.active': 'This bonus is no longer active: nothing was changed',
  'bo.bonus.terms.referral': 'A referral promotion cannot carry deposit bonus terms',
  'bo.bonus.freespins.game':
    'Free spins are granted on an active slot: one of ours or one of the game provider’s',
  'bo.bonus.freespins.value':
    'The spin value must be a bet this slot takes: at least {detail}, in its bet steps, up to its maximum bet',
  'bo.referral.not.review':
    'This referral is no longer under review (already approved or refused): nothing was changed',
  // Member centre (issue 9, decision 026).
  'member.email.invalid': 'E-mail format is incorrect',
  'security.password.incorrect': 'The login password is incorrect',
  'security.questions.invalid':
    'Choose 2 or 3 different questions and answer each with 2 to 64 characters',
  'security.session.not.found': 'This session does not exist or has already ended',
  'security.session.current': 'This is the session you are using: log out to end it',
  'security.reauth.required': 'Confirm it is you: enter your password to make this change',
  'security.contact.unbound':
    'No mobile number or e-mail is bound to receive the code: bind one in the security centre first',
  'member.mobile.taken': 'This mobile number is bound to another account',
  'member.mobile.same': 'This mobile number is already bound to your account',
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
  'vendor.free.rounds.unavailable':
    'These free rounds are not available: used up, expired, or of another player or game',
  'vendor.bet.rolled.back': 'This bet was rolled back before it arrived and is not accepted',
  'rg.limit.deposit.day':
    'This deposit would go over your daily deposit limit. It resets on {detail}.',
  'rg.limit.deposit.week':
    'This deposit would go over your weekly deposit limit. It resets on {detail}.',
  'rg.limit.deposit.month':
    'This deposit would go over your monthly deposit limit. It resets on {detail}.',
  'rg.limit.loss.day': 'This bet could take you over your daily loss limit. It resets on {detail}.',
  'rg.limit.loss.week':
    'This bet could take you over your weekly loss limit. It resets on {detail}.',
  'rg.limit.loss.month':
    'This bet could take you over your monthly loss limit. It resets on {detail}.',
  'rg.limit.wager.day': 'This bet would go over your daily wager limit. It resets on {detail}.',
  'rg.limit.wager.week': 'This bet would go over your weekly wager limit. It resets on {detail}.',
  'rg.limit.wager.month': 'This bet would go over your monthly wager limit. It resets on {detail}.',
  'rg.limit.session':
    'You have reached your session time limit of {detail}. Log in again later to play.',
  'rg.reality.check.due': 'Please answer the reality check before you play on',
  'rg.excluded.timeout':
    'You are taking a break from play until {detail}. You can still withdraw your balance.',
  'rg.excluded.self':
    'You have excluded yourself from play until {detail}. You can still withdraw your balance.',
  'rg.excluded.permanent':
    'You have excluded yourself from play permanently. You can still withdraw your balance.',
  'rg.register.excluded':
    'This mobile number, e-mail or document belongs to an account excluded from play',
  'rg.document.excluded':
    'This CPF belongs to an account that is on a break or excluded from play: it cannot be verified for another account',
  'rg.transfer.excluded': 'This member cannot receive transfers at the moment',
  'rg.exclusion.active': 'A break or self-exclusion is already in place',
  'rg.exclusion.not.ended': 'Your self-exclusion can be ended only after {detail}',
  'rg.exclusion.permanent': 'A permanent self-exclusion cannot be ended',
  'kyc.document.type': 'Upload a photo or scan as JPEG, PNG or WebP',
  'kyc.document.too.large': 'The file is too large: at most {detail}',
  'kyc.document.invalid': 'The file could not be read as an image',
  'kyc.document.not.found': 'Document not found',
  'kyc.already.reviewed': 'This document has already been reviewed',
  'kyc.required':
    'Verify your identity before you withdraw {detail}: upload your documents in the member centre',
  'kyc.pending': 'Your documents are being reviewed: you can withdraw once they are approved',
  'kyc.payee.mismatch': 'The payee name must be the name on your verified documents',
  'kyc.national.id.invalid': 'This CPF is not valid: check its digits',
  'kyc.national.id.taken': 'This CPF is already registered to another account',
  'message.send.failed':
    'We could not send your message right now. Please try again in a few minutes.',
};

const pt: Messages = {
  'request.invalid': 'A solicitação não é válida: {detail}',
  'route.not.found': 'O endereço solicitado está vazio, verifique o formato da solicitação',
  'server.error': 'Erro desconhecido',
  'rate.limited': 'Muitas solicitações, tente novamente mais tarde',
  'request.uri.too.long': 'O endereço da solicitação é longo demais',
  'request.headers.too.large':
    'A solicitação é grande demais: o endereço ou os cabeçalhos são longos demais',
  'auth.required': 'Você não está conectado, entre primeiro',
  'system.maintenance': 'Sistema em atualização, tente novamente mais tarde',
  'system.region.restricted': 'Acesso restrito na sua região',
  'merchant.not.found': 'Comerciante não encontrado',
  'game.not.found': 'Jogo não encontrado',
  'login.failed': 'Desculpe, o usuário não existe ou está desativado, ou a senha está errada',
  'login.throttled': 'Muitas tentativas sem sucesso, tente novamente mais tarde',
  'captcha.required': 'Digite o código de verificação',
  'captcha.invalid': 'Erro no código de verificação',
  'sms.code.invalid': 'Digite um código de verificação válido',
  'sms.code.expired': 'O código de verificação expirou ou já foi usado, solicite um novo',
  'sms.throttled': 'Um código foi enviado há instantes, aguarde antes de pedir outro',
  'mobile.invalid': 'Digite um número de celular válido',
  'register.method.disabled': 'Este método de cadastro não está disponível',
  'register.field.invalid': 'Verifique o campo: {detail}',
  'register.username.exists': 'Desculpe, o nome de usuário já existe',
  'register.mobile.exists': 'Este número de celular já está cadastrado',
  'register.agreement.required': 'Confirme que você tem 18 anos ou mais e aceita os termos',
  invitation_code_error: 'Código de convite inválido',
  'password.mismatch': 'A confirmação da senha não confere',
  'password.old.incorrect': 'A senha antiga está incorreta',
  'modify.new.old.same': 'A nova senha e a antiga não podem ser iguais',
  'session.ended': 'Sua conta foi desconectada. Faça login novamente.',
  'trial.forbidden': 'Entre em uma conta real para usar esta função',
  'permission.denied':
    'Desculpe, esta conta não tem permissão ou a função está temporariamente indisponível',
  'wallet.insufficient.funds': 'Saldo insuficiente',
  'ledger.idempotency.conflict':
    'Este identificador de transação já foi usado com uma solicitação diferente',
  'game.bet.invalid': 'Esta aposta não é permitida neste jogo',
  'game.stake.above.max': 'A aposta neste jogo pode ser no máximo {detail}',
  'game.win.above.max':
    'Esta aposta poderia ganhar mais do que o ganho máximo por aposta, {detail}',
  'amount.above.max': 'O valor pode ser no máximo {detail}',
  'game.freeplay.unavailable': 'Este jogo não pode ser jogado por diversão',
  'game.vendor.unavailable':
    'Este fornecedor de jogos não está disponível no momento, tente outro jogo',
  'vendor.signature.invalid': 'A assinatura do fornecedor está ausente, é inválida ou expirou',
  'vendor.player.invalid': 'O jogador é desconhecido ou não corresponde ao token da sessão',
  'vendor.session.invalid':
    'A sessão do jogador foi encerrada, uma aposta precisa de uma sessão ativa',
  'vendor.launch.invalid': 'O token de abertura do jogo é desconhecido, expirou ou já foi usado',
  'favourite.limit.reached': 'Você pode salvar até {detail} jogos favoritos, remova um primeiro',
  'favourite.game.unsupported': 'Os jogos de loteria não podem ser adicionados aos favoritos',
  'login.not.member': 'Contas que não são de membro não podem entrar',
  'login.not.agent': 'Somente agentes podem entrar',
  'agent.info.incorrect': 'Informação de agente incorreta',
  'affiliate.link.invalid': 'Erro no link de quem recomendou',
  'client.outdated': 'Atualize para a versão mais recente',
  'lottery.game.closed': 'Este jogo de loteria não está à venda no momento',
  'lottery.draw.locked': 'As apostas neste sorteio fecharam, aposte no próximo sorteio',
  'lottery.bet.type.invalid': 'Este tipo de aposta não existe neste jogo de loteria',
  'lottery.picks.invalid': 'Verifique seus números: {detail}',
  'lottery.stake.below.min': 'A aposta por número deve ser de pelo menos {detail}',
  'lottery.stake.above.max': 'A aposta por número pode ser no máximo {detail}',
  'news.not.found': 'Esta notícia não existe',
  // Issue 7: feedback and live chat.
  'feedback.content.length': 'A sugestão deve ter entre 10 e 200 caracteres',
  'feedback.type.invalid': 'Escolha o tipo de problema',
  'feedback.sender.mismatch': 'A sugestão só pode ser enviada em nome do membro conectado',
  'feedback.rate.limited':
    'Você já enviou {detail} sugestões na última hora, tente novamente mais tarde',
  'chat.unavailable': 'O chat ao vivo não está disponível no momento',
  'chat.forbidden': 'O chat ao vivo não está disponível para esta conta',
  'announcement.not.found': 'Este anúncio não existe ou não é mais exibido',
  'message.not.found': 'Esta mensagem não existe',
  'promotion.not.found': 'Esta promoção não existe ou já terminou',
  'agent.downline.not.found': 'Este membro não pertence à sua equipe',
  // Agent contracts (issue 8, decision 024).
  'agent.contract.not.found': 'Este contrato não existe',
  'agent.contract.already.decided': 'Este contrato já foi decidido',
  'agent.contract.pending.exists': 'Já há um contrato deste tipo aguardando este agente',
  'agent.contract.member.not.agent': 'Só é possível propor contratos a agentes',
  'agent.contract.rate.above.own':
    'Uma taxa não pode ser maior do que a melhor taxa do seu próprio contrato deste tipo',
  // Team reports (issue 8, decision 023).
  'report.range.order': 'A data de início não pode ser posterior à data de fim',
  'report.range.too.long':
    'Um relatório cobre no máximo {detail} dias: escolha um período mais curto',
  // Agent money (issue 8, decision 022).
  'agent.rebate.above.ceiling': 'O rebate de {detail} é maior que a sua própria taxa',
  'agent.rebate.below.downline':
    'O rebate de {detail} é menor que a taxa que este membro deu aos seus subordinados',
  'agent.transfer.amount.invalid':
    'Informe um valor maior que 0 com no máximo 2 casas decimais ({detail})',
  'agent.transfer.duplicate':
    'Cada subordinado só pode aparecer uma vez em uma transferência ({detail})',
  // Cashier (issue 9, decision 025).
  'cashier.amount.invalid': 'Informe um valor maior que 0 com no máximo 2 casas decimais',
  'cashier.amount.below.min': 'O valor deve ser de pelo menos {detail}',
  'cashier.amount.above.max': 'O valor pode ser no máximo {detail}',
  'cashier.channel.not.found': 'Este método de pagamento não está disponível',
  'cashier.reference.required': 'Informe a referência da sua transferência bancária',
  'cashier.promotion.invalid': 'Esta promoção não pode ser aceita com um depósito',
  'cashier.promotion.min.deposit': 'Esta promoção exige um depósito de pelo menos {detail}',
  'cashier.promotion.used': 'Você já recebeu esta promoção',
  'cashier.promotion.bonus.active': 'Conclua ou desista do seu bônus ativo antes de receber outro',
  'cashier.withdraw.bonus.active': 'Sacar agora cancela o seu bônus ativo de {detail}',
  'cashier.withdraw.vip.limit': 'O seu nível VIP permite sacar até {detail} por dia',
  'bonus.max.bet': 'Com o bônus ativo, a aposta máxima é {detail}',
  'bonus.not.found': 'Este bônus não está ativo',
  'bonus.freespin.unavailable': 'Estas rodadas grátis acabaram, expiraram ou não são deste jogo',
  'tournament.not.found': 'Este torneio não existe',
  'tournament.ended': 'Este torneio já terminou',
  'cashier.deposit.not.found': 'Este depósito não existe',
  'cashier.withdrawal.not.found': 'Este saque não existe',
  'cashier.already.processed': 'Esta solicitação já foi processada',
  'cashier.payee.required': 'Vincule primeiro uma conta de beneficiário',
  'cashier.payee.name.mismatch': 'O titular da conta deve ser o seu nome completo cadastrado',
  'cashier.payment.amount.mismatch': 'O valor pago não corresponde ao depósito',
  'cashier.payment.conflict': 'Esta transação de pagamento pertence a outro depósito',
  'withdraw.password.required': 'Defina primeiro uma senha de saque',
  'withdraw.password.incorrect': 'A senha de saque está incorreta',
  'withdraw.password.locked':
    'Muitas senhas de saque erradas, os saques estão bloqueados por {detail} minutos',
  'withdraw.password.already.set': 'A senha de saque já está definida, altere-a em vez disso',
  'bo.auth.required': 'Entre no back office',
  'bo.forbidden': 'Seu perfil não permite esta ação',
  'bo.login.failed': 'Nome ou senha incorretos',
  'bo.login.locked': 'Tentativas demais: tente novamente em {detail} minutos',
  'bo.totp.invalid': 'O código está incorreto ou já foi usado',
  'bo.setup.invalid':
    'Este link de configuração é inválido ou expirou: peça um novo a um administrador',
  'bo.ip.denied': 'O back office não pode ser acessado deste endereço',
  'bo.not.found': 'Não encontrado',
  'bo.approval.self': 'Outro operador precisa confirmar esta ação',
  'bo.approval.decided': 'Esta solicitação já foi decidida',
  'bo.feedback.assignee': 'Este operador não pode receber sugestões',
  'bo.adjust.insufficient': 'O débito é maior que o saldo do membro ({detail}): nada foi alterado',
  'bo.operator.self': 'Você não pode desativar, rebaixar ou redefinir a sua própria conta',
  'bo.operator.taken': 'Este nome de usuário já está em uso',
  'bo.agent.not.agent': 'Este membro não é um agente',
  'bo.agent.already.agent': 'Este membro já é um agente',
  'bo.agent.not.promotable': 'Somente uma conta de membro comum pode se tornar agente',
  'bo.agent.quota.full': 'O agente superior não tem mais vagas para agentes abaixo dele ({detail})',
  'bo.agent.rate.above.upline':
    'A taxa de {detail} é maior que a do agente superior: nada foi alterado',
  'bo.agent.rate.below.downline':
    'A taxa de {detail} é menor que uma taxa que este agente deu aos seus subordinados: nada foi alterado',
  'bo.agent.not.top.level':
    'A casa oferece contratos apenas a agentes de topo: os de um subagente vêm do seu superior',
  'bo.report.period':
    'Escolha um período cujo último dia não seja anterior ao primeiro, de no máximo {detail} dias',
  'bo.lottery.draw.drawn':
    'Este sorteio já tem resultado: um sorteio realizado é liquidado pelas regras e não pode ser anulado',
  'bo.lottery.draw.voided': 'Este sorteio já foi anulado',
  'bo.lottery.schedule.enabled': 'Desative o jogo antes de alterar os horários dos sorteios',
  'bo.lottery.schedule.pending':
    'Ainda há sorteios deste jogo aguardando com apostas ({detail}): anule-os ou espere até que sejam realizados',
  'bo.image.type': 'Envie uma imagem PNG, JPEG, WebP ou GIF',
  'bo.image.too.large': 'A imagem é maior que {detail}',
  'bo.image.pixels': 'A imagem tem pixels demais ({detail})',
  'bo.image.invalid': 'Não foi possível ler a imagem',
  'bo.image.unknown': 'Envie a imagem de novo: ela não foi encontrada',
  'bo.bonus.active':
    'Este membro já tem um bônus ativo: ele precisa terminar ou ser cancelado antes de outro',
  'bo.bonus.not.active': 'Este bônus não está mais ativo: nada foi alterado',
  'bo.bonus.terms.referral': 'Uma promoção de indicação não pode ter regras de bônus de depósito',
  'bo.bonus.freespins.game':
    'Giros grátis são concedidos em um slot ativo: da casa ou do provedor de jogos',
  'bo.bonus.freespins.value':
    'O valor do giro precisa ser uma aposta deste slot: no mínimo {detail}, nos passos de aposta dele, até a aposta máxima',
  'bo.referral.not.review':
    'Esta indicação não está mais em revisão (já foi aprovada ou recusada): nada foi alterado',
  // Member centre (issue 9, decision 026).
  'member.email.invalid': 'O formato do e-mail está incorreto',
  'security.password.incorrect': 'A senha de acesso está incorreta',
  'security.questions.invalid':
    'Escolha 2 ou 3 perguntas diferentes e responda a cada uma com 2 a 64 caracteres',
  'security.session.not.found': 'Esta sessão não existe ou já foi encerrada',
  'security.session.current': 'Esta é a sessão que você está usando: saia para encerrá-la',
  'security.reauth.required': 'Confirme que é você: digite sua senha para fazer esta alteração',
  'security.contact.unbound':
    'Nenhum celular ou e-mail vinculado para receber o código: vincule um primeiro na central de segurança',
  'member.mobile.taken': 'Este número de celular está vinculado a outra conta',
  'member.mobile.same': 'Este número de celular já está vinculado à sua conta',
  'reward.not.found': 'Esta recompensa não existe',
  'reward.not.available': 'Esta recompensa já foi resgatada ou expirou',
  // Agent home (issue 8, decision 021).
  'agent.date.range.invalid':
    'Escolha uma data de início igual ou anterior à data de fim, no máximo {detail} dias',
  'agent.rebate.above.own': 'O rebate padrão pode ser no máximo o seu próprio rebate, {detail}%',
  'agent.link.not.found': 'Este link de afiliado não existe',
  'handoff.code.invalid': 'Este link de acesso não é válido ou já foi usado',
  'handoff.code.expired': 'Este link de acesso expirou, solicite um novo',
  'request.cross.site': 'Esta solicitação precisa vir do próprio site',
  // Vendor wallet rounds and limits (issue 17, decision 028).
  'vendor.amount.above.max': 'O valor pode ser no máximo {detail} centavos',
  'vendor.round.unknown': 'Este fornecedor não tem aposta deste jogador nesta rodada',
  'vendor.credit.exceeds.round':
    'Os créditos desta rodada excederiam as apostas vezes o multiplicador máximo do fornecedor',
  'vendor.rollback.mismatch': 'O estorno não corresponde à aposta indicada: {detail}',
  'vendor.rollback.round.settled': 'A rodada desta aposta já tem um crédito, ela não é estornada',
  'vendor.free.rounds.unavailable':
    'Estas rodadas grátis não estão disponíveis: usadas, expiradas, ou de outro jogador ou jogo',
  'vendor.bet.rolled.back': 'Esta aposta foi estornada antes de chegar e não é aceita',
  'rg.limit.deposit.day':
    'Este depósito passaria do seu limite diário de depósito. Ele é renovado em {detail}.',
  'rg.limit.deposit.week':
    'Este depósito passaria do seu limite semanal de depósito. Ele é renovado em {detail}.',
  'rg.limit.deposit.month':
    'Este depósito passaria do seu limite mensal de depósito. Ele é renovado em {detail}.',
  'rg.limit.loss.day':
    'Esta aposta pode passar do seu limite diário de perdas. Ele é renovado em {detail}.',
  'rg.limit.loss.week':
    'Esta aposta pode passar do seu limite semanal de perdas. Ele é renovado em {detail}.',
  'rg.limit.loss.month':
    'Esta aposta pode passar do seu limite mensal de perdas. Ele é renovado em {detail}.',
  'rg.limit.wager.day':
    'Esta aposta passaria do seu limite diário de apostas. Ele é renovado em {detail}.',
  'rg.limit.wager.week':
    'Esta aposta passaria do seu limite semanal de apostas. Ele é renovado em {detail}.',
  'rg.limit.wager.month':
    'Esta aposta passaria do seu limite mensal de apostas. Ele é renovado em {detail}.',
  'rg.limit.session':
    'Você atingiu seu limite de tempo de sessão de {detail}. Entre novamente mais tarde para jogar.',
  'rg.reality.check.due': 'Responda ao lembrete de sessão antes de continuar jogando',
  'rg.excluded.timeout': 'Você está em pausa até {detail}. Você ainda pode sacar seu saldo.',
  'rg.excluded.self': 'Você se autoexcluiu até {detail}. Você ainda pode sacar seu saldo.',
  'rg.excluded.permanent': 'Você se autoexcluiu permanentemente. Você ainda pode sacar seu saldo.',
  'rg.register.excluded': 'Este celular, e-mail ou documento pertence a uma conta excluída do jogo',
  'rg.document.excluded':
    'Este CPF pertence a uma conta em pausa ou excluída do jogo: não pode ser verificado em outra conta',
  'rg.transfer.excluded': 'Este membro não pode receber transferências no momento',
  'rg.exclusion.active': 'Já existe uma pausa ou autoexclusão em vigor',
  'rg.exclusion.not.ended': 'Sua autoexclusão só pode ser encerrada depois de {detail}',
  'rg.exclusion.permanent': 'Uma autoexclusão permanente não pode ser encerrada',
  'kyc.document.type': 'Envie uma foto ou digitalização em JPEG, PNG ou WebP',
  'kyc.document.too.large': 'O arquivo é grande demais: no máximo {detail}',
  'kyc.document.invalid': 'Não foi possível ler o arquivo como imagem',
  'kyc.document.not.found': 'Documento não encontrado',
  'kyc.already.reviewed': 'Este documento já foi analisado',
  'kyc.required':
    'Verifique sua identidade antes de sacar {detail}: envie seus documentos na central do membro',
  'kyc.pending': 'Seus documentos estão em análise: você poderá sacar assim que forem aprovados',
  'kyc.payee.mismatch': 'O nome do favorecido deve ser o nome dos seus documentos verificados',
  'kyc.national.id.invalid': 'Este CPF não é válido: confira os dígitos',
  'kyc.national.id.taken': 'Este CPF já está cadastrado em outra conta',
  'message.send.failed':
    'Não conseguimos enviar sua mensagem agora. Tente novamente em alguns minutos.',
};

const catalogue: Record<Language, Messages> = { EN: en, PT: pt, VI: vi };

/** The message for a code in a language (VI's texts live in errors.vi.ts). */
export function errorMessage(code: ErrorCode, language: Language, detail = ''): string {
  const messages = catalogue[language] ?? catalogue.EN;
  return messages[code].replace('{detail}', detail);
}
