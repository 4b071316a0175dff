import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BO_AUTH_API, BO_OPERATORS_API } from '@app/contracts/backoffice';
import { AREAS } from '../areas/catalogue.ts';
import { ErrorText } from '../components/error-text.tsx';
import { boPost } from '../lib/api.ts';
import { changeLanguage, LANGUAGES, type UiLanguage } from '../lib/i18n.ts';
import { useMe } from './me.ts';

/**
 * The signed-in frame: the menu of the areas this operator's role may open, who is signed in,
 * the language and sign-out. Without a session it sends the operator to sign in, and back here
 * afterwards.
 */
export function Layout() {
  const { t, i18n } = useTranslation('common');
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  if (me.isPending) return <p className="center">{t('loading')}</p>;
  if (me.isError) return <ErrorText error={me.error} />;
  if (!me.data) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  const operator = me.data;
  const areas = AREAS.filter((area) => operator.permissions.includes(area.permission));
  const logout = async () => {
    await boPost(BO_AUTH_API.logout).catch(() => undefined);
    client.clear();
    await navigate('/login', { replace: true });
  };
  return (
    <div className="shell">
      <aside className="sidebar">
        <p className="brand">{t('appName')}</p>
        <nav aria-label={t('nav.label')}>
          <ul>
            {areas.map((area) => (
              <li key={area.key}>
                <NavLink to={`/${area.path}`}>{t(`nav.${area.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <span className="muted">
            {t('signedInAs', { name: operator.displayName, role: t(`roles.${operator.role}`) })}
          </span>
          <label className="inline">
            {t('language')}
            <select
              value={i18n.language.startsWith('en') ? 'en' : 'pt'}
              onChange={(event) => {
                const next = event.target.value as UiLanguage;
                changeLanguage(next);
                // Kept with the operator too, so the next sign-in (any browser) starts in it.
                void boPost(BO_OPERATORS_API.language, { language: next.toUpperCase() }).catch(
                  () => undefined,
                );
              }}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="secondary" onClick={() => void logout()}>
            {t('logout')}
          </button>
        </header>
        <main className="content">
          <Suspense fallback={<p>{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** /bo/: the first area this role may open. */
export function Home() {
  const me = useMe();
  const first = AREAS.find((area) => me.data?.permissions.includes(area.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : null;
}

/** An area's screens, or a refusal when this role may not open it (the server refuses too). */
export function AreaGate({ areaKey }: { areaKey: (typeof AREAS)[number]['key'] }) {
  const { t } = useTranslation('common');
  const me = useMe();
  const area = AREAS.find((entry) => entry.key === areaKey)!;
  if (!me.data?.permissions.includes(area.permission)) {
    return <p role="alert">{t('forbidden')}</p>;
  }
  return <area.Screen />;
}
