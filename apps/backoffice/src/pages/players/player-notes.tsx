import { PLAYER_NOTE_MAX } from '@portal/contracts/operators';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Pager } from '@portal/ui/pager.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { pageStyles } from '../../shell/page.tsx';
import { NoteField } from '../decisions.tsx';
import styles from './players.module.css';

/** Operators' notes on the player, newest first, and (finance and up) a form to add one. */
export function PlayerNotes({ playerId, canWrite }: { playerId: number; canWrite: boolean }) {
  const { t } = useTranslation('players');
  const client = useQueryClient();
  const key = `player-notes-${playerId}`;
  const list = useList(key, (query) => opsApi.players.notes(playerId, query), {}, 10);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await opsApi.players.addNote(playerId, text.trim());
      setText('');
      list.setPage(1);
      await client.invalidateQueries({ queryKey: [key] });
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  const notes = list.query.data?.content ?? [];
  return (
    <div>
      {canWrite && (
        <form className={styles.noteForm} onSubmit={submit}>
          <FormAlert>{error}</FormAlert>
          <NoteField
            label={t('notes.new')}
            value={text}
            onChange={setText}
            maxLength={PLAYER_NOTE_MAX}
            rows={3}
            hint={t('notes.hint', { left: PLAYER_NOTE_MAX - text.length })}
            testId="bo-note-text"
          />
          <Button type="submit" size="sm" disabled={busy || !text.trim()} data-testid="bo-note-add">
            {t('notes.add')}
          </Button>
        </form>
      )}
      {notes.length === 0 ? (
        <p className={pageStyles.muted}>{list.query.isFetching ? t('bo:table.loading') : t('empty.notes')}</p>
      ) : (
        <ol className={styles.notes} data-testid="bo-player-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <header>
                <strong>{note.author}</strong>
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </header>
              <p>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={list.page}
        totalPages={list.query.data?.totalPages ?? 0}
        onPage={list.setPage}
        testId="bo-player-notes-pager"
      />
    </div>
  );
}
