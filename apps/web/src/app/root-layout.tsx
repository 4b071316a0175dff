import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { anyModalOpen, MODAL_OPEN_CLASS, useModalStore } from '../lib/modal-store.ts';
import { popupForPath } from '../lib/chrome-rules.ts';
import { useChrome } from '../lib/use-chrome.ts';
import { watchBackSwipe } from '../lib/back-swipe.ts';
import { AccountToast } from '../features/accounts/components/account-toast.tsx';
import { MemberSession } from '../features/member/index.ts';
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { AppHeader } from './chrome/header.tsx';
import { AppFooter } from './chrome/footer.tsx';
import { FloatingMenu } from './chrome/floating-menu.tsx';
import { NetworkBanner } from './chrome/network-banner.tsx';
import { PageTransition } from './chrome/page-transition.tsx';
import { AfterFirstPage, FirstPageLater } from './chrome/first-page-later.tsx';
import { MountOnFirstOpen } from './chrome/mount-on-first-open.tsx';
import { StatusGate } from './status/status-gate.tsx';
import { RenderLater } from '../lib/render-later.tsx';
import { isAgentArea } from './routes/agent-area.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { useScrollRestoration } from '../lib/use-scroll-restoration.ts';
import styles from './root-layout.module.css';

const loadMenu = () => import('./chrome/right-side-menu.tsx');
const RightSideMenu = lazy(() => loadMenu().then((module) => ({ default: module.RightSideMenu })));
const loadAuthDialogs = () => import('../features/accounts/components/auth-dialogs.tsx');
const AuthDialogs = lazy(() =>
  loadAuthDialogs().then((module) => ({ default: module.AuthDialogs })),
);
const loadDownloadDialogs = () => import('../features/downloads/components/download-dialogs.tsx');
const DownloadDialogs = lazy(() =>
  loadDownloadDialogs().then((module) => ({ default: module.DownloadDialogs })),
);
// Issue 8: the agent quick menu, fetched only when an agent first opens it.
const loadAgentMenu = () => import('../features/agent/components/agent-quick-menu.tsx');
const AgentQuickMenu = lazy(() =>
  loadAgentMenu().then((module) => ({ default: module.AgentQuickMenu })),
);
// Issue 18: the agent screens' footer, fetched with the first agent screen.
const AgentAreaFooter = lazy(() =>
  import('../features/agent/components/agent-area-footer.tsx').then((module) => ({
    default: module.AgentAreaFooter,
  })),
);
const DOWNLOAD_FLAGS = ['downloadPopup', 'downloadSteps', 'homeScreenPopup'] as const;
const AUTH_FLAGS = ['login', 'register', 'forget', 'registerSuccess'] as const;
const AGENT_FLAGS = ['agent'] as const;

/** Modals that belong to the page they were opened on (spec: they close on route change). */
const CLOSE_ON_ROUTE_CHANGE = ['rightSide', 'sideMenu', 'service', 'lotteryHistory'] as const;

/**
 * Opens the popup of /m/login, /m/register and /m/forget over the home screen, and closes it
 * again when the visitor leaves that route some other way (e.g. the browser's back button).
 */
function useRoutePopups() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const { open, close } = useModalStore.getState();
    const before = previous.current;
    previous.current = pathname;
    if (before !== null && before !== pathname) {
      for (const flag of CLOSE_ON_ROUTE_CHANGE) close(flag);
      const left = popupForPath(before);
      if (left && left !== popupForPath(pathname)) close(left);
    }
    const flag = popupForPath(pathname);
    if (flag) open(flag);
  }, [pathname]);
}

/** The brand bar painted before the site is ready: the same pixels as index.html's boot markup. */
function BrandBar() {
  const { t } = useTranslation();
  return (
    <div className={styles.pendingHeader}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
        <path d="M9 8v16h12v-3.5h-8V8z" fill="var(--color-on-accent)" />
        <circle cx="22" cy="11" r="3" fill="var(--color-on-accent)" />
      </svg>
      <p className={styles.pendingName}>{t('app.name')}</p>
    </div>
  );
}

function PendingShell() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <BrandBar />
      <main className={styles.main} aria-busy="true">
        <p className="sr-only" role="status">
          {t('status.checking')}
        </p>
      </main>
    </div>
  );
}

/** Keeps the tab title in step with the header title. */
function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  const title = t(titleKey);
  const name = t('app.name');
  useEffect(() => {
    document.title = titleKey === 'title.home' ? name : `${title} · ${name}`;
  }, [title, name, titleKey]);
}

function Shell() {
  const { t } = useTranslation();
  const chrome = useChrome();
  useDocumentTitle(chrome.titleKey);
  const modalOpen = useModalStore((state) => anyModalOpen(state.flags));
  useRoutePopups();
  useEffect(() => watchBackSwipe(), []);
  const { pathname } = useLocation();
  // Agent screens get the agent footer (routes/agent-area.ts).
  const agentArea = isAgentArea(pathname);

  return (
    <>
      <div
        className={`${styles.page} ${modalOpen ? MODAL_OPEN_CLASS : ''} ${
          chrome.showFooter ? styles.withFooter : ''
        } ${chrome.showFloatingMenu ? styles.withFloating : ''}`}
        data-modal-open={modalOpen || undefined}
        aria-hidden={modalOpen || undefined}
        inert={modalOpen || undefined}
      >
        <a href="#main" className={styles.skip}>
          {t('app.skipToContent')}
        </a>
        <AppHeader />
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageTransition className={styles.transition}>
            <FirstPageLater>
              {/* A page that fails keeps the header and footer around its error. */}
              <RouteErrorBoundary resetKey={pathname}>
                <Suspense fallback={null}>
                  <Outlet />
                </Suspense>
              </RouteErrorBoundary>
            </FirstPageLater>
          </PageTransition>
        </main>
        {agentArea ? (
          <Suspense fallback={null}>
            <AgentAreaFooter memberFooter={<AppFooter />} />
          </Suspense>
        ) : (
          <AfterFirstPage>
            <AppFooter />
          </AfterFirstPage>
        )}
        {chrome.showFloatingMenu && (
          <RenderLater>
            <FloatingMenu />
          </RenderLater>
        )}
      </div>
      {/* Closed until a tap: built in a task after the first screen (decision 053). */}
      <RenderLater>
        {/* Issue 7: the right side menu's module also holds the service pop-up it opens. */}
        <MountOnFirstOpen flags={['rightSide', 'service']} load={loadMenu}>
          <RightSideMenu />
        </MountOnFirstOpen>
        <MountOnFirstOpen flags={AUTH_FLAGS} load={loadAuthDialogs}>
          <AuthDialogs />
        </MountOnFirstOpen>
        <MountOnFirstOpen flags={DOWNLOAD_FLAGS} load={loadDownloadDialogs}>
          <DownloadDialogs />
        </MountOnFirstOpen>
        <MountOnFirstOpen flags={AGENT_FLAGS} load={loadAgentMenu} prefetchOnTouch={false}>
          <AgentQuickMenu />
        </MountOnFirstOpen>
        <AccountToast />
      </RenderLater>
    </>
  );
}

/** The site frame: status gate, chrome, popups, overlays. */
export function RootLayout() {
  useScrollRestoration();
  return (
    <>
      <AfterFirstPage>
        <MemberSession />
      </AfterFirstPage>
      <StatusGate pending={<PendingShell />}>
        <Shell />
      </StatusGate>
      <NetworkBanner />
      <LoadingOverlay />
    </>
  );
}
