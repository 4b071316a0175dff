import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { BO_SYSTEM_API, BoSystemSettings } from '@app/contracts/backoffice';
import { boGet, boPost } from '../../lib/api.ts';

/** Every section of the System area comes from one read; each save updates its own section. */
export const SYSTEM_SETTINGS_KEY = ['system', 'settings'] as const;

export function useSystemSettings() {
  return useQuery({
    queryKey: SYSTEM_SETTINGS_KEY,
    queryFn: () => boGet(BO_SYSTEM_API.settings, undefined, BoSystemSettings),
  });
}

type Section = keyof BoSystemSettings;

/** Saves one section; the answer (the section as stored) replaces it in the cache. */
export function useSaveSection<K extends Section, B>(
  section: K,
  path: string,
  schema: z.ZodType<BoSystemSettings[K]>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => boPost(path, body, schema),
    onSuccess: (value) => {
      client.setQueryData<BoSystemSettings>(SYSTEM_SETTINGS_KEY, (old) =>
        old ? { ...old, [section]: value } : old,
      );
    },
  });
}

/** Long texts side by side, one per content language. */
export const TWO_COLUMNS = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } as const;
/** A checkbox as tall as its text (the shared style gives every input a touch-size height). */
export const CHECKBOX = { minHeight: 0 } as const;

/** Equal as data (the forms compare their draft with what is stored). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
