import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CASHIER_API,
  errorMessage,
  KYC_API,
  KYC_DOCUMENT_MAX_BYTES,
  PROTECTION_API,
  type KycDocument,
  type KycDocumentKind,
  type KycIdentity,
} from '@app/contracts';
import { BO_KYC_API, type BoKycMember, type BoKycQueue } from '@app/contracts/backoffice';
import { okValue } from '../../testing/api.ts';
import { expectLedgerBalanced, insertMemberWithBalance } from '../../testing/ledger.ts';
import { sessionCookieFor } from '../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Identity checks (issue 23, decision 049): uploads judged by their bytes (type, size, pixels,
 * damage) and stored re-encoded without metadata; submissions with a valid, unique CPF; reviews
 * by kyc.review operators, once; the member sees the outcome; withdrawals above the thresholds
 * need a verified identity, and payees must carry the verified name.
 */
let t: TestApp;
let risk: TestOperator;
let cashier: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  risk = await signedInOperator(t.database.db, 'risk');
  cashier = await signedInOperator(t.database.db, 'cashier');
});
afterAll(async () => t?.cleanup());
afterEach(async () => expectLedgerBalanced(t.database.db));

// Valid CPFs (check digits right), one per member that submits.
const CPFS = ['529.982.247-25', '111.444.777-35', '123.456.789-09', '935.411.347-80'];
// More valid CPFs, for the members on a break or self-excluded and the one who comes back.
const MORE_CPFS = ['276.534.190-70', '418.207.365-71', '703.915.428-50'];

async function newMember(balance = 0, payeeName = '') {
  const member = await insertMemberWithBalance(t.database.db, balance, { payee_name: payeeName });
  return { ...member, cookie: await sessionCookieFor(t.database.db, member.id) };
}

function call(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

function upload(
  cookie: string,
  kind: KycDocumentKind | string,
  bytes: Buffer,
  contentType = 'image/jpeg',
) {
  return t.app.inject({
    method: 'POST',
    url: KYC_API.document.replace(':kind', kind),
    headers: { cookie, 'content-type': contentType, 'x-file-name': 'photo.jpg' },
    payload: bytes,
  });
}

function bo(operator: TestOperator, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: operator.headers,
    ...(payload ? { payload } : {}),
  });
}
const memberUrl = (url: string, id: number) => url.replace(':id', String(id));

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; errorCode: string; message: string };
  expect(body).toMatchObject({ success: false, errorCode: code });
  return body;
}

const photo = (width = 640, height = 400) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#3a7bd5',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG whose header claims `width` x `height` pixels: an image bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG grown to exactly `size` bytes by a private ancillary chunk carrying a script. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await photo(200, 200).png().toBuffer();
  const iendAt = png.length - 12;
  const padding = size - png.length - 12;
  const payload = Buffer.alloc(padding, 0x20);
  payload.write('<script>alert(1)</script>', 0, 'ascii');
  const padded = Buffer.concat([
    png.subarray(0, iendAt),
    chunk('paDd', payload),
    png.subarray(iendAt),
  ]);
  expect(padded.length).toBe(size);
  return padded;
}

async function storedDocuments(memberId: number) {
  return t.database.db
    .selectFrom('kyc_documents')
    .select(['id', 'kind', 'status', 'data', 'content_type'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

async function uploadAll(cookie: string, kinds: KycDocumentKind[] = ['front', 'back', 'selfie']) {
  for (const kind of kinds)
    okValue<KycDocument>(await upload(cookie, kind, await photo().jpeg().toBuffer()));
}

const identity = async (cookie: string) =>
  okValue<KycIdentity>(await call(cookie, 'GET', KYC_API.identity));

async function submitted(fullName: string, cpf: string, balance = 0) {
  const member = await newMember(balance);
  await uploadAll(member.cookie);
  okValue(await call(member.cookie, 'POST', KYC_API.identity, { fullName, nationalId: cpf }));
  return member;
}

describe('uploads', () => {
  it('accepts JPEG, PNG and WebP, stores them re-encoded without metadata and outside the web', async () => {
    const member = await newMember();
    const withGps = await photo()
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const front = okValue<KycDocument>(await upload(member.cookie, 'front', withGps, 'text/plain'));
    expect(front).toMatchObject({ kind: 'front', status: 'pending', width: 640, height: 400 });
    okValue(await upload(member.cookie, 'back', await photo().png().toBuffer(), 'image/png'));
    okValue(await upload(member.cookie, 'selfie', await photo().webp().toBuffer(), 'image/webp'));

    const rows = await storedDocuments(member.id);
    expect(rows.map((row) => [row.kind, row.content_type])).toEqual([
      ['front', 'image/jpeg'],
      ['back', 'image/jpeg'],
      ['selfie', 'image/jpeg'],
    ]);
    for (const row of rows) {
      const metadata = await sharp(Buffer.from(row.data)).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(Buffer.from(row.data).includes('secret-owner')).toBe(false);
    }
    // No public address serves them: the member API has no image route, the media one 404s.
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${rows[0]!.id}.jpg` })).statusCode,
    ).toBe(404);

    // A new upload of a kind replaces the unreviewed one.
    okValue(await upload(member.cookie, 'front', await photo(500, 500).jpeg().toBuffer()));
    const current = await identity(member.cookie);
    expect(current.status).toBe('none');
    expect(current.documents.map((d) => [d.kind, d.width])).toEqual(
      expect.arrayContaining([['front', 500]]),
    );
    expect((await storedDocuments(member.id)).filter((row) => row.kind === 'front')).toHaveLength(
      1,
    );
  });

  it('accepts a file of exactly the cap, refuses one byte more (413 with the cap)', async () => {
    const member = await newMember();
    const atCap = await pngOfSize(KYC_DOCUMENT_MAX_BYTES);
    const accepted = await upload(member.cookie, 'address', atCap, 'image/png');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [stored] = await storedDocuments(member.id);
    // The payload in the ancillary chunk (a polyglot's script) did not survive re-encoding.
    expect(Buffer.from(stored!.data).includes('<script>')).toBe(false);
    expect(stored!.data.length).toBeLessThan(KYC_DOCUMENT_MAX_BYTES / 4);

    const above = await pngOfSize(KYC_DOCUMENT_MAX_BYTES + 1);
    const refused = expectError(
      await upload(member.cookie, 'front', above, 'image/png'),
      413,
      'kyc.document.too.large',
    );
    expect(refused.message).toContain('8 MB');
    expect(await storedDocuments(member.id)).toHaveLength(1);
  });

  it('refuses hostile files: SVG, HTML named .jpg, truncated JPEG, a pixel bomb, a GIF', async () => {
    const member = await newMember();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectError(
      await upload(member.cookie, 'front', svg, 'image/svg+xml'),
      415,
      'kyc.document.type',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expectError(await upload(member.cookie, 'front', html, 'image/jpeg'), 415, 'kyc.document.type');
    const gif = await photo(20, 20).gif().toBuffer();
    expectError(await upload(member.cookie, 'front', gif, 'image/jpeg'), 415, 'kyc.document.type');
    // JPEG magic followed by a PNG: the bytes and libvips disagree.
    const mixed = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      await photo(10, 10).png().toBuffer(),
    ]);
    const mixedResponse = await upload(member.cookie, 'front', mixed);
    expect([415, 422]).toContain(mixedResponse.statusCode);

    const jpeg = await photo(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expectError(await upload(member.cookie, 'front', truncated), 422, 'kyc.document.invalid');

    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    expectError(
      await upload(member.cookie, 'front', bomb, 'image/png'),
      422,
      'kyc.document.invalid',
    );
    expect(Date.now() - started).toBeLessThan(3_000);

    // An empty body and an unknown kind.
    expectError(await upload(member.cookie, 'front', Buffer.alloc(0)), 415, 'kyc.document.type');
    const unknown = await upload(member.cookie, 'passport', jpeg);
    expect(unknown.statusCode).toBe(400);

    expect(await storedDocuments(member.id)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: KYC_API.document.replace(':kind', 'front'),
      headers: { 'content-type': 'image/jpeg' },
      payload: await photo(10, 10).jpeg().toBuffer(),
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: KYC_API.identity })).statusCode).toBe(401);
  });
});

describe('submission', () => {
  it('checks the CPF digits, the documents and the CPF being free', async () => {
    const member = await newMember();
    expect(await identity(member.cookie)).toMatchObject({
      status: 'none',
      nationalIdKind: 'cpf',
      requiredKinds: ['front', 'back', 'selfie'],
      documents: [],
    });
    const submit = (fullName: string, nationalId: string, cookie = member.cookie) =>
      call(cookie, 'POST', KYC_API.identity, { fullName, nationalId });

    for (const bad of ['529.982.247-24', '111.111.111-11', '1234', '', 'abc.def.ghi-jk']) {
      expectError(await submit('Ana Souza', bad), 400, 'kyc.national.id.invalid');
    }
    const missing = expectError(await submit('Ana Souza', CPFS[0]!), 409, 'kyc.document.not.found');
    expect(missing.message).toBeTruthy();
    await uploadAll(member.cookie, ['front', 'back']);
    expectError(await submit('Ana Souza', CPFS[0]!), 409, 'kyc.document.not.found');
    await uploadAll(member.cookie, ['selfie']);
    const pending = okValue<KycIdentity>(await submit('  Ana   Souza ', CPFS[0]!));
    expect(pending).toMatchObject({
      status: 'pending',
      fullName: 'Ana Souza',
      nationalId: '52998224725',
    });

    // While it awaits review, nothing changes.
    expectError(await submit('Ana Souza', CPFS[0]!), 409, 'kyc.pending');
    expectError(
      await upload(member.cookie, 'front', await photo().jpeg().toBuffer()),
      409,
      'kyc.pending',
    );

    // The same CPF, typed differently, is another member's.
    const other = await newMember();
    await uploadAll(other.cookie);
    expectError(
      await submit('Bia Lima', '52998224725', other.cookie),
      409,
      'kyc.national.id.taken',
    );
    expect((await identity(other.cookie)).status).toBe('none');
  });

  it('refuses the CPF of a member on a break or self-excluded as its own reason, changing nothing', async () => {
    // Registration asks for no document, so a self-excluded person who opens a new account is
    // first recognisable by the CPF given here (decisions 048 and 049).
    const takeExclusion = async (cookie: string, duration: string) =>
      okValue(
        await call(cookie, 'POST', PROTECTION_API.exclusion, { duration, password: 'secret123' }),
      );
    const excluded = await submitted('Rui Costa', MORE_CPFS[0]!);
    await takeExclusion(excluded.cookie, '6m');
    const resting = await submitted('Rui Costa', MORE_CPFS[1]!);
    await takeExclusion(resting.cookie, '24h');

    const returning = await newMember();
    await uploadAll(returning.cookie);
    const documentsBefore = (await identity(returning.cookie)).documents;
    const submit = (nationalId: string, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: KYC_API.identity,
        headers: { cookie: returning.cookie, 'accept-language': language },
        payload: { fullName: 'Rui Costa', nationalId },
      });
    // Typed another way, the self-excluded member's CPF: refused as such in every language,
    // not as merely "taken" (the unique rule would say that, and hide why).
    for (const [language, code] of [
      ['en', 'EN'],
      ['pt', 'PT'],
      ['vi', 'VI'],
    ] as const) {
      const body = expectError(await submit('27653419070', language), 403, 'rg.document.excluded');
      expect(body.message).toBe(errorMessage('rg.document.excluded', code));
    }
    // A time-out counts as well.
    expectError(await submit(MORE_CPFS[1]!), 403, 'rg.document.excluded');
    // Nothing changed: no submission, the documents still pending as they were.
    expect(await identity(returning.cookie)).toMatchObject({
      status: 'none',
      nationalId: '',
      documents: documentsBefore,
    });
    const stored = await t.database.db
      .selectFrom('kyc_identities')
      .select('member_id')
      .where('member_id', '=', returning.id)
      .execute();
    expect(stored).toEqual([]);
    // A CPF of no excluded member still goes through.
    expect(okValue<KycIdentity>(await submit(MORE_CPFS[2]!))).toMatchObject({
      status: 'pending',
      nationalId: '70391542850',
    });
  });

  it('asks no national id when the merchant requires none', async () => {
    const loose = await createTestApp({ config: { KYC_NATIONAL_ID: 'none' } });
    try {
      const member = await insertMemberWithBalance(loose.database.db, 0);
      const cookie = await sessionCookieFor(loose.database.db, member.id);
      for (const kind of ['front', 'back', 'selfie']) {
        const response = await loose.app.inject({
          method: 'POST',
          url: KYC_API.document.replace(':kind', kind),
          headers: { cookie, 'content-type': 'image/jpeg' },
          payload: await photo(50, 50).jpeg().toBuffer(),
        });
        expect(response.statusCode).toBe(200);
      }
      const value = okValue<KycIdentity>(
        await loose.app.inject({
          method: 'POST',
          url: KYC_API.identity,
          headers: { cookie },
          payload: { fullName: 'Chi Nguyen' },
        }),
      );
      expect(value).toMatchObject({ status: 'pending', nationalIdKind: 'none', nationalId: '' });
    } finally {
      await loose.cleanup();
    }
  });
});

describe('review', () => {
  it('queues, shows the images (no-store, nosniff) and approves once, audited', async () => {
    const member = await submitted('José da Silva', CPFS[1]!);
    const queue = okValue<BoKycQueue>(await bo(cashier, 'GET', BO_KYC_API.queue));
    const row = queue.rows.find((r) => r.memberId === member.id);
    expect(row).toMatchObject({ status: 'pending', fullName: 'José da Silva', documentCount: 3 });

    const detail = okValue<BoKycMember>(
      await bo(cashier, 'GET', memberUrl(BO_KYC_API.member, member.id)),
    );
    expect(detail.documents).toHaveLength(3);
    const image = await bo(cashier, 'GET', detail.documents[0]!.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    // Not without a session, and not for the member.
    expect(
      (await t.app.inject({ method: 'GET', url: detail.documents[0]!.imageUrl })).statusCode,
    ).toBe(401);
    expect((await call(member.cookie, 'GET', detail.documents[0]!.imageUrl)).statusCode).toBe(401);

    // Reading is not reviewing.
    const approveUrl = memberUrl(BO_KYC_API.approve, member.id);
    expectError(
      await bo(cashier, 'POST', approveUrl, { fullName: 'José da Silva', nationalId: CPFS[1] }),
      403,
      'bo.forbidden',
    );
    expectError(
      await bo(risk, 'POST', approveUrl, {
        fullName: 'José da Silva',
        nationalId: '111.444.777-36',
      }),
      400,
      'kyc.national.id.invalid',
    );
    const approved = okValue<BoKycMember>(
      await bo(risk, 'POST', approveUrl, { fullName: 'José da Silva', nationalId: CPFS[1] }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      verifiedName: 'José da Silva',
      verifiedNationalId: '11144477735',
      reviewedBy: risk.username,
    });
    expect(approved.documents.every((d) => d.status === 'approved')).toBe(true);

    // A second decision is refused, either way.
    expectError(
      await bo(risk, 'POST', approveUrl, { fullName: 'José da Silva', nationalId: CPFS[1] }),
      409,
      'kyc.already.reviewed',
    );
    expectError(
      await bo(risk, 'POST', memberUrl(BO_KYC_API.reject, member.id), { reason: 'Too late now' }),
      409,
      'kyc.already.reviewed',
    );
    const audits = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(member.id))
      .where('action', 'like', 'kyc.%')
      .execute();
    expect(audits.map((a) => [a.action, a.operator_id])).toEqual([['kyc.approve', risk.id]]);

    expect(await identity(member.cookie)).toMatchObject({ status: 'approved', reason: '' });
    // Verified: no more uploads.
    expectError(
      await upload(member.cookie, 'front', await photo().jpeg().toBuffer()),
      409,
      'kyc.already.reviewed',
    );
  });

  it('rejects with a reason the member sees, and takes a new submission after', async () => {
    const member = await submitted('Maria Souza', CPFS[2]!);
    const rejectUrl = memberUrl(BO_KYC_API.reject, member.id);
    expect((await bo(risk, 'POST', rejectUrl, {})).statusCode).toBe(400);
    expect((await bo(risk, 'POST', rejectUrl, { reason: ' ' })).statusCode).toBe(400);
    const detail = okValue<BoKycMember>(
      await bo(risk, 'GET', memberUrl(BO_KYC_API.member, member.id)),
    );
    const selfie = detail.documents.find((d) => d.kind === 'selfie')!;
    const rejected = okValue<BoKycMember>(
      await bo(risk, 'POST', rejectUrl, {
        reason: 'The selfie is blurred',
        documentIds: [selfie.id],
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred' });

    const seen = await identity(member.cookie);
    expect(seen).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred' });
    expect(seen.documents.find((d) => d.kind === 'selfie')).toMatchObject({
      status: 'rejected',
      reason: 'The selfie is blurred',
    });
    expect(seen.documents.find((d) => d.kind === 'front')).toMatchObject({ status: 'pending' });
    expectError(
      await bo(risk, 'POST', rejectUrl, { reason: 'Once more' }),
      409,
      'kyc.already.reviewed',
    );

    // Without a new selfie, the submission is incomplete; with one, it is pending again.
    const resubmit = () =>
      call(member.cookie, 'POST', KYC_API.identity, {
        fullName: 'Maria Souza',
        nationalId: CPFS[2],
      });
    expectError(await resubmit(), 409, 'kyc.document.not.found');
    await uploadAll(member.cookie, ['selfie']);
    expect(okValue<KycIdentity>(await resubmit())).toMatchObject({ status: 'pending', reason: '' });
    const history = okValue<BoKycMember>(
      await bo(risk, 'GET', memberUrl(BO_KYC_API.member, member.id)),
    );
    expect(history.documents.filter((d) => d.kind === 'selfie').map((d) => d.status)).toEqual([
      'pending',
      'rejected',
    ]);
  });
});

describe('withdrawals need a verified identity above the thresholds', () => {
  async function readyToWithdraw(member: { cookie: string }, holderName: string) {
    okValue(
      await call(member.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Um',
        accountNumber: '1234 5678 9012',
        holderName,
        password: 'secret123',
      }),
    );
    okValue(
      await call(member.cookie, 'POST', CASHIER_API.withdrawPassword, {
        newPassword: '246810',
        confirmPassword: '246810',
        loginPassword: 'secret123',
      }),
    );
  }
  let counter = 0;
  const withdraw = (cookie: string, amount: string) =>
    call(cookie, 'POST', CASHIER_API.withdrawals, {
      amount,
      password: '246810',
      requestId: `kyc-request-${(counter += 1)}`,
    });
  const withdrawalCount = async (memberId: number) =>
    (
      await t.database.db
        .selectFrom('withdrawals')
        .select('id')
        .where('member_id', '=', memberId)
        .execute()
    ).length;

  it('refuses one above the single threshold, allows one at it', async () => {
    const member = await newMember(2_000_000);
    await readyToWithdraw(member, 'Rui Costa');
    const refused = expectError(await withdraw(member.cookie, '1000.01'), 403, 'kyc.required');
    expect(refused.message).toContain('1.000,01');
    expect(await withdrawalCount(member.id)).toBe(0);
    okValue(await withdraw(member.cookie, '1000.00'));
  });

  it('refuses the one that brings the total (paid and pending) above the total threshold', async () => {
    const member = await newMember(2_000_000);
    await readyToWithdraw(member, 'Rui Costa');
    for (let i = 0; i < 5; i += 1) okValue(await withdraw(member.cookie, '1000.00'));
    // 5,000.00 withdrawn in all: the next cent is over.
    expectError(await withdraw(member.cookie, '50.00'), 403, 'kyc.required');
    expect(await withdrawalCount(member.id)).toBe(5);
  });

  it('says "pending" while the documents await review, and lets a verified member through', async () => {
    const member = await submitted('Luísa  Pereira', CPFS[3]!, 2_000_000);
    // The top VIP level: R$ 7.500 in a day is within its daily withdrawal limit (decision 059),
    // so the identity rules are what these withdrawals meet.
    await t.database.db
      .updateTable('members')
      .set({ club_label: 'VIP4' })
      .where('id', '=', member.id)
      .execute();
    await readyToWithdraw(member, 'luisa pereira');
    expectError(await withdraw(member.cookie, '1500.00'), 403, 'kyc.pending');
    okValue(
      await bo(risk, 'POST', memberUrl(BO_KYC_API.approve, member.id), {
        fullName: 'Luísa Pereira',
        nationalId: CPFS[3],
      }),
    );
    // Case, accents and spaces aside, the payee's name is the verified one.
    okValue(await withdraw(member.cookie, '1500.00'));
    for (let i = 0; i < 4; i += 1) okValue(await withdraw(member.cookie, '1500.00'));

    // Another name is refused at binding...
    expectError(
      await call(member.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Dois',
        accountNumber: '999888777',
        holderName: 'Someone Else',
        password: '246810',
      }),
      400,
      'kyc.payee.mismatch',
    );
  });

  it('refuses a payee whose name is not the verified one, at binding and at withdrawal', async () => {
    // The payee was bound before the verification, under a name the documents do not carry.
    const member = await newMember(2_000_000);
    await readyToWithdraw(member, 'Pedro Alves');
    await uploadAll(member.cookie);
    okValue(
      await call(member.cookie, 'POST', KYC_API.identity, {
        fullName: 'Pedro Alves',
        nationalId: '390.533.447-05',
      }),
    );
    okValue(
      await bo(risk, 'POST', memberUrl(BO_KYC_API.approve, member.id), {
        fullName: 'Pedro Henrique Alves',
        nationalId: '390.533.447-05',
      }),
    );
    // Even a small withdrawal is refused while the payee carries another name.
    expectError(await withdraw(member.cookie, '60.00'), 400, 'kyc.payee.mismatch');
    expect(await withdrawalCount(member.id)).toBe(0);
    // Binding the old name is refused; the verified one, however written, is taken.
    expectError(
      await call(member.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Um',
        accountNumber: '1234 5678 9012',
        holderName: 'Pedro Alves',
        password: '246810',
      }),
      400,
      'kyc.payee.mismatch',
    );
    okValue(
      await call(member.cookie, 'PUT', CASHIER_API.payee, {
        bankName: 'Banco Um',
        accountNumber: '1234 5678 9012',
        holderName: 'PEDRO HENRIQUE ALVES',
        password: '246810',
      }),
    );
    okValue(await withdraw(member.cookie, '60.00'));
  });
});
