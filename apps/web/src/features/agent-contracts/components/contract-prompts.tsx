import '../i18n/texts.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { contractPromptEligible } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useContractStatus } from '../api/contract-queries.ts';
import { CONTRACT_SCREEN_PATHS, dismissPrompt, dismissedPrompts } from '../lib/contract-routes.ts';
import { duePrompts } from '../lib/prompt-logic.ts';
import styles from './agent-contracts.module.css';

/**
 * Home's contract prompts (spec 4): for a signed-in member whose type is not 4, 40, 41 or 42,
 * the pending state is asked once per home entry (cached a minute) and each pending kind gets
 * a prompt, one at a time, leading to its contract screen. Loaded lazily after home renders.
 */
export function ContractPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const eligible = session !== null && contractPromptEligible(session.type);
  const status = useContractStatus(eligible);
  const [dismissed, setDismissed] = useState(dismissedPrompts);
  const [prompt] = duePrompts(session?.type, status.data, dismissed);
  if (!prompt) return null;

  const kind = t(`contracts.kind.${prompt.kind}`);
  const putOff = () => {
    dismissPrompt(prompt.contractId);
    setDismissed(dismissedPrompts());
  };
  return (
    <Dialog open onClose={putOff} title={t('contracts.prompt.title', { kind })}>
      <div className={styles.dialogBody}>
        <p>{t('contracts.prompt.body', { kind })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={putOff}>
            {t('contracts.prompt.later')}
          </button>
          <button
            type="button"
            className={styles.primary}
            data-autofocus
            onClick={() => {
              putOff();
              void navigate(CONTRACT_SCREEN_PATHS[prompt.kind]);
            }}
          >
            {t('contracts.prompt.view')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

export default ContractPrompts;
