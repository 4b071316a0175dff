import '../i18n/texts.ts';
import { useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { IconProps } from '../../../components/ui/icons.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useModalFlag, useModalStore } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { isAgentSession, quickMenuEntries, type QuickMenuId } from '../lib/agent-entries.ts';
import {
  ChartIcon,
  ListIcon,
  SwapIcon,
  TeamIcon,
  TicketIcon,
  TrendIcon,
  UserPlusIcon,
} from './agent-icons.tsx';
import styles from './agent.module.css';

const ICONS: Record<QuickMenuId, ComponentType<IconProps>> = {
  teamOverview: ChartIcon,
  registerCentre: UserPlusIcon,
  teamPnl: TrendIcon,
  teamManagement: TeamIcon,
  teamBetting: TicketIcon,
  transactionRecord: ListIcon,
  transfer: SwapIcon,
};

/**
 * The agent quick-menu modal (modal flag `agent`, spec section 2): the shortcuts whose
 * white-label flag is on. Choosing one navigates and closes; the mask (after its 300 ms guard),
 * the close button and Escape close it.
 */
export function AgentQuickMenu() {
  const { t } = useTranslation();
  const open = useModalFlag('agent');
  const close = useModalStore((state) => state.close);
  const navigate = useNavigate();
  const session = useSession();
  const { status } = useSystemStatus();
  const entries = quickMenuEntries(status?.info.whitelabel.flags);
  const closeMenu = () => close('agent');
  const agent = isAgentSession(session);
  // Only agents get the menu: a flag left open for anyone else would hold the page inert.
  useEffect(() => {
    if (open && !agent) close('agent');
  }, [open, agent, close]);

  return (
    <Dialog open={open && agent} onClose={closeMenu} title={t('agent.quick.title')}>
      <ul className={styles.quickList} aria-label={t('agent.quick.list')}>
        {entries.map(({ id, to }) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.quickItem}
                onClick={() => {
                  closeMenu();
                  if (to) void navigate(to);
                }}
              >
                <span className={styles.tileIcon}>
                  <Icon size={24} />
                </span>
                <span className={styles.tileLabel}>{t(`agent.quick.${id}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
