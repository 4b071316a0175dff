import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { GAME_NAME_SEARCH_MAX, PAGE_SIZE, TIMING, type Game, type Language } from '@app/contracts';
import type { FavouriteHeart } from '../../../components/game-tile/game-card.tsx';
import { BackIcon, Icon, type IconProps } from '../../../components/ui/icons.tsx';
import { toApiLanguage } from '../../../i18n/index.ts';
import { useGameList } from '../api/game-queries.ts';
import {
  feedSource,
  type BrowseAction,
  type BrowseMode,
  type BrowseState,
} from '../lib/browse-state.ts';
import { GameGrid } from './game-grid.tsx';
import { FilterChips } from './filter-chips.tsx';
import '../i18n/texts.ts';
import styles from './search-overlay.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

/**
 * The language the game queries are keyed by. The slot list follows a language change 250 ms
 * late (spec 9), so a visitor flicking through languages does not ask for every one of them.
 */
export function useQueryLanguage(mode: BrowseMode): Language {
  const { i18n } = useTranslation();
  const current = toApiLanguage(i18n.language);
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    if (mode !== 'slot') return;
    const timer = setTimeout(() => setSettled(current), TIMING.languageDebounceSlotListMs);
    return () => clearTimeout(timer);
  }, [current, mode]);
  return mode === 'slot' ? settled : current;
}

type Props = {
  state: BrowseState;
  dispatch: (action: BrowseAction) => void;
  onSelect: (game: Game) => void;
  heartOf: (game: Game) => FavouriteHeart | undefined;
  onOpenFilter: () => void;
};

/**
 * The search view (spec 2 and 4): a name box, the active filters as removable chips and the
 * matching games, over the whole screen. It is open while `state.searching`; the view's own
 * state (the box's text, focus) starts afresh each time it opens.
 */
export function SearchOverlay(props: Props) {
  if (!props.state.searching) return null;
  return createPortal(<SearchView {...props} />, document.body);
}

function SearchView({ state, dispatch, onSelect, heartOf, onOpenFilter }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(state.search.gameName ?? '');
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useOverlayFocus(boxRef);
  useEffect(() => () => clearTimeout(pending.current), []);

  const sendName = (gameName: string) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    dispatch({ type: 'name', gameName });
  };

  const onType = (value: string) => {
    setText(value);
    // Spec 5: the list is asked for once typing has paused for 500 ms.
    clearTimeout(pending.current);
    pending.current = setTimeout(() => sendName(value), TIMING.searchDebounceMs);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendName(text);
  };

  const close = () => {
    clearTimeout(pending.current);
    dispatch({ type: 'closeSearch' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') keepFocusInside(event, rootRef.current);
  };

  return (
    <div className={styles.mask}>
      <div
        ref={rootRef}
        className={styles.overlay}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="sr-only">
          {t('games.search.title')}
        </h2>
        <div className={styles.head}>
          <div className={styles.bar}>
            <button
              type="button"
              className={styles.iconButton}
              onClick={close}
              aria-label={t('games.search.close')}
            >
              <BackIcon size={22} />
            </button>
            <form role="search" className={styles.form} onSubmit={onSubmit}>
              <SearchIcon size={18} className={styles.boxIcon} />
              <input
                ref={boxRef}
                type="search"
                className={styles.box}
                value={text}
                maxLength={GAME_NAME_SEARCH_MAX}
                onChange={(event) => onType(event.target.value)}
                aria-label={t('games.search.nameLabel')}
                placeholder={t('games.search.namePlaceholder')}
                enterKeyHint="search"
                autoComplete="off"
                spellCheck={false}
              />
            </form>
            <button
              type="button"
              className={styles.filterButton}
              onClick={onOpenFilter}
              aria-haspopup="dialog"
            >
              <FilterIcon size={18} />
              <span>{t('games.search.filter')}</span>
            </button>
          </div>
          <FilterChips
            search={state.search}
            gameType={state.gameType}
            onRemove={(chip) => {
              // The name chip and the box are one filter: clearing one clears the other.
              if (chip === 'gameName') {
                clearTimeout(pending.current);
                setText('');
              }
              dispatch({ type: 'removeChip', chip });
            }}
          />
        </div>
        <div ref={bodyRef} className={styles.body}>
          <SearchResults state={state} onSelect={onSelect} heartOf={heartOf} bodyRef={bodyRef} />
        </div>
      </div>
    </div>
  );
}

function SearchResults({
  state,
  onSelect,
  heartOf,
  bodyRef,
}: Pick<Props, 'state' | 'onSelect' | 'heartOf'> & { bodyRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const language = useQueryLanguage(state.mode);
  const source = feedSource(state);
  const isList = source.kind === 'list';
  const feed = useGameList(isList ? source.filters : {}, {
    pageSize: isList ? source.pageSize : PAGE_SIZE.search,
    language,
    enabled: isList,
  });
  if (!isList) return null;

  return (
    <>
      <p className={styles.count} role="status">
        {feed.status === 'success' && feed.totalCount !== undefined
          ? t('games.search.count', { count: feed.totalCount })
          : ''}
      </p>
      <GameGrid
        feed={feed}
        label={t('games.search.results')}
        onSelect={onSelect}
        heartOf={heartOf}
        paging="scroll"
        emptyText={t('games.search.empty')}
        scrollContainer={bodyRef}
      />
    </>
  );
}

/**
 * Focus goes to the name box when the view opens and back where it was when it closes; the
 * page behind cannot scroll meanwhile. The focus waits for the passive effects, so a filter
 * panel closing in the same commit (which hands focus back to its opener) does not take it.
 */
function useOverlayFocus(boxRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    boxRef.current?.focus({ preventScroll: true });
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [boxRef]);
}

function keepFocusInside(event: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
