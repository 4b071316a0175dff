import { OPERATOR_ROLES, OperatorRole } from '@app/contracts/backoffice';
import { AppError } from '../../errors.ts';
import type { CommandIo } from '../../lib/cli.ts';
import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from './audit.ts';
import {
  createApiKey,
  createOperator,
  ensureFirstAdmin,
  resetOperatorAccess,
  revokeApiKey,
} from './operators.service.ts';

const USAGE = `usage: npm run backoffice -- <command>
  first-admin                                  the first admin's setup link (while no admin can sign in)
  create-operator <username> <role> [name...]  a new operator: prints its one-time setup link
  reset-access <username>                      a new setup link (password and 2FA set again)
  create-api-key <username> <role> [name...]   an API key acting for <username>: printed once
  revoke-api-key <id>
roles: ${OPERATOR_ROLES.join(', ')}`;

/**
 * `npm run backoffice`: operator accounts from a terminal (decision 043), for the first start
 * and for scripting. Every change is in the audit log as done from the command line.
 */
export async function runBackOfficeCommand(
  args: readonly string[],
  ctx: AppContext,
  io: CommandIo,
): Promise<number> {
  const [command, ...rest] = args;
  const cli = { operatorId: null, username: 'cli', via: 'cli' as const, ip: 'local' };
  const operatorNamed = async (username: string | undefined) => {
    const row = await ctx.db
      .selectFrom('operators')
      .select(['id', 'username'])
      .where('username', '=', (username ?? '').toLowerCase())
      .executeTakeFirst();
    if (!row) throw new AppError('bo.not.found', 404, `no operator ${username}`);
    return row;
  };
  try {
    switch (command) {
      case 'first-admin': {
        const link = await ensureFirstAdmin(ctx);
        io.out(
          link ?? 'An administrator can already sign in: use create-operator or reset-access.',
        );
        return 0;
      }
      case 'create-operator': {
        const [username, role, ...name] = rest;
        const parsed = OperatorRole.safeParse(role);
        if (!username || !parsed.success) break;
        const created = await createOperator(ctx, {
          username,
          role: parsed.data,
          displayName: name.join(' ') || username,
          createdBy: null,
        });
        await recordAudit(ctx, cli, {
          action: 'operator.create',
          targetType: 'operator',
          targetId: created.id,
          after: { username, role: parsed.data },
        });
        io.out(`Setup link for ${username} (one use, valid 24 hours): ${created.setupLink}`);
        return 0;
      }
      case 'reset-access': {
        const operator = await operatorNamed(rest[0]);
        const link = await resetOperatorAccess(ctx, operator.id);
        await recordAudit(ctx, cli, {
          action: 'operator.reset-access',
          targetType: 'operator',
          targetId: operator.id,
        });
        io.out(`Setup link for ${operator.username} (one use, valid 24 hours): ${link}`);
        return 0;
      }
      case 'create-api-key': {
        const [username, role, ...name] = rest;
        const parsed = OperatorRole.safeParse(role);
        if (!username || !parsed.success) break;
        const operator = await operatorNamed(username);
        const key = await createApiKey(ctx, {
          operatorId: operator.id,
          role: parsed.data,
          name: name.join(' ') || 'automation',
        });
        await recordAudit(ctx, cli, {
          action: 'api-key.create',
          targetType: 'api-key',
          targetId: key.id,
          after: { operator: operator.username, role: parsed.data, prefix: key.prefix },
        });
        // The only line printed to stdout: scripts capture the key with $(...).
        io.out(key.key);
        return 0;
      }
      case 'revoke-api-key': {
        const id = Number(rest[0]);
        if (!Number.isInteger(id) || id <= 0) break;
        const revoked = await revokeApiKey(ctx, id);
        if (revoked) {
          await recordAudit(ctx, cli, {
            action: 'api-key.revoke',
            targetType: 'api-key',
            targetId: id,
          });
        }
        io.out(revoked ? `API key ${id} revoked` : `API key ${id} was not active`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      io.err(error.detail ? String(error.detail) : error.code);
      return 1;
    }
    throw error;
  }
  io.err(USAGE);
  return 2;
}
