import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import {
  API,
  LOTTERY_API,
  drawResultSync,
  type ArchivedDraw,
  type DownloadLinks,
} from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { modals, useModalStore } from '../../../lib/modal-store.ts';
import { okResponse, renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import {
  lotteryStubs,
  makeArchivedDraw,
  makeLotteryGame,
} from '../../../components/lottery/lottery-fixtures.ts';
import '../i18n/texts.ts';
import { LotteryHistoryModal } from './history-modal.tsx';

const NORTH = makeLotteryGame({
  gameId: 11001,
  code: 'VN_MB',
  gameCode: 'VN_MB',
  remark: 'Miền Bắc',
});
const DANANG = makeLotteryGame({
  gameId: 11030,
  code: 'VN_DNG',
  gameCode: 'VN_DNG',
  remark: 'Đà Nẵng',
  layout: 'south',
  gameMenuTag: 'vietnam_central',
});
const STOCK = makeLotteryGame({
  gameId: 11040,
  remark: 'Chỉ số VN30',
  tag: 'vietnam_rb_stock',
  gameMenuTag: 'vietnam_rb_stock',
});

/** A draw made as the server makes it (decision 015). */
function honestDraw(gameCode: string, layout: ArchivedDraw['layout'], numero: string) {
  const seed = randomBytes(32);
  const identity = { gameCode, numero, layout };
  return makeArchivedDraw({
    ...identity,
    seed: seed.toString('hex'),
    seedHash: createHash('sha256').update(seed).digest('hex'),
    winningNumber: drawResultSync(identity, (message) =>
      createHmac('sha256', seed).update(message).digest(),
    ),
  });
}

const NORTH_DRAWS = Array.from({ length: 25 }, (_, index) =>
  honestDraw('VN_MB', 'north', `202601${String(31 - index).padStart(2, '0')}`),
);
// The second one was tampered with after the draw: one digit of its special prize changed.
const tampered = NORTH_DRAWS[1]!;
tampered.winningNumber = tampered.winningNumber.replace(/^(\d)/, (digit) =>
  String((Number(digit) + 1) % 10),
);

const links = (drawHistoryUrl: string): DownloadLinks => ({
  resources: [],
  template: { app_background: '', app_desc: '', app_desc_font_color: '' },
  drawHistoryUrl,
});

function stubDraws(drawHistoryUrl = 'https://draws.demo.example/history') {
  return stubApi(
    lotteryStubs(
      {
        [LOTTERY_API.draws]: (url: URL) => {
          const gameId = Number(url.searchParams.get('gameId'));
          const pageNo = Number(url.searchParams.get('pageNo'));
          const pageSize = Number(url.searchParams.get('pageSize'));
          const all = gameId === NORTH.gameId ? NORTH_DRAWS : [];
          return okResponse({
            content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
            pageNo,
            totalPages: Math.ceil(all.length / pageSize),
          });
        },
      },
      { [API.downloadLinks]: links(drawHistoryUrl) },
    ),
  );
}

function renderModal() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/lott"
        element={
          <>
            <Link to="/lott?from=ticker">Same page</Link>
            <LotteryHistoryModal games={[NORTH, DANANG, STOCK]} initialGameId={NORTH.gameId} />
          </>
        }
      />
    </Routes>,
    { path: '/lott' },
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'History Result' });

describe('LotteryHistoryModal (spec 2)', () => {
  beforeEach(async () => {
    vi.stubGlobal('crypto', webcrypto);
    useModalStore.getState().closeAll();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on its flag and offers only the games with history', async () => {
    stubDraws();
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => modals.open('lotteryHistory'));
    const picker = within(dialog()).getByRole('combobox', { name: 'Game' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Miền Bắc', 'Đà Nẵng']);
    expect(picker).toHaveValue(String(NORTH.gameId));
  });

  it('lists the draws with numero, date and every prize row, paged', async () => {
    stubDraws();
    renderModal();
    act(() => modals.open('lotteryHistory'));
    const list = await within(dialog()).findByRole('list', { name: 'Draws of Miền Bắc' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Draw 20260131');
    expect(
      within(first)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(dialog()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('verifies an honest draw in the browser and catches a tampered one', async () => {
    stubDraws();
    renderModal();
    act(() => modals.open('lotteryHistory'));
    const list = await within(dialog()).findByRole('list', { name: 'Draws of Miền Bắc' });
    const [honest, bad] = within(list).getAllByRole('listitem');
    fireEvent.click(within(honest!).getByRole('button', { name: 'Verify draw 20260131' }));
    await waitFor(() => expect(within(honest!).getByRole('status')).toHaveTextContent('Verified'));
    fireEvent.click(within(bad!).getByRole('button', { name: 'Verify draw 20260130' }));
    await waitFor(() =>
      expect(within(bad!).getByRole('status')).toHaveTextContent('Does not match'),
    );
    expect(within(bad!).getByRole('status')).toHaveTextContent(
      'Seed matches the published hash · Recomputed result differs',
    );
  });

  it('searches games by name, accents or not', async () => {
    stubDraws();
    renderModal();
    act(() => modals.open('lotteryHistory'));
    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Search by name' }), {
      target: { value: 'da nang' },
    });
    const picker = within(dialog()).getByRole('combobox', { name: 'Game' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Đà Nẵng']);
    expect(await within(dialog()).findByText('No draws yet')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Search by name' }), {
      target: { value: 'VN30' },
    });
    expect(within(dialog()).getByText('No game matches this name')).toBeInTheDocument();
  });

  it('links More History to the configured address, and hides it when there is none', async () => {
    stubDraws();
    const { unmount } = renderModal();
    act(() => modals.open('lotteryHistory'));
    const more = await within(dialog()).findByRole('link', { name: 'More History' });
    expect(more).toHaveAttribute('href', 'https://draws.demo.example/history');
    expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    vi.unstubAllGlobals();
    vi.stubGlobal('crypto', webcrypto);
    stubDraws('');
    renderModal();
    act(() => modals.open('lotteryHistory'));
    await within(dialog()).findByRole('list', { name: 'Draws of Miền Bắc' });
    expect(within(dialog()).queryByRole('link', { name: 'More History' })).toBeNull();
  });

  it('closes on a route change', async () => {
    stubDraws();
    renderModal();
    act(() => modals.open('lotteryHistory'));
    await within(dialog()).findByRole('list', { name: 'Draws of Miền Bắc' });
    // The link sits behind the modal: navigate as another part of the page would.
    // (the same page with another query: the modal itself reacts, not an unmount).
    fireEvent.click(screen.getByRole('link', { name: 'Same page', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useModalStore.getState().flags.lotteryHistory).toBe(false);
    expect(screen.getByRole('link', { name: 'Same page' })).toBeInTheDocument();
  });
});
