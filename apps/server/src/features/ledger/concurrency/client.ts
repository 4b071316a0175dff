/**
 * One client process of the ledger concurrency test: sends its share of spins and signed vendor
 * wallet calls over keep-alive HTTP, a few at a time, and writes every answer to the file the
 * plan names. Run as `node client.ts` with the plan as JSON in CONCURRENCY_PLAN.
 *
 * Keys are drawn from a window that slides through each kind's pool as the run goes on: all
 * processes move at about the same pace, so they pick the same keys at about the same moment
 * and repeats race each other across processes, not only long after the first answer.
 */
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  MIX,
  OP_KINDS,
  OTHER_BODY_SHARE,
  TWIN_SHARE,
  requestBody,
  seededRandom,
  type ClientPlan,
  type OpKind,
  type Outcome,
  type Variant,
} from './plan.ts';

const WINDOW = 24;

interface Op {
  kind: OpKind;
  n: number;
  variant: Variant;
}

const plan = JSON.parse(process.env.CONCURRENCY_PLAN ?? 'null') as ClientPlan | null;
if (!plan) throw new Error('CONCURRENCY_PLAN is not set');

function pickKind(r: number): OpKind {
  let edge = 0;
  for (const kind of OP_KINDS) {
    edge += MIX[kind];
    if (r < edge) return kind;
  }
  return 'spin';
}

/** Groups of identical-or-single requests; a group of two is sent at the same moment. */
function buildGroups(p: ClientPlan): Op[][] {
  const random = seededRandom(p.seed * 1_000 + p.worker);
  const groups: Op[][] = [];
  let sent = 0;
  while (sent < p.requests) {
    const kind = pickKind(random());
    const pool = p.pools[kind];
    const centre = Math.floor((sent / p.requests) * pool);
    const n = Math.min(pool - 1, Math.max(0, centre + Math.floor(random() * WINDOW) - WINDOW / 2));
    const variant: Variant = random() < OTHER_BODY_SHARE ? 'other' : 'canonical';
    const op = { kind, n, variant };
    const twin = random() < TWIN_SHARE && sent + 2 <= p.requests;
    groups.push(twin ? [op, op] : [op]);
    sent += twin ? 2 : 1;
  }
  return groups;
}

async function send(p: ClientPlan, op: Op): Promise<Outcome> {
  const raw = JSON.stringify(requestBody(p, op.kind, op.n, op.variant));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (op.kind === 'spin') {
    headers.cookie = p.cookie;
  } else {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[p.timestampHeader] = timestamp;
    headers[p.signatureHeader] = createHmac('sha256', p.vendorSecret)
      .update(`${timestamp}.${raw}`)
      .digest('hex');
  }
  const response = await fetch(p.urls[op.kind], { method: 'POST', headers, body: raw });
  const text = await response.text();
  let body: { success?: boolean; errorCode?: string; value?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { value: text };
  }
  return {
    ...op,
    status: response.status,
    success: body.success === true,
    errorCode: body.errorCode ?? null,
    value: body.value ?? null,
  };
}

async function main(p: ClientPlan): Promise<void> {
  const groups = buildGroups(p);
  const outcomes: Outcome[] = [];
  let next = 0;
  // A few lanes per process, each sending its next group as soon as the last one answered.
  const lane = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      outcomes.push(...(await Promise.all(group.map((op) => send(p, op)))));
    }
  };
  await Promise.all(Array.from({ length: p.inFlight }, lane));
  writeFileSync(p.outFile, JSON.stringify(outcomes));
}

await main(plan);
