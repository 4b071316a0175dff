import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAmount, numberLocale, type GameType } from '@app/contracts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useVendorTypes } from '../api/game-queries.ts';
import { activeChips, type ChipKey, type SearchFilters } from '../lib/browse-state.ts';
import '../i18n/texts.ts';
import styles from './filter-chips.module.css';

/** A minimum bet as the pickers and chips show it: 2 decimals in the site's number format. */
export function minBetLabel(value: string, language: string): string {
  return formatAmount(Math.round(Number(value) * 100), numberLocale(language));
}

/** The vendor's display name where the vendor list knows it, else its code. */
export function useVendorName(gameType: GameType): (vassalage: string) => string {
  const vendors = useVendorTypes(gameType).data?.list;
  return (vassalage) =>
    vendors?.find((vendor) => vendor.vassalage === vassalage)?.displayName ?? vassalage;
}

type Props = {
  search: SearchFilters;
  gameType: GameType;
  onRemove: (chip: ChipKey) => void;
};

/** The active filters of the search view (spec 2), each a button that removes it. */
export function FilterChips({ search, gameType, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const vendorName = useVendorName(gameType);
  const chips = activeChips(search);
  if (chips.length === 0) return null;

  const labelOf = (key: ChipKey, value: string): string => {
    switch (key) {
      case 'vassalage':
        return vendorName(value);
      case 'gameClassify':
        return t(`games.search.classify.${value}`, { defaultValue: value });
      case 'minBet':
        return t('games.search.minBetChip', {
          amount: minBetLabel(value, i18n.language),
        });
      case 'gameName':
        return value;
    }
  };

  return (
    <ul className={styles.chips} aria-label={t('games.search.chips')}>
      {chips.map(({ key, value }) => {
        const label = labelOf(key, value);
        return (
          <li key={key}>
            <button
              type="button"
              className={styles.chip}
              data-chip={key}
              onClick={() => onRemove(key)}
              aria-label={t('games.search.removeChip', { label })}
            >
              <span className={styles.text}>{label}</span>
              <CloseIcon size={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
