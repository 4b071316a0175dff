import {
  VENDOR_SECRET_MIN_LENGTH,
  VendorPathParams,
  VendorSecret,
  VendorSetup,
} from '@app/contracts';
import type { CommandIo } from '../../lib/cli.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  VendorSetupError,
  addVendor,
  listVendors,
  rotateVendorSecret,
  setVendorActive,
  setVendorMaxMultiplier,
} from './vendor-credentials.ts';

export const VENDOR_USAGE = `Usage: npm run vendor -- <command> [args]
  add <CODE> --max-multiplier <N>    set up a vendor of the seamless wallet; prints its new secret once
  rotate <CODE>                      give the vendor a new secret (printed once); the old one stops working
  multiplier <CODE> <N>              change the highest multiple of its stakes a round may pay
  disable <CODE>                     refuse the vendor's calls (401) until enabled again
  enable <CODE>                      accept the vendor's calls again
  list                               print every vendor (never its secret)
Options of add and rotate: --secret-env <VAR> takes the secret (${VENDOR_SECRET_MIN_LENGTH}+ characters) from
that environment variable instead of generating one, and does not print it.`;

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The parts of an argument list that are not options or their values. */
function positional(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i]!.startsWith('--')) i += 1;
    else out.push(args[i]!);
  }
  return out;
}

class UsageError extends Error {}

function parseCode(value: string | undefined): string {
  const parsed = VendorPathParams.shape.vendorCode.safeParse(value);
  if (!parsed.success) {
    throw new UsageError('A vendor code is 1 to 32 letters, digits, _ or -.');
  }
  return parsed.data;
}

function parseSetup(code: string | undefined, multiplier: string | undefined): VendorSetup {
  const parsed = VendorSetup.safeParse({ vendorCode: code, maxMultiplier: multiplier });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new UsageError(
      fields.includes('vendorCode')
        ? 'A vendor code is 1 to 32 letters, digits, _ or -.'
        : 'The maximum multiplier is a whole number from 1 to 100000.',
    );
  }
  return parsed.data;
}

/** The secret named by --secret-env, or undefined to generate one. */
function suppliedSecret(args: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  const name = option(args, 'secret-env');
  if (name === undefined) return undefined;
  const parsed = VendorSecret.safeParse(env[name]);
  if (!parsed.success) {
    // The value itself is never echoed.
    throw new UsageError(
      `--secret-env ${name}: the variable must hold a secret of ${VENDOR_SECRET_MIN_LENGTH} to 256 characters without spaces.`,
    );
  }
  return parsed.data;
}

function showSecretOnce(io: CommandIo, vendorCode: string, secret: string): void {
  io.out(`Secret of ${vendorCode} (shown only now; give it to the vendor over a safe channel):`);
  io.out(secret);
}

/**
 * The operator's vendor commands (decision 028). Vendors are global to the server, not per
 * merchant. Returns the process exit code; a new secret goes to `io.out` once and nowhere else.
 */
export async function runVendorCommand(
  argv: readonly string[],
  ctx: AppContext,
  io: CommandIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, ...args] = argv;
  const [first, second] = positional(args);
  try {
    switch (command) {
      case 'add': {
        const setup = parseSetup(first, option(args, 'max-multiplier'));
        const supplied = suppliedSecret(args, env);
        const secret = await addVendor(ctx.db, { ...setup, secret: supplied });
        io.out(`Vendor ${setup.vendorCode} added (max multiplier ${setup.maxMultiplier}).`);
        if (supplied === undefined) showSecretOnce(io, setup.vendorCode, secret);
        return 0;
      }
      case 'rotate': {
        const vendorCode = parseCode(first);
        const supplied = suppliedSecret(args, env);
        const secret = await rotateVendorSecret(ctx.db, vendorCode, supplied);
        io.out(`Vendor ${vendorCode} has a new secret; the old one no longer verifies.`);
        if (supplied === undefined) showSecretOnce(io, vendorCode, secret);
        return 0;
      }
      case 'multiplier': {
        const setup = parseSetup(first, second);
        await setVendorMaxMultiplier(ctx.db, setup.vendorCode, setup.maxMultiplier);
        io.out(`Vendor ${setup.vendorCode}: max multiplier ${setup.maxMultiplier}.`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const vendorCode = parseCode(first);
        await setVendorActive(ctx.db, vendorCode, command === 'enable');
        io.out(`Vendor ${vendorCode} ${command}d.`);
        return 0;
      }
      case 'list':
        io.out(JSON.stringify(await listVendors(ctx.db), null, 2));
        return 0;
      case 'help':
      case '--help':
      case '-h':
        io.out(VENDOR_USAGE);
        return 0;
      default:
        io.err(command ? `Unknown command: ${command}` : 'No command given.');
        io.err(VENDOR_USAGE);
        return 1;
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof VendorSetupError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
