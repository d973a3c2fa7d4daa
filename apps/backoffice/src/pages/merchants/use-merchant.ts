import type { OpsMerchantPatch, OpsMerchantSettings } from '@portal/contracts/operators-merchants.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';

/** The screen's reads: the merchants of the operator's scope (shared with every screen), and one set-up. */
export const merchantKeys = {
  list: ['merchants'] as const,
  settings: (code: string) => ['merchant-settings', code] as const,
};

export function useMerchantSettings(code: string) {
  return useQuery({
    queryKey: merchantKeys.settings(code),
    queryFn: () => opsApi.merchantSettings.get(code),
    enabled: code !== '',
  });
}

/** A saved section's word stays this long; a refusal stays until the next try. */
const SAVED_MS = 4000;

/** What a save said, and for which section ('brand', 'channel:BANK'…). */
export type SectionNotice = { section: string; tone: 'success' | 'danger'; text: string };

/**
 * The saves of one merchant's sections. Each is one call answering the whole set-up, which then replaces
 * the screen's copy (the form of that section starts again from it); a refusal shows the operator API's
 * words beside that section's form and changes nothing on screen.
 */
export function useSectionSaves(code: string) {
  const client = useQueryClient();
  const { t } = useTranslation('merchants');
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<SectionNotice | null>(null);

  // another merchant's notices are not this one's
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the merchant changes
  useEffect(() => setNotice(null), [code]);

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SAVED_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const save = useCallback(
    async (section: string, call: () => Promise<OpsMerchantSettings>): Promise<boolean> => {
      setPending(section);
      setNotice(null);
      try {
        const settings = await call();
        client.setQueryData(merchantKeys.settings(code), settings);
        setNotice({ section, tone: 'success', text: t('saved') });
        // the merchants list carries the name and the brand colours every screen's picker and previews use
        void client.invalidateQueries({ queryKey: merchantKeys.list });
        return true;
      } catch (error) {
        setNotice({ section, tone: 'danger', text: errorText(error, t) });
        return false;
      } finally {
        setPending(null);
      }
    },
    [client, code, t],
  );

  return {
    save,
    /** Saves sections of the set-up (each present replaces that section) under the notice's key. */
    patch: (section: string, body: OpsMerchantPatch) =>
      void save(section, () => opsApi.merchantSettings.update(code, body)),
    isPending: (section: string) => pending === section,
    noticeOf: (section: string) => (notice?.section === section ? notice : null),
    clear: useCallback(() => setNotice(null), []),
  };
}

export type SectionSaves = ReturnType<typeof useSectionSaves>;

/** What every tab gets: the set-up as the server has it, whether the operator may change it, the saves. */
export type SectionProps = { settings: OpsMerchantSettings; canEdit: boolean; saves: SectionSaves };

/**
 * A form's draft of one section: it starts from the server's copy and starts again whenever that copy
 * changes (a save's answer, another operator's change read again), never because another section did.
 */
export function useDraft<T>(source: T) {
  const key = JSON.stringify(source);
  const [state, setState] = useState({ key, draft: source });
  const draft = state.key === key ? state.draft : source;
  const setDraft = useCallback((next: T) => setState({ key, draft: next }), [key]);
  return { draft, setDraft, dirty: JSON.stringify(draft) !== key };
}
