import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/**
 * Real servers the messaging tests send to (not a test file itself): an SMTP server
 * (smtp-server) and an HTTP SMS gateway stub, both on 127.0.0.1 with a port the system picks.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived (headers and body). */
  raw: string;
  headers: Record<string, string>;
  /** The decoded text body. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient with this SMTP status (e.g. 550 or 451); null accepts. */
  refuseWith: number | null;
  close(): Promise<void>;
}

/** Quoted-printable decoding of a text part (nodemailer uses it for long lines). */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: TestSmtpServer = {
    url: '',
    received,
    refuseWith: null,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
      }),
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS to offer, no login to ask for.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      if (state.refuseWith === null) return callback();
      const error = new Error('Recipient refused by the test server') as Error & {
        responseCode: number;
      };
      error.responseCode = state.refuseWith;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the stub does with the next request: answer a status, or never answer. */
export type GatewayStep = number | 'hang';

export interface TestSmsGateway {
  url: string;
  requests: GatewayRequest[];
  /** Steps for the next requests, in order; when empty, 200 with `{"id":"gw-<n>"}`. */
  plan: GatewayStep[];
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<TestSmsGateway> {
  const requests: GatewayRequest[] = [];
  const state: TestSmsGateway = {
    url: '',
    requests,
    plan: [],
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the test says what it expected.
      }
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const step = state.plan.shift() ?? 200;
      if (step === 'hang') return;
      response.writeHead(step, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(step < 300 ? { id: `gw-${requests.length}` } : { error: 'boom' }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  return state;
}
