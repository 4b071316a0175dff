import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MIN_BET_OPTIONS, type GameType } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useVendorTypes } from '../api/game-queries.ts';
import {
  GAME_CLASSIFICATIONS,
  hasTypePickers,
  resetPanel,
  type SearchFilters,
} from '../lib/browse-state.ts';
import { minBetLabel } from './filter-chips.tsx';
import '../i18n/texts.ts';
import styles from './filter-panel.module.css';

type PanelFilters = Omit<SearchFilters, 'gameName'>;

type Props = {
  open: boolean;
  gameType: GameType;
  initial: PanelFilters;
  onSubmit: (filters: PanelFilters) => void;
  onClose: () => void;
};

/**
 * The filter panel (spec 2 and 5): manufacturer, and for RNG the game type and minimum bet.
 * The choices are a draft until submitted; the form mounts with the dialog, so every opening
 * starts again from `initial`.
 */
export function FilterPanel({ open, gameType, initial, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('games.search.panel.title')}
      className={styles.panel}
    >
      <FilterForm gameType={gameType} initial={initial} onSubmit={onSubmit} />
    </Dialog>
  );
}

function FilterForm({
  gameType,
  initial,
  onSubmit,
}: Pick<Props, 'gameType' | 'initial' | 'onSubmit'>) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PanelFilters>(initial);
  const vendors = useVendorTypes(gameType);
  const typePickers = hasTypePickers(gameType);
  const language = i18n.language;

  const vendorOptions: Option[] = (vendors.data?.list ?? []).map((vendor) => ({
    value: vendor.vassalage,
    label: vendor.displayName || vendor.vassalage,
  }));
  // A chosen vendor stays visible (and chosen) while the list loads or if it left the list.
  if (draft.vassalage && !vendorOptions.some((option) => option.value === draft.vassalage)) {
    vendorOptions.unshift({ value: draft.vassalage, label: draft.vassalage });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters: PanelFilters = {};
    if (draft.vassalage) filters.vassalage = draft.vassalage;
    if (typePickers && draft.gameClassify) filters.gameClassify = draft.gameClassify;
    if (typePickers && draft.minBet) filters.minBet = draft.minBet;
    onSubmit(filters);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <ChipPicker
        title={t('games.search.panel.manufacturer')}
        name="vassalage"
        value={draft.vassalage}
        options={vendorOptions}
        allLabel={t('games.search.panel.all')}
        onChange={(vassalage) => setDraft((current) => ({ ...current, vassalage }))}
        busy={vendors.isPending}
        busyText={t('games.search.panel.loadingVendors')}
      />
      {typePickers && (
        <>
          <ChipPicker
            title={t('games.search.panel.gameType')}
            name="gameClassify"
            value={draft.gameClassify}
            options={GAME_CLASSIFICATIONS.map((value) => ({
              value,
              label: t(`games.search.classify.${value}`),
            }))}
            allLabel={t('games.search.panel.all')}
            onChange={(value) =>
              setDraft((current) => ({
                ...current,
                gameClassify: GAME_CLASSIFICATIONS.find((item) => item === value),
              }))
            }
          />
          <ChipPicker
            title={t('games.search.panel.minBet')}
            name="minBet"
            value={draft.minBet}
            options={MIN_BET_OPTIONS.map((value) => ({
              value,
              label: minBetLabel(value, language),
            }))}
            allLabel={t('games.search.panel.all')}
            onChange={(minBet) => setDraft((current) => ({ ...current, minBet }))}
          />
        </>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.reset}
          onClick={() => setDraft((current) => resetPanel(current))}
        >
          {t('games.search.panel.reset')}
        </button>
        <button type="submit" className={styles.submit}>
          {t('games.search.panel.submit')}
        </button>
      </div>
    </form>
  );
}

type Option = { value: string; label: string };

/** One picker: a radio group drawn as chips, "all" (no filter) first. */
function ChipPicker({
  title,
  name,
  value,
  options,
  allLabel,
  onChange,
  busy = false,
  busyText,
}: {
  title: string;
  name: string;
  value: string | undefined;
  options: readonly Option[];
  allLabel: string;
  onChange: (value: string | undefined) => void;
  busy?: boolean;
  busyText?: string;
}) {
  const titleId = useId();
  const groupName = `${name}-${titleId}`;
  const all: Option = { value: '', label: allLabel };
  return (
    <section className={styles.picker}>
      <h3 id={titleId} className={styles.pickerTitle}>
        {title}
      </h3>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.options}>
        {[all, ...options].map((option) => (
          <label key={option.value || 'all'} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={groupName}
              value={option.value}
              checked={(value ?? '') === option.value}
              onChange={() => onChange(option.value || undefined)}
            />
            <span className={styles.chip}>{option.label}</span>
          </label>
        ))}
      </div>
      {busy && busyText && (
        <p className={styles.busy} role="status">
          {busyText}
        </p>
      )}
    </section>
  );
}
