import type { OpsPlayerSummary, OpsPlayerTeam } from '@portal/contracts/operators-players.schema';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatInteger } from '@portal/ui/format.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import styles from './agents.module.css';
import { agentKeys, useAgentChoices, useTeam } from './use-agents.ts';

/**
 * A member found by username: its upline path from the top of the tree, its team, and (administrators)
 * a move under another agent of the merchant with everything below it.
 */
export function TreePanel({
  merchant,
  canEdit,
  member,
  onMember,
}: {
  merchant: string;
  canEdit: boolean;
  member: number | null;
  onMember: (id: number | null) => void;
}) {
  const { t } = useTranslation('agents');
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<OpsPlayerSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const team = useTeam(merchant, member);

  async function find(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setProblem(null);
    try {
      const page = await opsApi.players.search({ merchant, q, by: 'username', limit: 10 });
      const exact = page.items.find((p) => p.username.toLowerCase() === q.toLowerCase());
      if (exact) {
        setMatches(null);
        onMember(exact.id);
      } else {
        setMatches(page.items);
      }
    } catch (error) {
      setProblem(errorText(error, t));
    }
  }

  return (
    <div className={pageStyles.stack}>
      <form className={styles.findRow} onSubmit={(e) => void find(e)} data-testid="bo-agents-find">
        <TextField
          label={t('tree.username')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          variant="compact"
          autoComplete="off"
          testId="bo-agents-username"
        />
        <Button type="submit" variant="outline" data-testid="bo-agents-find-submit">
          {t('tree.find')}
        </Button>
      </form>
      <FormAlert testId="bo-agents-find-problem">{problem}</FormAlert>
      {matches && (
        <div className={styles.card} data-testid="bo-agents-matches">
          {matches.length === 0 ? (
            <p className={pageStyles.muted}>{t('tree.noMatch')}</p>
          ) : (
            <>
              <p className={pageStyles.muted}>{t('tree.matches')}</p>
              <ul className={styles.choices}>
                {matches.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className={pageStyles.link}
                      onClick={() => {
                        setMatches(null);
                        onMember(m.id);
                      }}
                    >
                      {m.username}
                    </button>{' '}
                    <small className={pageStyles.muted}>{t(`kind.${m.kind}`)}</small>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {team.error && <FormAlert testId="bo-agents-team-error">{errorText(team.error, t)}</FormAlert>}
      {team.data && <MemberCard key={team.data.id} merchant={merchant} team={team.data} canEdit={canEdit} />}
    </div>
  );
}

/** The path from the top of the tree down to the member, its team, and the move. */
function MemberCard({
  merchant,
  team,
  canEdit,
}: {
  merchant: string;
  team: OpsPlayerTeam;
  canEdit: boolean;
}) {
  const { t } = useTranslation('agents');
  const path = [...team.upline].reverse();
  return (
    <article className={styles.card} data-testid="bo-agents-member">
      <header className={styles.cardHead}>
        <h2>{team.username}</h2>
        <StatusPill status={team.status === 'active' ? 'live' : 'ended'} label={t(`kind.${team.kind}`)} />
      </header>
      <nav aria-label={t('tree.path')}>
        <ol className={styles.path} data-testid="bo-agents-path">
          {path.length === 0 && <li className={pageStyles.muted}>{t('tree.top')}</li>}
          {path.map((u) => (
            <li key={u.id}>{u.username}</li>
          ))}
          <li aria-current="true">
            <strong>{team.username}</strong>
          </li>
        </ol>
      </nav>
      <dl className={styles.facts}>
        <div>
          <dt>{t('tree.teamSize')}</dt>
          <dd data-testid="bo-agents-team-size">{formatInteger(team.teamSize)}</dd>
        </div>
        <div>
          <dt>{t('tree.direct')}</dt>
          <dd>{formatInteger(team.directMembers)}</dd>
        </div>
      </dl>
      {canEdit && <MoveForm merchant={merchant} team={team} />}
    </article>
  );
}

/** "Move under another agent": a search of the merchant's agents, a confirm naming what moves, the answer. */
function MoveForm({ merchant, team }: { merchant: string; team: OpsPlayerTeam }) {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [parent, setParent] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const choices = useAgentChoices(merchant, text, parent === null && text.trim() !== '');
  const current = team.upline[0]?.username;

  async function move() {
    if (!parent || sending) return;
    setSending(true);
    setNotice(null);
    try {
      const result = await opsApi.tree.move(team.id, parent);
      setNotice({
        tone: 'success',
        text: result.moved ? t('move.done', { member: team.username, parent }) : t('move.same', { parent }),
      });
      setParent(null);
      setText('');
      await client.invalidateQueries({ queryKey: agentKeys.all(merchant) });
    } catch (error) {
      setNotice({ tone: 'danger', text: errorText(error, t) });
    } finally {
      setSending(false);
      setAsking(false);
    }
  }

  return (
    <section className={styles.move} data-testid="bo-agents-move">
      <h3>{t('move.title')}</h3>
      <p className={pageStyles.muted}>{t('move.lead', { count: team.teamSize })}</p>
      <div className={styles.findRow}>
        <TextField
          label={t('move.parent')}
          value={parent ?? text}
          onChange={(e) => {
            setParent(null);
            setText(e.target.value);
          }}
          placeholder={t('move.parentHint')}
          variant="compact"
          autoComplete="off"
          testId="bo-agents-parent"
        />
        <Button
          disabled={parent === null || sending}
          onClick={() => setAsking(true)}
          data-testid="bo-agents-move-submit"
        >
          {t('move.submit')}
        </Button>
      </div>
      {parent === null && text.trim() !== '' && (
        <ul className={styles.choices} data-testid="bo-agents-choices">
          {(choices.data ?? []).map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className={pageStyles.link}
                onClick={() => setParent(a.username)}
                data-testid={`bo-agents-choice-${a.username}`}
              >
                {a.username}
              </button>{' '}
              <small className={pageStyles.muted}>
                {a.nickname ? `${a.nickname} · ` : ''}
                {t('move.teamOf', { count: a.teamSize })}
                {a.username === current ? ` · ${t('move.current')}` : ''}
              </small>
            </li>
          ))}
          {choices.data?.length === 0 && <li className={pageStyles.muted}>{t('move.noAgent')}</li>}
        </ul>
      )}
      <FormAlert tone={notice?.tone ?? 'success'} testId="bo-agents-move-notice">
        {notice?.text}
      </FormAlert>
      <ConfirmDialog
        open={asking}
        title={t('move.confirmTitle')}
        body={t('move.confirmBody', { member: team.username, count: team.teamSize, parent: parent ?? '' })}
        confirm={sending ? t('move.sending') : t('move.confirm')}
        confirmDisabled={sending}
        onClose={() => setAsking(false)}
        onConfirm={() => void move()}
        testId="bo-agents-move-confirm"
      />
    </section>
  );
}
