import type { BannerGroup } from '@portal/contracts/content';
import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsAnnouncement } from '@portal/contracts/operators-content.schema';
import { Button } from '@portal/ui/button.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import { AnnouncementEditor } from './announcement-editor.tsx';
import styles from './content.module.css';
import { OrderCell, RowActions, reorder, TitleCell, useItemDialogs, useListChange } from './list-parts.tsx';

type AnnouncementType = OpsAnnouncement['type'];

/** Every id of a list, first to last, over all its pages. */
async function idsOf(query: { merchant: string; type: AnnouncementType; group?: BannerGroup }) {
  const ids: number[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await opsApi.announcements({ ...query, pageNum, pageSize: 100 });
    ids.push(...page.content.map((a) => a.id));
    if (pageNum >= page.totalPages) return ids;
  }
}

/** A merchant's announcements of one type (banners of one group): the portal's order, state and period. */
export function AnnouncementList({
  merchant,
  type,
  group,
  canEdit,
}: {
  merchant: OpsMerchant;
  type: AnnouncementType;
  group: BannerGroup;
  canEdit: boolean;
}) {
  const { t } = useTranslation('content');
  const query = useMemo(
    () => ({ merchant: merchant.code, type, ...(type === 'B' ? { group } : {}) }),
    [merchant.code, type, group],
  );
  const list = useList('content', opsApi.announcements, query);
  const change = useListChange();
  const dialogs = useItemDialogs<OpsAnnouncement>(change, opsApi.deleteAnnouncement);
  const page = list.query.data;
  const rows = page?.content ?? [];
  const total = page?.total ?? 0;
  const offset = (list.page - 1) * (page?.pageSize ?? 0);

  const columns = useMemo<Column<OpsAnnouncement>[]>(() => {
    const move = (row: OpsAnnouncement, step: -1 | 1) =>
      change.run(
        () =>
          reorder(
            () => idsOf(query),
            row.id,
            step,
            (ids) => opsApi.orderAnnouncements({ ...query, ids }),
          ),
        t('done.ordered'),
      );
    return [
      {
        id: 'order',
        header: t('col.order'),
        value: (a) => a.sort,
        cell: (a) => {
          const place = offset + rows.indexOf(a) + 1;
          return (
            <OrderCell
              place={place}
              first={place === 1}
              last={place === total}
              canEdit={canEdit}
              busy={change.busy}
              onMove={(step) => void move(a, step)}
            />
          );
        },
      },
      ...(type === 'B' || type === 'PR' || type === 'PU'
        ? [
            {
              id: 'picture',
              header: t('col.picture'),
              display: true,
              value: (a: OpsAnnouncement) => a.imageUrl,
              cell: (a: OpsAnnouncement) =>
                a.imageUrl ? (
                  <img className={styles.rowThumb} src={a.imageUrl} alt="" loading="lazy" />
                ) : null,
            },
          ]
        : []),
      {
        id: 'title',
        header: t('col.title'),
        value: (a) => a.title.en,
        cell: (a) => <TitleCell title={a.title} />,
      },
      {
        id: 'state',
        header: t('col.state'),
        value: (a) => a.state,
        cell: (a) => <StatusPill status={a.state} label={t(`state.${a.state}`)} />,
      },
      {
        id: 'period',
        header: t('col.period'),
        value: (a) => a.startAt,
        cell: (a) => (
          <span className={styles.period}>
            <span>{formatDateTime(a.startAt)}</span>
            <span>{a.endAt ? `→ ${formatDateTime(a.endAt)}` : t('period.open')}</span>
          </span>
        ),
      },
      ...(type === 'PU'
        ? [
            {
              id: 'audience',
              header: t('col.audience'),
              value: (a: OpsAnnouncement) => t(`execution.${a.execution}`),
            },
          ]
        : []),
      {
        id: 'link',
        header: t('col.link'),
        value: (a) =>
          a.linkageType === 'NONE' ? t('linkage.NONE') : `${t(`linkage.${a.linkageType}`)}: ${a.url ?? ''}`,
        cell: (a) => (
          <span className={styles.link} title={a.url ?? undefined}>
            {a.linkageType === 'NONE' ? t('linkage.NONE') : (a.url ?? '')}
          </span>
        ),
        hidden: type !== 'B' && type !== 'PR',
      },
      {
        id: 'actions',
        header: '',
        display: true,
        value: () => null,
        cell: (a) => (
          <RowActions
            canEdit={canEdit}
            busy={change.busy}
            onOpen={() => dialogs.edit(a)}
            onDelete={() => dialogs.askDelete(a)}
          >
            <Button
              size="sm"
              variant="ghost"
              disabled={change.busy}
              data-testid="bo-content-switch"
              onClick={() =>
                void change.run(
                  () => opsApi.switchAnnouncement(a.id, !a.enabled),
                  t(a.enabled ? 'done.disabled' : 'done.enabled', { title: a.title.en }),
                )
              }
            >
              {a.enabled ? t('action.disable') : t('action.enable')}
            </Button>
          </RowActions>
        ),
      },
    ];
  }, [
    t,
    type,
    query,
    canEdit,
    change.busy,
    change.run,
    rows,
    offset,
    total,
    dialogs.edit,
    dialogs.askDelete,
  ]);

  return (
    <div className={pageStyles.stack}>
      {change.report}
      <PagedTable
        list={list}
        columns={columns}
        rowId={(a) => String(a.id)}
        testId="bo-content"
        empty={t('empty')}
        exportName={`content-${merchant.code}-${type}`}
        toolbar={dialogs.newButton(t(`new.${type}`), canEdit)}
      />
      {dialogs.editor && (
        <AnnouncementEditor
          {...dialogs.editor}
          type={type}
          group={group}
          merchant={merchant}
          canEdit={canEdit}
        />
      )}
      {dialogs.confirm}
    </div>
  );
}
