import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KYC_API, type KycDocument, type KycIdentity } from '@app/contracts';
import { envelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import {
  calls,
  memberHandlers,
  renderMemberApp,
  storeSession,
  type Handlers,
} from '../../member/test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const LONG = { timeout: 5000 };
let nextId = 0;

function doc(kind: KycDocument['kind'], overrides: Partial<KycDocument> = {}): KycDocument {
  return {
    id: (nextId += 1),
    kind,
    status: 'pending',
    reason: '',
    width: 800,
    height: 600,
    byteSize: 50_000,
    uploadedAt: '2026-05-01T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

function makeIdentity(overrides: Partial<KycIdentity> = {}): KycIdentity {
  return {
    status: 'none',
    fullName: '',
    nationalId: '',
    nationalIdKind: 'cpf',
    reason: '',
    submittedAt: null,
    reviewedAt: null,
    requiredKinds: ['front', 'back', 'selfie'],
    maxBytes: 8 * 1024 * 1024,
    withdrawalThresholdCents: 100_000,
    withdrawalTotalCents: 500_000,
    documents: [],
    ...overrides,
  };
}

function renderIdentity(identity: KycIdentity, extra: Handlers = {}) {
  storeSession();
  return renderMemberApp('/m/identity', {
    handlers: {
      ...memberHandlers(),
      [`GET ${KYC_API.identity}`]: () => envelope(identity),
      ...extra,
    },
  });
}

/** A stand-in for XMLHttpRequest: reports progress, then answers `answer(kind)`. */
function fakeUploads(answer: (url: string) => { status: number; body: unknown }) {
  const sent: { url: string; body: unknown }[] = [];
  class FakeRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.push({ url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 50,
          total: 100,
        } as ProgressEvent);
        const { status, body: reply } = answer(this.url);
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const image = (name = 'front.jpg', type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('identity page (decision 049)', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows a rejection with its reasons, and refuses a CPF with wrong check digits', async () => {
    const { fetchMock } = renderIdentity(
      makeIdentity({
        status: 'rejected',
        reason: 'A selfie está desfocada',
        fullName: 'Ana Souza',
        nationalId: '52998224725',
        documents: [
          doc('selfie', { status: 'rejected', reason: 'Desfocada' }),
          doc('front'),
          doc('back'),
        ],
      }),
    );
    expect(await screen.findByText('Recusada', {}, LONG)).toBeVisible();
    expect(screen.getByText('Motivo da análise: A selfie está desfocada')).toBeVisible();
    expect(screen.getByText(/Recusado — Desfocada/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Dados de identidade e documentos' });
    expect(within(form).getByLabelText('Nome completo (como no documento)')).toHaveValue(
      'Ana Souza',
    );
    const cpf = within(form).getByLabelText('CPF');
    expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '529.982.247-24');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar para análise' }));
    expect(
      await within(form).findByText('Este CPF não é válido: confira os dígitos.'),
    ).toBeVisible();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST', KYC_API.identity)).toHaveLength(0);
  });

  it('uploads the documents with progress, then sends the details for review', async () => {
    const sent = fakeUploads((url) => {
      const kind = /documents\/(\w+)/.exec(url)![1] as KycDocument['kind'];
      return { status: 200, body: { success: true, value: doc(kind) } };
    });
    const { fetchMock } = renderIdentity(makeIdentity(), {
      [`POST ${KYC_API.identity}`]: () =>
        envelope(
          makeIdentity({
            status: 'pending',
            fullName: 'Ana Souza',
            nationalId: '52998224725',
            documents: [doc('front'), doc('back'), doc('selfie')],
          }),
        ),
    });
    const form = await screen.findByRole(
      'form',
      { name: 'Dados de identidade e documentos' },
      LONG,
    );
    expect(screen.getByText(/Saques acima de/).textContent).toMatch(/1\.000,00.*5\.000,00/);
    const selfie = within(form).getByLabelText('Selfie segurando o documento (obrigatório)');
    expect(selfie).toHaveAttribute('capture', 'user');
    expect(selfie).toHaveAttribute('accept', 'image/*');

    await userEvent.upload(
      within(form).getByLabelText('Frente do documento (obrigatório)'),
      image(),
    );
    await userEvent.upload(
      within(form).getByLabelText('Verso do documento (obrigatório)'),
      image(),
    );
    await userEvent.upload(selfie, image('me.png', 'image/png'));
    await waitFor(() => expect(within(form).getAllByText('Aguardando análise')).toHaveLength(3));
    expect(sent.map((s) => s.url.split('?')[0])).toEqual([
      '/wps/member/identity/documents/front',
      '/wps/member/identity/documents/back',
      '/wps/member/identity/documents/selfie',
    ]);
    expect(within(form).getByText('Não enviado')).toBeVisible();

    await userEvent.type(
      within(form).getByLabelText('Nome completo (como no documento)'),
      'Ana Souza',
    );
    await userEvent.type(within(form).getByLabelText('CPF'), '52998224725');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar para análise' }));
    expect(await screen.findByText('Em análise', {}, LONG)).toBeVisible();
    const [, init] = calls(fetchMock, 'POST', KYC_API.identity)[0]!;
    // Formatted when the field was left; the server takes it either way.
    expect(JSON.parse(String(init!.body))).toEqual({
      fullName: 'Ana Souza',
      nationalId: '529.982.247-25',
    });
    expect(screen.queryByRole('form', { name: 'Dados de identidade e documentos' })).toBeNull();
  });

  it("shows the server's refusal of a file, and refuses too large or non-image files itself", async () => {
    const sent = fakeUploads(() => ({
      status: 415,
      body: {
        success: false,
        errorCode: 'kyc.document.type',
        message: 'Envie uma foto ou digitalização em JPEG, PNG ou WebP',
      },
    }));
    renderIdentity(makeIdentity());
    const form = await screen.findByRole(
      'form',
      { name: 'Dados de identidade e documentos' },
      LONG,
    );
    const front = within(form).getByLabelText('Frente do documento (obrigatório)');
    await userEvent.upload(front, image());
    expect(
      await within(form).findByText('Envie uma foto ou digitalização em JPEG, PNG ou WebP'),
    ).toBeVisible();

    await userEvent.upload(front, image('big.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1));
    expect(await within(form).findByText('Este arquivo é maior que 8 MB.')).toBeVisible();
    await userEvent.upload(front, image('anim.gif', 'image/gif'));
    expect(await within(form).findByText('Escolha uma foto (JPEG, PNG ou WebP).')).toBeVisible();
    expect(sent).toHaveLength(1);

    // Sending without the documents is stopped before any call.
    await userEvent.type(
      within(form).getByLabelText('Nome completo (como no documento)'),
      'Ana Souza',
    );
    await userEvent.type(within(form).getByLabelText('CPF'), '52998224725');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar para análise' }));
    expect(
      await within(form).findByText('Envie primeiro os documentos obrigatórios.'),
    ).toBeVisible();
  });

  it('shows a verified identity with its name and CPF', async () => {
    renderIdentity(
      makeIdentity({
        status: 'approved',
        fullName: 'Ana Souza',
        nationalId: '52998224725',
        documents: [doc('front', { status: 'approved' })],
      }),
    );
    expect(await screen.findByText('Verificada', {}, LONG)).toBeVisible();
    expect(screen.getByText(/CPF 529\.982\.247-25/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
