import type { Kysely } from 'kysely';
import { parseAmountCents } from '@app/contracts';
import { merchantExposure } from '../game-limits/exposure.ts';
import { setGameLimits } from '../game-limits/game-limits.service.ts';
import type { Database } from '../../db/schema/tables.ts';
import { parseCidr } from '../../lib/cidr.ts';
import { findStatus, updateStatus } from './system.repository.ts';
import type { CommandIo } from '../../lib/cli.ts';

export const MERCHANT_STATUS_USAGE = `Usage: merchant-status <command>
  maintenance on|off       switch the maintenance page on or off
  block <cidr> [<cidr>...] restrict these IP ranges (replaces the list), e.g. 10.0.0.0/8 ::1/128
  unblock                  clear the blocked IP ranges
  show                     print the current status
  exposure                 print the game limits, house balances and open lottery bets' worst case
  limits slot|lottery <max stake> <max win> [<game id>]
                           set the maximum stake and win of a round, e.g. limits slot 1000 100000`;

/** Runs one status command against the database; returns the process exit code. */
export async function runMerchantStatusCommand(
  args: readonly string[],
  db: Kysely<Database>,
  merchantCode: string,
  io: CommandIo,
): Promise<number> {
  const [command, ...rest] = args;
  const show = async () => {
    const status = await findStatus(db, merchantCode);
    if (!status) {
      io.err(`Merchant ${merchantCode} has no status row (is MERCHANT_CODE right?).`);
      return 1;
    }
    io.out(JSON.stringify({ merchant: merchantCode, ...status }, null, 2));
    return 0;
  };
  const write = async (change: { maintenance?: boolean; blockedRanges?: string[] }) => {
    const updated = await updateStatus(db, merchantCode, change);
    if (updated === 0) {
      io.err(`Merchant ${merchantCode} has no status row (is MERCHANT_CODE right?).`);
      return 1;
    }
    return show();
  };

  switch (command) {
    case 'maintenance': {
      if (rest.length !== 1 || (rest[0] !== 'on' && rest[0] !== 'off')) {
        io.err('maintenance takes exactly one argument: on or off');
        return 1;
      }
      return write({ maintenance: rest[0] === 'on' });
    }
    case 'block': {
      if (rest.length === 0) {
        io.err('block needs at least one CIDR range, e.g. 203.0.113.0/24');
        return 1;
      }
      const ranges = rest.map((text) => ({ text, range: parseCidr(text) }));
      const bad = ranges.filter((entry) => entry.range === null).map((entry) => entry.text);
      if (bad.length > 0) {
        io.err(
          `Not a valid CIDR range: ${bad.join(', ')} (expected e.g. 10.0.0.0/8 or 2001:db8::/32)`,
        );
        return 1;
      }
      return write({ blockedRanges: [...new Set(ranges.map((entry) => entry.range!.text))] });
    }
    case 'unblock':
      if (rest.length > 0) {
        io.err('unblock takes no arguments');
        return 1;
      }
      return write({ blockedRanges: [] });
    case 'show':
      return show();
    case 'exposure': {
      if (rest.length > 0) {
        io.err('exposure takes no arguments');
        return 1;
      }
      io.out(JSON.stringify(await merchantExposure(db, merchantCode), null, 2));
      return 0;
    }
    case 'limits': {
      const [kind, stake, win, game, ...extra] = rest;
      const maxStakeCents = parseAmountCents(stake ?? '');
      const maxWinCents = parseAmountCents(win ?? '');
      const gameId = game === undefined ? 0 : Number(game);
      if (
        (kind !== 'slot' && kind !== 'lottery') ||
        maxStakeCents === null ||
        maxWinCents === null ||
        !Number.isSafeInteger(gameId) ||
        gameId < 0 ||
        extra.length > 0
      ) {
        io.err(
          'limits takes slot or lottery, the maximum stake and maximum win (positive amounts, ' +
            'e.g. 1000.00) and optionally a game id',
        );
        return 1;
      }
      await setGameLimits(db, merchantCode, kind, { maxStakeCents, maxWinCents }, gameId);
      io.out(JSON.stringify(await merchantExposure(db, merchantCode), null, 2));
      return 0;
    }
    case 'help':
    case '--help':
    case '-h':
      io.out(MERCHANT_STATUS_USAGE);
      return 0;
    default:
      io.err(command ? `Unknown command: ${command}` : 'No command given.');
      io.err(MERCHANT_STATUS_USAGE);
      return 1;
  }
}
