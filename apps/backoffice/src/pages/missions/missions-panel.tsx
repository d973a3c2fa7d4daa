import type { OpsMission } from '@portal/contracts/missions.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { Switch } from '../../shell/switch.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { MissionDialog } from './mission-dialog.tsx';
import { configOf, isMoneyKind } from './mission-model.ts';
import styles from './missions.module.css';
import { useMissionSettings, useSetSettings } from './use-missions.ts';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** The merchant's missions: what each counts and pays; administrators add, change, pause and resume them. */
export function MissionsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation('missions');
  const settings = useMissionSettings(merchant);
  const setSettings = useSetSettings(merchant);
  const [editing, setEditing] = useState<OpsMission | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const put = (saved: OpsMission) =>
    setSettings((old) => ({
      ...old,
      missions: old.missions.some((m) => m.id === saved.id)
        ? old.missions.map((m) => (m.id === saved.id ? saved : m))
        : [...old.missions, saved],
    }));
  const toggle = useMutation({
    mutationFn: (m: OpsMission) =>
      opsApi.missions.update(merchant, m.id, {
        ...configOf(m),
        status: m.status === 'active' ? 'paused' : 'active',
      }),
    onSuccess: (saved) => {
      put(saved);
      setNotice({
        tone: 'success',
        text: t(saved.status === 'paused' ? 'missions.paused' : 'missions.resumed'),
      });
    },
    onError: (error) => setNotice({ tone: 'danger', text: errorText(error, t) }),
  });
  const list = settings.data?.missions ?? [];
  const titleOf = (m: OpsMission) => m.titles[i18n.language] ?? m.titles.en ?? '';
  const targetOf = (m: OpsMission) => (isMoneyKind(m.kind) ? formatMinor(m.target) : String(m.target));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is read at render, re-read when the language changes
  const columns = useMemo<Column<OpsMission>[]>(
    () => [
      { id: 'title', header: t('col.title'), value: titleOf, cell: (m) => <strong>{titleOf(m)}</strong> },
      { id: 'period', header: t('col.period'), value: (m) => t(`period.${m.period}`) },
      {
        id: 'kind',
        header: t('col.kind'),
        value: (m) => `${t(`kind.${m.kind}`)}${m.category ? ` · ${m.category}` : ''}`,
      },
      { id: 'target', header: t('col.target'), value: (m) => m.target, cell: targetOf, align: 'end' },
      {
        id: 'reward',
        header: t('col.reward'),
        value: (m) => m.reward,
        cell: (m) => formatMinor(m.reward),
        align: 'end',
      },
      {
        id: 'turnover',
        header: t('col.turnover'),
        value: (m) => m.turnoverMultiplier,
        cell: (m) => `${m.turnoverMultiplier}×`,
        align: 'end',
      },
      { id: 'points', header: t('col.points'), value: (m) => m.points, align: 'end' },
      {
        id: 'status',
        header: t('col.status'),
        value: (m) => t(`status.${m.status}`),
        cell: (m) => (
          <span className={styles.statusCell}>
            <Switch
              checked={m.status === 'active'}
              label={t('missions.activeLabel', { title: titleOf(m) })}
              disabled={!canEdit}
              busy={toggle.isPending && toggle.variables?.id === m.id}
              onChange={() => toggle.mutate(m)}
              testId={`bo-mission-active-${m.id}`}
            />
            {t(`status.${m.status}`)}
          </span>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (m: OpsMission) => (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(m)}
                  data-testid={`bo-mission-edit-${m.id}`}
                >
                  {t('missions.edit')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, canEdit, i18n.language, toggle.isPending, toggle.variables],
  );

  return (
    <div className={pageStyles.stack}>
      {settings.error && <FormAlert>{errorText(settings.error, t)}</FormAlert>}
      <div className={styles.panelHead}>
        <h2 className={pageStyles.subhead}>{t('missions.title')}</h2>
        {canEdit && (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="bo-mission-add">
            {t('missions.add')}
          </Button>
        )}
      </div>
      <p className={pageStyles.muted}>{t('missions.lead')}</p>
      <FormAlert
        tone={notice?.tone ?? 'success'}
        testId="bo-missions-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice?.text}
      </FormAlert>
      <DataTable
        rows={list}
        columns={columns}
        rowId={(m) => String(m.id)}
        loading={settings.isFetching}
        testId="bo-missions"
        empty={t('missions.none')}
        exportRows={async () => list}
        exportName={`missions-${merchant}`}
      />
      {editing && (
        <MissionDialog
          merchant={merchant}
          mission={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, isNew) => {
            put(saved);
            setNotice({
              tone: 'success',
              text: t(isNew ? 'missions.added' : 'missions.saved', { title: titleOf(saved) }),
            });
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
