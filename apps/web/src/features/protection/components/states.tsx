import type { RgLimitKind, RgPeriod } from '@app/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  QueryState as SharedQueryState,
  type QueryStateProps,
} from '../../../components/ui/query-state.tsx';
import styles from './protection.module.css';

/** Loading and failure of a query, with a retry, in this feature's words and look. */
export function QueryState(props: QueryStateProps) {
  return (
    <SharedQueryState
      {...props}
      texts="protection"
      classes={{ state: styles.state, button: styles.smallButton }}
    />
  );
}

/** The server's message for a refused change, else a general one. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** The accessible name of one limit: "Limite diário de depósito". */
export function useLimitName() {
  const { t } = useTranslation();
  return (kind: RgLimitKind, period: RgPeriod) =>
    t('protection.limits.field', {
      kind: t(`protection.kind.${kind}`),
      period: t(`protection.period.${period}`),
    });
}
