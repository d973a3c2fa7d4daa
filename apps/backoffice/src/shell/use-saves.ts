import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';

/** A saved section's word stays this long; a refusal stays until the next try. */
const SAVED_MS = 4000;

/** What a save said, and for which section ('brand', 'channel:BANK', 'schedule'…). */
export type SectionNotice = { section: string; tone: 'success' | 'danger'; text: string };

/**
 * The saves of a screen's sections, one at a time: which one is on its way, and what the last one said
 * beside its form (the saved word, or the operator API's words for a refusal). `scope` is what the
 * sections belong to (a merchant, a game): another scope's notices are not this one's. `describe` words
 * a refusal (errorText unless a screen adds the server's detail).
 */
export function useSaves<T>(
  scope: string,
  onSaved: (value: T) => void,
  savedText: string,
  describe?: (error: unknown) => string,
) {
  const { t } = useTranslation();
  // the latest callbacks, read when a save ends: the save itself keeps one identity
  const callbacks = { onSaved, savedText, describe: describe ?? ((error: unknown) => errorText(error, t)) };
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<SectionNotice | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the scope changes
  useEffect(() => setNotice(null), [scope]);

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SAVED_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const save = useCallback(async (section: string, call: () => Promise<T>): Promise<boolean> => {
    setPending(section);
    setNotice(null);
    try {
      const value = await call();
      latest.current.onSaved(value);
      setNotice({ section, tone: 'success', text: latest.current.savedText });
      return true;
    } catch (error) {
      setNotice({ section, tone: 'danger', text: latest.current.describe(error) });
      return false;
    } finally {
      setPending(null);
    }
  }, []);

  return {
    save,
    isPending: (section: string) => pending === section,
    noticeOf: (section: string) => (notice?.section === section ? notice : null),
    clear: useCallback(() => setNotice(null), []),
  };
}

/** What a section's form reads of the saves: whether its save is on its way, and its notice. */
export type SaveState = Pick<ReturnType<typeof useSaves>, 'isPending' | 'noticeOf'>;

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
