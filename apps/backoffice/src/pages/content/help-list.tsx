import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsHelpSection } from '@portal/contracts/operators-content.schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { HelpEditor } from './help-editor.tsx';
import { OrderCell, RowActions, reorder, TitleCell, useItemDialogs, useListChange } from './list-parts.tsx';

/** The help centre's sections of a merchant, in the order the portal's /help lists them. */
export function HelpList({ merchant, canEdit }: { merchant: OpsMerchant; canEdit: boolean }) {
  const { t } = useTranslation('content');
  const sections = useQuery({
    queryKey: ['content', 'help', merchant.code],
    queryFn: () => opsApi.helpSections(merchant.code),
  });
  const change = useListChange();
  const dialogs = useItemDialogs<OpsHelpSection>(change, opsApi.deleteHelpSection);
  const rows = sections.data ?? [];

  const columns = useMemo<Column<OpsHelpSection>[]>(
    () => [
      {
        id: 'order',
        header: t('col.order'),
        value: (s) => s.sort,
        cell: (s) => {
          const place = rows.indexOf(s) + 1;
          return (
            <OrderCell
              place={place}
              first={place === 1}
              last={place === rows.length}
              canEdit={canEdit}
              busy={change.busy}
              onMove={(step) =>
                void change.run(
                  () =>
                    reorder(
                      async () => rows.map((r) => r.id),
                      s.id,
                      step,
                      (ids) => opsApi.orderHelpSections(merchant.code, ids),
                    ),
                  t('done.ordered'),
                )
              }
            />
          );
        },
      },
      { id: 'anchor', header: t('col.anchor'), value: (s) => `#${s.anchor}` },
      {
        id: 'title',
        header: t('col.title'),
        value: (s) => s.title.en,
        cell: (s) => <TitleCell title={s.title} />,
      },
      {
        id: 'actions',
        header: '',
        display: true,
        value: () => null,
        cell: (s) => (
          <RowActions
            canEdit={canEdit}
            busy={change.busy}
            onOpen={() => dialogs.edit(s)}
            onDelete={() => dialogs.askDelete(s)}
          />
        ),
      },
    ],
    [t, rows, canEdit, change.busy, change.run, merchant.code, dialogs.edit, dialogs.askDelete],
  );

  return (
    <div className={pageStyles.stack}>
      {change.report}
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(s) => String(s.id)}
        loading={sections.isFetching}
        testId="bo-content"
        empty={t('empty')}
        exportRows={async () => rows}
        exportName={`help-${merchant.code}`}
        toolbar={dialogs.newButton(t('new.help'), canEdit)}
      />
      {dialogs.editor && <HelpEditor {...dialogs.editor} merchant={merchant} canEdit={canEdit} />}
      {dialogs.confirm}
    </div>
  );
}
