import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoAgentNode, BoAgentTree } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAgentTree } from './agents-api.ts';
import styles from './agents.module.css';
import { PromoteDialog } from './promote-dialog.tsx';

/**
 * The agent tree (issue 22): the top-level agents, each opening onto its sub-agents (loaded
 * when opened), with team sizes; or, after a search, the matching agents anywhere with their
 * path from the top. A nested list of disclosure buttons: every entry is named by its agent.
 */
export function TreePage() {
  const { t } = useTranslation('agents');
  const can = useCan();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [promoting, setPromoting] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <>
      <PageHeader title={t('title')}>
        <Link to="/agents/settlements" className={styles.linkButton}>
          {t('actions.settlements')}
        </Link>
        {can('agents.write') ? (
          <button type="button" onClick={() => setPromoting((n) => n + 1)}>
            {t('actions.promote')}
          </button>
        ) : null}
      </PageHeader>
      <section className="card stack" aria-labelledby="agent-tree-heading">
        <h2 id="agent-tree-heading">{t('tree.heading')}</h2>
        <form className="row" onSubmit={submit} role="search">
          <input
            type="search"
            aria-label={t('tree.search')}
            placeholder={t('tree.search')}
            value={text}
            maxLength={32}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="secondary">
            {t('tree.searchButton')}
          </button>
          {q ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setText('');
                setQ('');
              }}
            >
              {t('tree.clear')}
            </button>
          ) : null}
        </form>
        {q ? <SearchResults q={q} /> : <Roots />}
      </section>
      {promoting > 0 ? <PromoteDialog key={promoting} onClose={() => setPromoting(0)} /> : null}
    </>
  );
}

function Roots() {
  const { t } = useTranslation('agents');
  const tree = useAgentTree({});
  if (tree.error) return <ErrorText error={tree.error} />;
  if (!tree.data) return <p role="status">{t('detail.loading')}</p>;
  return (
    <>
      <p role="status" className="muted">
        {t('tree.roots', { count: tree.data.nodes.length })}
      </p>
      {tree.data.nodes.length === 0 ? (
        <p>{t('tree.none')}</p>
      ) : (
        <ul className={styles.tree} aria-label={t('tree.label')}>
          {tree.data.nodes.map((node) => (
            <TreeItem key={node.id} node={node} />
          ))}
        </ul>
      )}
    </>
  );
}

function Counts({ node }: { node: BoAgentNode }) {
  const { t } = useTranslation('agents');
  return (
    <span className={styles.counts}>
      <span className="badge">{t('tree.team', { count: node.teamSize })}</span>
      <span className="badge">{t('tree.direct', { count: node.directCount })}</span>
      <span className="badge">{t('tree.agents', { count: node.directAgents })}</span>
    </span>
  );
}

function TreeItem({ node }: { node: BoAgentNode }) {
  const { t } = useTranslation('agents');
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  return (
    <li>
      <div className={styles.node}>
        {node.directAgents > 0 ? (
          <button
            type="button"
            className={`secondary ${styles.toggle}`}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: node.userName })}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className={styles.leaf} aria-hidden="true">
            •
          </span>
        )}
        <Link to={`/agents/${node.id}`} className={styles.name}>
          {node.userName}
        </Link>
        {node.nickname ? <span className="muted">{node.nickname}</span> : null}
        <Counts node={node} />
      </div>
      {open ? <Children parentId={node.id} id={childrenId} name={node.userName} /> : null}
    </li>
  );
}

function Children({ parentId, id, name }: { parentId: number; id: string; name: string }) {
  const { t } = useTranslation('agents');
  const tree = useAgentTree({ parentId });
  if (tree.error) return <ErrorText error={tree.error} />;
  if (!tree.data) {
    return (
      <p id={id} role="status" className="muted">
        {t('tree.loading')}
      </p>
    );
  }
  return (
    <ul id={id} aria-label={t('tree.collapse', { name })}>
      {tree.data.nodes.map((node) => (
        <TreeItem key={node.id} node={node} />
      ))}
    </ul>
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation('agents');
  const tree = useAgentTree({ q });
  if (tree.error) return <ErrorText error={tree.error} />;
  if (!tree.data) return <p role="status">{t('detail.loading')}</p>;
  const data: BoAgentTree = tree.data;
  return (
    <>
      <p role="status" className="muted">
        {t('tree.results', { count: data.nodes.length })}
        {data.truncated ? ` · ${t('tree.truncated')}` : ''}
      </p>
      <ul className={styles.tree} aria-label={t('tree.results', { count: data.nodes.length })}>
        {data.nodes.map((node) => (
          <li key={node.id}>
            <div className={styles.node}>
              <span className={styles.leaf} aria-hidden="true">
                •
              </span>
              <Link to={`/agents/${node.id}`} className={styles.name}>
                {node.userName}
              </Link>
              <Counts node={node} />
              {node.path.length > 0 ? (
                <span className={`muted ${styles.path}`}>
                  {t('tree.path')}: {node.path.map((step) => step.userName).join(' › ')}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
