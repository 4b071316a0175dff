import { useCallback, useRef, useState } from 'react';
import type { FieldError } from './validation.ts';

export type Errors<K extends string> = Partial<Record<K, FieldError | null>>;

/** Per-field messages plus the inputs to focus, for one form. */
export function useFormErrors<K extends string>() {
  const [errors, setErrors] = useState<Errors<K>>({});
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const setError = useCallback((field: K, error: FieldError | null) => {
    setErrors((previous) =>
      previous[field] === error ? previous : { ...previous, [field]: error },
    );
  }, []);

  /** A callback ref that files the input under its field name. */
  const inputRef = useCallback(
    (field: K) => (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    [],
  );

  /**
   * Applies a full check in field order: sets every message and focuses the first failing
   * field. Answers true when all pass.
   */
  const applyChecks = useCallback((checks: [K, FieldError | null][]): boolean => {
    setErrors((previous) => {
      const next = { ...previous };
      for (const [field, error] of checks) next[field] = error;
      return next;
    });
    const first = checks.find(([, error]) => error !== null);
    if (first) inputs.current[first[0]]?.focus();
    return first === undefined;
  }, []);

  const focus = useCallback((field: K) => inputs.current[field]?.focus(), []);
  const clear = useCallback(() => setErrors({}), []);

  return { errors, setError, inputRef, applyChecks, focus, clear };
}

export type FormErrors<K extends string> = ReturnType<typeof useFormErrors<K>>;
