import { userInfo } from 'node:os';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../errors.ts';
import {
  approveDeposit,
  opsDeposits,
  opsWithdrawals,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
} from './cashier-decisions.service.ts';
import { expireDeposits } from './deposits.service.ts';
import type { CommandIo } from '../../lib/cli.ts';

export const OPS_USAGE = `Usage: npm run ops -- <command> [args]
  deposits [--status pending|approved|rejected|expired|all]   list deposits (default pending)
  withdrawals [--status pending|paid|rejected|all]            list withdrawals (default pending)
  approve-deposit <id> [--note "..."]                         credit a deposit to its member
  reject-deposit <id> [--reason "..."]                        reject a deposit
  pay-withdrawal <id> [--note "..."]                          mark a withdrawal paid
  reject-withdrawal <id> [--reason "..."]                     return a withdrawal to the member
  expire-deposits                                             expire old pending deposits
Options: --actor <name> (default: the OS user) is written to the audit trail.`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** One operator command against the configured database; returns the exit code. */
export async function runOpsCommand(
  argv: readonly string[],
  ctx: AppContext,
  io: CommandIo,
): Promise<number> {
  const [command, ...args] = argv;
  const actor = `cli:${option(args, 'actor') ?? safeUser()}`;
  const id = Number(args[0]);
  const needsId = () => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      io.err(`${command} needs a numeric id`);
      return false;
    }
    return true;
  };
  const print = (value: unknown) => io.out(JSON.stringify(value, null, 2));
  try {
    switch (command) {
      case 'deposits':
        print(await opsDeposits(ctx, { status: option(args, 'status') ?? 'pending', limit: 500 }));
        return 0;
      case 'withdrawals':
        print(
          await opsWithdrawals(ctx, { status: option(args, 'status') ?? 'pending', limit: 500 }),
        );
        return 0;
      case 'approve-deposit':
        if (!needsId()) return 1;
        print(await approveDeposit(ctx, id, actor, option(args, 'note') ?? ''));
        return 0;
      case 'reject-deposit':
        if (!needsId()) return 1;
        print(await rejectDeposit(ctx, id, actor, option(args, 'reason') ?? ''));
        return 0;
      case 'pay-withdrawal':
        if (!needsId()) return 1;
        print(await payWithdrawal(ctx, id, actor, option(args, 'note') ?? ''));
        return 0;
      case 'reject-withdrawal':
        if (!needsId()) return 1;
        print(await rejectWithdrawal(ctx, id, actor, option(args, 'reason') ?? ''));
        return 0;
      case 'expire-deposits':
        io.out(`${await expireDeposits(ctx)} deposit(s) expired`);
        return 0;
      case 'help':
      case '--help':
      case '-h':
        io.out(OPS_USAGE);
        return 0;
      default:
        io.err(command ? `Unknown command: ${command}` : 'No command given.');
        io.err(OPS_USAGE);
        return 1;
    }
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`${error.code}${error.detail ? `: ${error.detail}` : ''}`);
      return 1;
    }
    throw error;
  }
}

function safeUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
