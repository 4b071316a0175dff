/** The lottery answers' schemas, loaded with the first lottery call (see lottery-queries.ts). */
export {
  DownloadLinks,
  DrawsValue,
  LotteryListValue,
  LotteryMenuValue,
  NumeroValue,
  VietnamRecentValue,
} from '@app/contracts';
