import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGENT_CONTRACTS_API,
  API,
  type AgentContract,
  type ContractStatusValue,
} from '@app/contracts';
import { useSessionStore } from '../../lib/session-store.ts';
import { envelope, json, renderAccounts, type Handler } from '../accounts/test-utils.tsx';
import { settleQueries } from '../../test/settle.ts';
import { merchantSettings } from '../../test/api-stubs.tsx';
import { contractKeys } from './api/contract-queries.ts';
import { duePrompts } from './lib/prompt-logic.ts';
import { offerFromForm } from './pages/offer-page.tsx';

const STATUS_CALL = `GET ${AGENT_CONTRACTS_API.status}`;
const RECEIVED = `GET ${AGENT_CONTRACTS_API.received}`;
const DECIDE = `POST ${AGENT_CONTRACTS_API.decide}`;

const status = (fields: Partial<ContractStatusValue> = {}): ContractStatusValue => ({
  dailysalreqtype: '',
  divtypecompperiodreq: '',
  contracthoursalreq: '',
  ...fields,
});

function dividendContract(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 7,
    kind: 'dividend',
    terms: {
      cycle: 'weekly',
      tiers: [
        { minNetLossCents: 0, rateBasisPoints: 1000 },
        { minNetLossCents: 100_000, rateBasisPoints: 1500 },
      ],
    },
    status: 'pending',
    uplineName: 'agent01',
    fromHouse: false,
    memberId: 3,
    memberName: 'agent02',
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decidedByName: null,
    endedAt: null,
    role: 'member',
    audit: [],
    ...overrides,
  } as AgentContract;
}

const signIn = (type: number) =>
  useSessionStore.getState().setSession({ userName: 'agent02', type });

afterEach(() => {
  useSessionStore.getState().setSession(null);
  sessionStorage.clear();
});

describe('contract prompt rules', () => {
  it('prompts no exempt type (4, 40, 41, 42) and every other type per non-empty field', () => {
    const pending = status({ divtypecompperiodreq: '12', contracthoursalreq: '13' });
    for (const type of [4, 40, 41, 42]) expect(duePrompts(type, pending, [])).toEqual([]);
    for (const type of [0, 1, 2, 43]) {
      expect(duePrompts(type, pending, [])).toEqual([
        { kind: 'dividend', contractId: '12' },
        { kind: 'hourlySalary', contractId: '13' },
      ]);
    }
    expect(duePrompts(1, status({ dailysalreqtype: '5' }), [])).toEqual([
      { kind: 'dailySalary', contractId: '5' },
    ]);
    expect(duePrompts(1, status({ dailysalreqtype: '  ' }), [])).toEqual([]);
    expect(duePrompts(1, status(), [])).toEqual([]);
    expect(duePrompts(1, undefined, [])).toEqual([]);
    expect(duePrompts(undefined, pending, [])).toEqual([]);
    // A put-off offer stays quiet; a new offer of that kind prompts again.
    expect(duePrompts(1, pending, ['12'])).toEqual([{ kind: 'hourlySalary', contractId: '13' }]);
  });

  it('turns the offer form into a checked body, or null', () => {
    expect(
      offerFromForm(3, 'dividend', 'halfMonthly', [
        { threshold: '0', rate: '10' },
        { threshold: '1000,50', rate: '12,5' },
      ]),
    ).toEqual({
      memberId: 3,
      kind: 'dividend',
      terms: {
        cycle: 'halfMonthly',
        tiers: [
          { minNetLossCents: 0, rateBasisPoints: 1000 },
          { minNetLossCents: 100_050, rateBasisPoints: 1250 },
        ],
      },
    });
    expect(offerFromForm(3, 'dailySalary', 'weekly', [{ threshold: '0', rate: '0.5' }])).toEqual({
      memberId: 3,
      kind: 'dailySalary',
      terms: { tiers: [{ minValidBetCents: 0, rateBasisPoints: 50 }] },
    });
    // Above the kind's bound, falling thresholds, no downline chosen, not a number.
    expect(offerFromForm(3, 'dailySalary', 'weekly', [{ threshold: '0', rate: '4' }])).toBeNull();
    expect(
      offerFromForm(3, 'dividend', 'weekly', [
        { threshold: '100', rate: '10' },
        { threshold: '50', rate: '12' },
      ]),
    ).toBeNull();
    expect(offerFromForm(0, 'dividend', 'weekly', [{ threshold: '0', rate: '10' }])).toBeNull();
    expect(offerFromForm(3, 'dividend', 'weekly', [{ threshold: 'x', rate: '10' }])).toBeNull();
  });

  it('reads thresholds typed as the screens write them, in either language', () => {
    const minOf = (threshold: string, locale?: string) =>
      offerFromForm(3, 'dailySalary', 'weekly', [{ threshold, rate: '1' }], locale)?.terms.tiers[0];
    expect(minOf('1.234,50')).toEqual({ minValidBetCents: 123_450, rateBasisPoints: 100 });
    expect(minOf('1,234.50')).toEqual({ minValidBetCents: 123_450, rateBasisPoints: 100 });
    expect(minOf('10.000', 'pt-BR')).toEqual({ minValidBetCents: 1_000_000, rateBasisPoints: 100 });
    expect(minOf('10,000', 'en-US')).toEqual({ minValidBetCents: 1_000_000, rateBasisPoints: 100 });
    // "10.000" is 10 in English with 3 decimals: refused rather than read a thousand times over.
    expect(minOf('10.000', 'en-US')).toBeUndefined();
  });
});

describe('contract prompts on home', () => {
  it('prompts a pending dividend and leads to its contract screen', async () => {
    signIn(1);
    const user = userEvent.setup();
    const handlers: Record<string, Handler> = {
      [STATUS_CALL]: () => envelope(status({ divtypecompperiodreq: '7' })),
      [RECEIVED]: () => envelope({ list: [dividendContract()] }),
    };
    renderAccounts('/m/home', handlers);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Novo contrato de Dividendos' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ver contrato' }));
    await screen.findByRole('heading', { name: 'Dividendos' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();
  });

  it('never asks for an exempt type, and a put-off prompt stays closed', async () => {
    signIn(41);
    const { callsTo, unmount, client } = renderAccounts('/m/home', {
      [STATUS_CALL]: () => envelope(status({ divtypecompperiodreq: '7' })),
    });
    // Home itself renders, then the prompts load lazily. Once they watch their status query
    // they have decided whether to ask; the status is never asked for type 41.
    await screen.findByRole('main', {}, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(
          client
            .getQueryCache()
            .find({ queryKey: contractKeys.status('agent02') })
            ?.getObserversCount(),
        ).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    await settleQueries(client);
    expect(callsTo('GET', AGENT_CONTRACTS_API.status)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    signIn(1);
    const user = userEvent.setup();
    const second = renderAccounts('/m/home', {
      [STATUS_CALL]: () => envelope(status({ divtypecompperiodreq: '7' })),
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Mais tarde' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(second.callsTo('GET', AGENT_CONTRACTS_API.status)).toHaveLength(1);
  });
});

describe('contract decision screen', () => {
  it('accepts after a confirmation and shows the status and time', async () => {
    signIn(1);
    const user = userEvent.setup();
    let current = dividendContract();
    const { callsTo } = renderAccounts('/m/member/agent/getDevidendContract', {
      [RECEIVED]: () => envelope({ list: [current] }),
      [DECIDE]: (call) => {
        const body = json(call) as { decision: string };
        current = dividendContract({
          status: body.decision === 'accept' ? 'accepted' : 'refused',
          decidedAt: '2026-11-21T09:30:00.000Z',
          decidedByName: 'agent02',
        });
        return envelope(current);
      },
    });
    await screen.findByRole('heading', { name: 'Dividendos' }, { timeout: 10_000 });
    expect(screen.getByText('Aguardando sua decisão')).toHaveAttribute('data-status', 'pending');
    const tiers = screen.getByRole('table', { name: 'Faixas' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    expect(within(tiers).getByText('15,00%')).toBeInTheDocument();

    // Refusing can be called off: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    const refuse = screen.getByRole('dialog', { name: 'Recusar este contrato?' });
    await user.click(within(refuse).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('POST', AGENT_CONTRACTS_API.decide)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    const accept = screen.getByRole('dialog', { name: 'Aceitar este contrato?' });
    await user.click(within(accept).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Aceito');
    expect(json(callsTo('POST', AGENT_CONTRACTS_API.decide)[0]!)).toEqual({
      id: 7,
      decision: 'accept',
    });
    expect(screen.getByText('Decidido em')).toBeInTheDocument();
    const time = document.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2026-11-21T09:30:00.000Z');
    expect(time.textContent).toMatch(/^2026-11-21 \d{2}:30$/);
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
  });

  it('shows the server’s refusal and keeps the buttons', async () => {
    signIn(1);
    const user = userEvent.setup();
    renderAccounts('/m/member/agent/getDevidendContract', {
      [RECEIVED]: () => envelope({ list: [dividendContract()] }),
      [DECIDE]: () =>
        new Response(
          JSON.stringify({
            success: false,
            errorCode: 'agent.contract.already.decided',
            message: 'Este contrato já foi decidido',
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este contrato já foi decidido');
  });
});

describe('dividend screen', () => {
  it('shows the contract in force, the period estimate and the payouts; switches to the salary', async () => {
    signIn(1);
    const user = userEvent.setup();
    const accepted = dividendContract({
      status: 'accepted',
      decidedAt: '2026-11-21T09:30:00.000Z',
    });
    const figures = {
      periodStart: '2026-11-23',
      periodEnd: '2026-11-29',
      validBetCents: 170_000,
      netLossCents: 155_000,
      rateBasisPoints: 1500,
      amountCents: 23_250,
    };
    const { callsTo } = renderAccounts('/m/agent/dividend', {
      [`GET ${AGENT_CONTRACTS_API.dividendInfo}`]: () => envelope({ contract: accepted }),
      [`GET ${AGENT_CONTRACTS_API.dividendCurrent}`]: () => envelope({ estimate: figures }),
      [`GET ${AGENT_CONTRACTS_API.dividendHistory}`]: () =>
        envelope({
          list: [
            {
              ...figures,
              periodStart: '2026-11-16',
              periodEnd: '2026-11-22',
              id: 1,
              contractId: 7,
              paidAt: '2026-11-23T01:00:00.000Z',
            },
          ],
        }),
      [`GET ${AGENT_CONTRACTS_API.salaryInfo}`]: () => envelope({ contract: null }),
      [`GET ${AGENT_CONTRACTS_API.salaryCurrent}`]: () => envelope({ estimate: null }),
      [`GET ${AGENT_CONTRACTS_API.salaryHistory}`]: () => envelope({ list: [] }),
      [RECEIVED]: () => envelope({ list: [accepted] }),
      [`GET ${API.consolidatedSettings}`]: () =>
        envelope({ ...merchantSettings, currency: { code: 'BRL', symbol: 'R$' } }),
    });
    const current = await screen.findByRole(
      'region',
      { name: 'Contrato atual' },
      { timeout: 10_000 },
    );
    await within(current).findByText('agent01');
    const estimate = screen.getByRole('region', { name: 'Período atual' });
    await within(estimate).findByText('2026-11-23 – 2026-11-29');
    // The merchant's symbol, Brazilian digits (pt-PT wrote "1550,00").
    expect(await within(estimate).findByText('R$ 1.550,00')).toBeInTheDocument();
    expect(within(estimate).getByText('R$ 232,50')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Histórico de pagamentos' });
    await within(history).findByText(/2026-11-16/);
    expect(within(history).getByText('15,00%')).toBeInTheDocument();
    // No pending offer: no link to a decision.
    expect(screen.queryByRole('link', { name: 'Abrir o contrato pendente' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salário diário' }));
    await screen.findByText('Você ainda não tem contrato de salário diário.');
    expect(screen.getByRole('button', { name: 'Salário diário' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByText('Ainda não foi pago nenhum salário diário.');
    expect(callsTo('GET', AGENT_CONTRACTS_API.salaryHistory)).toHaveLength(1);
  });
});
