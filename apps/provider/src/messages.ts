import type { Language } from '@app/contracts';

/**
 * The provider's own refusals, in the player's language. Refusals of the operator's wallet
 * (no funds, a limit, a session that ended) come back from the operator already in the
 * player's language and are shown as they are.
 */
const MESSAGES: Record<string, Record<Language, string>> = {
  'request.invalid': {
    PT: 'Pedido inválido',
    EN: 'Invalid request',
    VI: 'Yêu cầu không hợp lệ',
  },
  'signature.invalid': {
    PT: 'Assinatura ausente, inválida ou expirada',
    EN: 'The signature is missing, invalid or expired',
    VI: 'Chữ ký bị thiếu, không hợp lệ hoặc đã hết hạn',
  },
  'launch.invalid': {
    PT: 'Não foi possível abrir o jogo, volte e tente de novo',
    EN: 'The game could not be opened, go back and try again',
    VI: 'Không thể mở trò chơi, vui lòng quay lại và thử lại',
  },
  'session.invalid': {
    PT: 'Sua sessão de jogo terminou, abra o jogo novamente pelo site',
    EN: 'Your game session has ended, open the game again from the site',
    VI: 'Phiên chơi đã kết thúc, vui lòng mở lại trò chơi từ trang web',
  },
  'game.unavailable': {
    PT: 'Este jogo não está disponível no momento',
    EN: 'This game is not available right now',
    VI: 'Trò chơi này hiện không khả dụng',
  },
  'bet.invalid': {
    PT: 'Essa aposta não é permitida neste jogo',
    EN: 'That bet is not allowed in this game',
    VI: 'Mức cược này không được phép trong trò chơi',
  },
  'action.invalid': {
    PT: 'Essa jogada não é permitida agora',
    EN: 'That move is not allowed now',
    VI: 'Không thể thực hiện thao tác này lúc này',
  },
  'round.not.open': {
    PT: 'Esta rodada já terminou',
    EN: 'This round has already ended',
    VI: 'Ván này đã kết thúc',
  },
  'play.balance.low': {
    PT: 'Saldo de diversão insuficiente para esta aposta',
    EN: 'Not enough play money for this bet',
    VI: 'Không đủ tiền chơi thử cho mức cược này',
  },
  'round.voided': {
    PT: 'A rodada não pôde ser feita e foi anulada; se a aposta foi debitada, ela será devolvida',
    EN: 'The round could not be placed and was voided; if your stake was taken, it is returned',
    VI: 'Ván chơi không thể thực hiện và đã bị hủy; nếu tiền cược đã bị trừ, sẽ được hoàn lại',
  },
  'free.rounds.unavailable': {
    PT: 'Você não tem rodadas grátis disponíveis neste jogo',
    EN: 'You have no free spins available in this game',
    VI: 'Bạn không còn lượt quay miễn phí nào trong trò chơi này',
  },
  'request.in.progress': {
    PT: 'Seu pedido anterior ainda está sendo processado',
    EN: 'Your previous request is still being processed',
    VI: 'Yêu cầu trước của bạn vẫn đang được xử lý',
  },
  'betting.closed': {
    PT: 'As apostas desta rodada estão encerradas',
    EN: 'Betting on this round has closed',
    VI: 'Đã hết thời gian đặt cược cho ván này',
  },
  'table.limit': {
    PT: 'A aposta passa do limite da mesa',
    EN: 'The bet is above the table limit',
    VI: 'Mức cược vượt quá giới hạn của bàn',
  },
  'seat.taken': {
    PT: 'Este lugar já está ocupado',
    EN: 'This seat is already taken',
    VI: 'Ghế này đã có người ngồi',
  },
  'already.seated': {
    PT: 'Você já tem um lugar nesta mesa',
    EN: 'You already have a seat at this table',
    VI: 'Bạn đã có một ghế ở bàn này',
  },
  'seat.none': {
    PT: 'Você não está sentado nesta mesa',
    EN: 'You are not seated at this table',
    VI: 'Bạn không ngồi ở bàn này',
  },
  'not.your.turn': {
    PT: 'Não é a sua vez',
    EN: 'It is not your turn',
    VI: 'Chưa đến lượt của bạn',
  },
  'odds.changed': {
    PT: 'As odds mudaram; confira e aceite as novas odds',
    EN: 'The odds have changed; check and accept the new odds',
    VI: 'Tỷ lệ cược đã thay đổi; vui lòng kiểm tra và chấp nhận tỷ lệ mới',
  },
  'market.closed': {
    PT: 'Este mercado está fechado',
    EN: 'This market is closed',
    VI: 'Thị trường này đã đóng',
  },
  'slip.invalid': {
    PT: 'Este bilhete não é válido',
    EN: 'This bet slip is not valid',
    VI: 'Phiếu cược này không hợp lệ',
  },
  'server.error': {
    PT: 'Algo deu errado, tente novamente',
    EN: 'Something went wrong, please try again',
    VI: 'Đã xảy ra lỗi, vui lòng thử lại',
  },
};

export function messageFor(code: string, language: Language): string {
  return (MESSAGES[code] ?? MESSAGES['server.error']!)[language];
}

export const PROVIDER_ERROR_CODES = Object.keys(MESSAGES);
