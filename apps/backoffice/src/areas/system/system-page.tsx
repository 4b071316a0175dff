import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCan } from '../../app/me.ts';
import { BlockedRangesSection } from './blocked-ranges-section.tsx';
import { MaintenanceSection } from './maintenance-section.tsx';
import { MerchantSection } from './merchant-section.tsx';
import { RegistrationSection } from './registration-section.tsx';
import { useSystemSettings } from './use-system-settings.ts';
import { WhitelabelSection } from './whitelabel-section.tsx';

const SECTIONS = ['maintenance', 'ranges', 'whitelabel', 'registration', 'merchant'] as const;
type SectionKey = (typeof SECTIONS)[number];

/**
 * The System area: one tab per section (the open one is in the address, ?section=...), each a
 * form with its own save. A role without system.write sees the values, read-only.
 */
export function SystemPage() {
  const { t } = useTranslation('system');
  const can = useCan();
  const canWrite = can('system.write');
  const settings = useSystemSettings();
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const current: SectionKey = SECTIONS.find((key) => key === asked) ?? 'maintenance';
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const open = (key: SectionKey) => setParams({ section: key }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const index = SECTIONS.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: SectionKey | null = null;
    if (step) next = SECTIONS[(index + step + SECTIONS.length) % SECTIONS.length]!;
    if (event.key === 'Home') next = SECTIONS[0];
    if (event.key === 'End') next = SECTIONS[SECTIONS.length - 1]!;
    if (!next) return;
    event.preventDefault();
    open(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="stack">
      <PageHeader title={t('title')} />
      <div role="tablist" aria-label={t('sections')} className="tabs" onKeyDown={onKeyDown}>
        {SECTIONS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`system-tab-${key}`}
            aria-selected={key === current}
            aria-controls={`system-panel-${key}`}
            tabIndex={key === current ? 0 : -1}
            onClick={() => open(key)}
          >
            {t(`section.${key}`)}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`system-panel-${current}`}
        aria-labelledby={`system-tab-${current}`}
        className="card stack"
      >
        <h2>{t(`section.${current}`)}</h2>
        <p className="muted">{canWrite ? t('appliesNow') : t('readOnly')}</p>
        {settings.isPending ? <p>{t('common:loading')}</p> : null}
        {settings.isError ? <ErrorText error={settings.error} /> : null}
        {settings.data ? (
          <>
            {current === 'maintenance' ? (
              <MaintenanceSection value={settings.data.maintenance} canWrite={canWrite} />
            ) : null}
            {current === 'ranges' ? (
              <BlockedRangesSection value={settings.data.blockedRanges} canWrite={canWrite} />
            ) : null}
            {current === 'whitelabel' ? (
              <WhitelabelSection value={settings.data.whitelabel} canWrite={canWrite} />
            ) : null}
            {current === 'registration' ? (
              <RegistrationSection value={settings.data.registration} canWrite={canWrite} />
            ) : null}
            {current === 'merchant' ? (
              <MerchantSection value={settings.data.merchant} canWrite={canWrite} />
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
