import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_CENTRE_API, type Reward } from '@app/contracts';
import { memberKeys } from '../../member/api/member-queries.ts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import { calls, centreHandlers, makeReward, renderCentre, storeSession } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const PATH = '/m/rewardCenter';
const LONG = { timeout: 5000 };

describe('reward centre', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('claims an available reward, then shows it claimed and reloads the balance', async () => {
    storeSession();
    let rewards: Reward[] = [
      makeReward(2, { title: 'Bônus semanal', amountCents: 550 }),
      makeReward(1, { title: 'Antiga', status: 'EXPIRED' }),
    ];
    const { fetchMock, client } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.rewards}`]: () => envelope({ list: rewards }),
        [`POST ${MEMBER_CENTRE_API.rewardClaim}`]: () => {
          rewards = rewards.map((reward) =>
            reward.id === 2
              ? { ...reward, status: 'CLAIMED', claimedAt: '2026-05-03T10:00:00.000Z' }
              : reward,
          );
          return envelope({ reward: rewards[0], balanceCents: 10_550 });
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Suas recompensas' }, LONG);
    expect(await within(list).findByText('R$ 5,50')).toBeVisible();
    expect(within(list).getByText('Expirada')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Resgatar Antiga' })).toBeNull();
    // The wallet the header shows elsewhere is known; the claim must make it stale.
    client.setQueryData(memberKeys.balance('demo'), { sumBalance: 10_000 });

    await userEvent.click(within(list).getByRole('button', { name: 'Resgatar Bônus semanal' }));
    expect(await screen.findByText('R$ 5,50 adicionados ao seu saldo')).toBeVisible();
    expect(calls(fetchMock, 'POST', MEMBER_CENTRE_API.rewardClaim)).toHaveLength(1);
    expect(
      JSON.parse(String(calls(fetchMock, 'POST', MEMBER_CENTRE_API.rewardClaim)[0]![1]?.body)),
    ).toEqual({
      rewardId: 2,
    });
    await within(list).findByText('Resgatada');
    expect(within(list).queryByRole('button', { name: /^Resgatar/ })).toBeNull();
    expect(client.getQueryState(memberKeys.balance('demo'))?.isInvalidated).toBe(true);
  });

  it('shows why a claim was refused', async () => {
    storeSession();
    renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.rewards}`]: () => envelope({ list: [makeReward(3)] }),
        [`POST ${MEMBER_CENTRE_API.rewardClaim}`]: () =>
          errorEnvelope(409, 'reward.not.available', 'Esta recompensa já foi resgatada ou expirou'),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resgatar Recompensa 3' }, LONG),
    );
    expect(await screen.findByText('Esta recompensa já foi resgatada ou expirou')).toBeVisible();
  });

  it('has an empty state, and a trial account is told to use an actual one', async () => {
    storeSession();
    const { unmount } = renderCentre(
      PATH,
      centreHandlers('0', { [`GET ${MEMBER_CENTRE_API.rewards}`]: () => envelope({ list: [] }) }),
    );
    expect(await screen.findByText(/Você ainda não tem recompensas/, {}, LONG)).toBeVisible();
    unmount();
    signOut();
    storeSession({ userName: 'guest1', type: 4, isTrial: true });
    renderCentre(PATH);
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Entre em uma conta real para usar esta função',
    );
  });
});
