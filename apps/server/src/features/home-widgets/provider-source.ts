import type { z } from 'zod';
import { okEnvelope } from '@app/contracts';
import { nowMs, type AppContext } from '../../lib/context.ts';

const FETCH_TIMEOUT_MS = 1_500;

/**
 * One public call of the game provider (decision 039), shared between requests for `ttlMs`:
 * schema-checked, with a timeout, and turned once per answer into what the site shows
 * (`derive`). Unreachable or answering nonsense: its last value while under `staleMs` old, else
 * null. Unconfigured: always null. Times are the app's clock (tests move it).
 */
export function providerSource<T, V = T>(
  ctx: AppContext,
  path: string,
  schema: z.ZodType<T>,
  options: { ttlMs: number; staleMs: number; derive?: (value: T) => Promise<V> | V },
): () => Promise<V | null> {
  const envelope = okEnvelope(schema);
  let cached: { value: V; at: number } | null = null;
  let inFlight: Promise<V | null> | null = null;

  const stale = (): V | null =>
    cached && nowMs(ctx) - cached.at < options.staleMs ? cached.value : null;

  async function fetchValue(): Promise<V | null> {
    const base = ctx.config.GAME_PROVIDER_URL;
    if (!base) return null;
    try {
      const response = await fetch(new URL(path, base), {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const parsed = envelope.safeParse(await response.json());
      if (!parsed.success) return stale();
      const raw = parsed.data.value as T;
      const value = options.derive ? await options.derive(raw) : (raw as unknown as V);
      cached = { value, at: nowMs(ctx) };
      return value;
    } catch {
      return stale();
    }
  }

  return async function read(): Promise<V | null> {
    if (cached && nowMs(ctx) - cached.at < options.ttlMs) return cached.value;
    inFlight ??= fetchValue().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
