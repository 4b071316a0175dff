import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field.tsx';

/**
 * The member search of the bonus area's lists: a member id or user name, searched on submit,
 * cleared back to every member. `member` is the applied search (from the URL).
 */
export function MemberSearch({
  member,
  labels,
  onSearch,
}: {
  member: string;
  labels: { member: string; search: string; clear: string };
  onSearch: (member: string) => void;
}) {
  const [text, setText] = useState(member);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="row" onSubmit={search} style={{ alignItems: 'flex-end' }}>
      <Field label={labels.member}>
        {(props) => (
          <input
            {...props}
            type="search"
            maxLength={64}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <button type="submit">{labels.search}</button>
      {member ? (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {labels.clear}
        </button>
      ) : null}
    </form>
  );
}
