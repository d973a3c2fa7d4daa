import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles } from '../../shell/page.tsx';
import styles from './content.module.css';
import { moved } from './content-model.ts';

export type Outcome = { ok: boolean; message: string };

/**
 * The changes a list makes from its rows (switch, delete, order): one at a time, each reported in a line
 * above the list, and the lists of the content screen read again after it.
 */
export function useListChange() {
  const { t } = useTranslation('content');
  const client = useQueryClient();
  const errorText = useApiErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (change: () => Promise<unknown>, done: string) => {
      setBusy(true);
      try {
        await change();
        setOutcome({ ok: true, message: done });
      } catch (error) {
        setOutcome({ ok: false, message: errorText(error) });
      } finally {
        setBusy(false);
        await client.invalidateQueries({ queryKey: ['content'] });
      }
    },
    [client, errorText],
  );

  const report = (
    <FormAlert
      tone={outcome?.ok ? 'success' : 'danger'}
      testId="bo-content-outcome"
      onDismiss={() => setOutcome(null)}
      dismissLabel={t('bo:close')}
    >
      {outcome?.message}
    </FormAlert>
  );
  return { run, busy, report, announce: setOutcome };
}

/** Moves a row a place up or down in its whole list (every page), then saves the new order. */
export async function reorder(
  allIds: () => Promise<number[]>,
  id: number,
  step: -1 | 1,
  save: (ids: number[]) => Promise<unknown>,
) {
  const ids = await allIds();
  const next = moved(ids, id, step);
  if (next.every((value, i) => value === ids[i])) return;
  await save(next);
}

/** A row's place, with the buttons that move it for an admin. */
export function OrderCell({
  place,
  first,
  last,
  canEdit,
  busy,
  onMove,
}: {
  place: number;
  first: boolean;
  last: boolean;
  canEdit: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <span className={styles.order}>
      <span className={styles.place}>{place}</span>
      {canEdit &&
        ([-1, 1] as const).map((step) => {
          const label = t(step < 0 ? 'action.up' : 'action.down');
          return (
            <button
              key={step}
              type="button"
              className={styles.move}
              aria-label={label}
              title={label}
              disabled={busy || (step < 0 ? first : last)}
              onClick={() => onMove(step)}
            >
              <Icon name={step < 0 ? 'chevronUp' : 'chevronDown'} size={16} />
            </button>
          );
        })}
    </span>
  );
}

/** A title in English with its Thai text under it (or a dash when Thai falls back to English). */
export function TitleCell({ title }: { title: { en: string; th: string } }) {
  return (
    <span className={styles.titles}>
      <strong>{title.en}</strong>
      <small lang="th">{title.th || '—'}</small>
    </span>
  );
}

/** Edit (or view) and delete, the last column of both lists. */
export function RowActions({
  canEdit,
  busy,
  onOpen,
  onDelete,
  children,
}: {
  canEdit: boolean;
  busy: boolean;
  onOpen: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <div className={pageStyles.rowActions}>
      <Button size="sm" variant="outline" onClick={onOpen} data-testid="bo-content-open">
        {canEdit ? t('action.edit') : t('action.view')}
      </Button>
      {canEdit && children}
      {canEdit && (
        <Button size="sm" variant="ghost" disabled={busy} onClick={onDelete} data-testid="bo-content-delete">
          {t('action.delete')}
        </Button>
      )}
    </div>
  );
}

type Item = { id: number; title: { en: string } };

/**
 * The dialogs of a list's rows: the editor of one (or of a new one) and the second look before deleting,
 * which then deletes through `remove` and reports it. `saved` closes the editor and says so.
 */
export function useItemDialogs<T extends Item>(
  change: ReturnType<typeof useListChange>,
  remove: (id: number) => Promise<unknown>,
) {
  const { t } = useTranslation('content');
  const client = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const saved = () => {
    setEditing(null);
    change.announce({ ok: true, message: t('editor.saved') });
    void client.invalidateQueries({ queryKey: ['content'] });
  };
  const confirm = (
    <ConfirmDialog
      open={deleting !== null}
      title={t('delete.title', { title: deleting?.title.en ?? '' })}
      body={t('delete.lead')}
      confirm={t('delete.confirm')}
      testId="bo-content-delete"
      onClose={() => setDeleting(null)}
      onConfirm={() => {
        const target = deleting;
        setDeleting(null);
        if (target) void change.run(() => remove(target.id), t('done.deleted', { title: target.title.en }));
      }}
    />
  );
  /** The button that opens the editor of a new item, for an admin. */
  const newButton = (label: string, canEdit: boolean) =>
    canEdit && (
      <Button size="sm" onClick={() => setEditing('new')} data-testid="bo-content-new">
        {label}
      </Button>
    );
  /** What an editor is given: its item (null for a new one), and how it closes. */
  const editor =
    editing === null
      ? null
      : { editing: editing === 'new' ? null : editing, onClose: () => setEditing(null), onSaved: saved };
  return { edit: setEditing, askDelete: setDeleting, confirm, newButton, editor };
}
