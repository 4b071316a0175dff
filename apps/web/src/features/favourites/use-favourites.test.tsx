import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Game } from '@app/contracts';
import { GameCard } from '../../components/game-tile/game-card.tsx';
import { i18n } from '../../i18n/index.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import {
  errorResponse,
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
} from '../../test/api-stubs.tsx';
import { useAccountUiStore } from '../accounts/lib/account-ui-store.ts';
import { useFavouriteHearts } from './use-favourites.ts';

const DRAGON = makeGame({ nodeId: '11', gameName: 'Dragon Pearl', vassalage: 'BGS' });
const KOI = makeGame({ nodeId: '12', gameName: 'Lucky Koi', vassalage: 'SLX' });
const LOTTO = makeGame({ nodeId: '13', gameName: 'Lotto 5', gameType: 'LOTT' });

function Tiles({ games }: { games: Game[] }) {
  const heartOf = useFavouriteHearts();
  return (
    <ul>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} vendorName="V" favourite={heartOf(game)} onSelect={() => {}} />
        </li>
      ))}
    </ul>
  );
}

const heart = (name: string) => screen.getByRole('button', { name: `Favourite ${name}` });
const toast = () => useAccountUiStore.getState().toast?.message;

/** The fetch calls with their init (the stub's own type only names the first argument). */
function requests(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
}

/** Favourite ids answered in pages of `pageSize` (the site must read them all). */
function idsPages(ids: string[], pageSize = 100) {
  return (url: URL) => {
    const pageNo = Number(url.searchParams.get('pageNo'));
    const totalPages = Math.ceil(ids.length / pageSize);
    return okResponse({
      list: ids.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages,
    });
  };
}

describe('favourite hearts (spec 4, favourite toggle)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    useSessionStore.getState().setSession(null);
    useModalStore.setState({ flags: { ...useModalStore.getState().flags, login: false } });
    useAccountUiStore.setState({ toast: null });
    vi.useRealTimers();
  });

  it('shows empty hearts to a guest, whose tap opens the login dialog and calls nothing', () => {
    const fetchMock = stubApi();
    renderWithProviders(<Tiles games={[DRAGON]} />);
    expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart('Dragon Pearl'));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/favourites'))).toBe(false);
  });

  it('fills the hearts of every favourite across the id pages, none on lottery tiles', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    const many = Array.from({ length: 150 }, (_, i) => String(1000 + i));
    stubApi({ [API.favouriteIds]: idsPages([...many, '12']) });
    renderWithProviders(<Tiles games={[DRAGON, KOI, LOTTO]} />);
    await waitFor(() => expect(heart('Lucky Koi')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Favourite Lotto 5' })).not.toBeInTheDocument();
  });

  it('adds: loading toast, POST with node id and vendor, then the heart fills and "Change saved"', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    let answer!: (response: Response) => void;
    const fetchMock = stubApi({
      [API.favouriteIds]: idsPages([]),
      [API.favourites]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<Tiles games={[DRAGON]} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.click(heart('Dragon Pearl'));
    await waitFor(() => expect(toast()).toBe('Loading…'));
    expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'false');
    const [, init] = requests(fetchMock).find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ nodeId: '11', vendor: 'BGS' });
    await act(async () => answer(okResponse({ success: true })));
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'true'));
    expect(toast()).toBe('Change saved');
  });

  it('removes before the call returns, with the node id in the query', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    const fetchMock = stubApi({
      [API.favouriteIds]: idsPages(['11']),
      [API.favourites]: () => new Promise<Response>(() => {}),
    });
    renderWithProviders(<Tiles games={[DRAGON]} />);
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart('Dragon Pearl'));
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'false'));
    const [url, init] = requests(fetchMock).find(([, request]) => request?.method === 'DELETE')!;
    expect(new URL(String(url), 'http://x').searchParams.get('nodeId')).toBe('11');
    expect(init!.body).toBeUndefined();
    expect(toast()).toBe('Loading…');
  });

  it('on failure only hides the toast, and the heart shows the server again', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    stubApi({ [API.favouriteIds]: idsPages(['11']), [API.favourites]: () => errorResponse(500) });
    renderWithProviders(<Tiles games={[DRAGON]} />);
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart('Dragon Pearl'));
    await waitFor(() => expect(useAccountUiStore.getState().toast).toBeNull());
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('answers the same heart while a game is unchanged, a new one for the game toggled', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    stubApi({
      [API.favouriteIds]: idsPages(['11']),
      [API.favourites]: () => new Promise<Response>(() => {}),
    });
    const seen: Array<Record<string, unknown>> = [];
    function Hearts() {
      const heartOf = useFavouriteHearts();
      seen.push({ dragon: heartOf(DRAGON), koi: heartOf(KOI) });
      return (
        <GameCard game={DRAGON} vendorName="V" favourite={heartOf(DRAGON)} onSelect={() => {}} />
      );
    }
    renderWithProviders(<Hearts />);
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'true'));
    const filled = seen.at(-1)!;
    fireEvent.click(heart('Dragon Pearl'));
    await waitFor(() => expect(heart('Dragon Pearl')).toHaveAttribute('aria-pressed', 'false'));
    const last = seen.at(-1)!;
    // Memoised cards (decision 053) render again only for the heart that changed.
    expect(last.koi).toBe(filled.koi);
    expect(last.dragon).not.toBe(filled.dragon);
  });
});
