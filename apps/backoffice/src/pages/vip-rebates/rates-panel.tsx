import { REBATE_CATEGORIES } from '@portal/contracts/rebates';
import type { OpsRates } from '@portal/contracts/rebates.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { pageStyles } from '../../shell/page.tsx';
import { useSaves } from '../../shell/use-saves.ts';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { actionsColumn } from './actions-column.tsx';
import { LevelRatesForm } from './level-rates-form.tsx';
import { percentText } from './rates-model.ts';
import { RebateSettingsForm } from './rebate-settings-form.tsx';
import { levelName, useRebateRates, useSetAnswers, useVipLevels } from './use-vip-rebates.ts';
import styles from './vip-rebates.module.css';

type LevelRates = OpsRates['levels'][number];

/**
 * The merchant's rebates: how they are paid (daily at an hour, claimed once a period, or both), every
 * level's rate per category at a glance, and one level's rates to change (administrators).
 */
export function RatesPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation('vip');
  const rates = useRebateRates(merchant);
  const levels = useVipLevels(merchant);
  const answers = useSetAnswers(merchant);
  const saves = useSaves(merchant, answers.rates, t('saved'));
  const [level, setLevel] = useState(0);
  const form = useRef<HTMLDivElement>(null);
  const levelText = (n: number) =>
    n === 0
      ? t('rates.levelZero')
      : `${n} · ${levelName(levels.data?.levels, n, i18n.language, (l) => t('levelN', { level: l }))}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the level names are read at render, re-read when these change
  const columns = useMemo<Column<LevelRates>[]>(
    () => [
      { id: 'level', header: t('rates.col.level'), value: (r) => levelText(r.level) },
      ...REBATE_CATEGORIES.map(
        (category): Column<LevelRates> => ({
          id: category,
          header: t(`category.${category}`, { ns: 'catalogue' }),
          value: (r) => r.rates.find((x) => x.category === category)?.rate ?? 0,
          cell: (r) => `${percentText(r.rates.find((x) => x.category === category)?.rate ?? 0)} %`,
          align: 'end',
        }),
      ),
      ...actionsColumn(canEdit, t('levels.col.actions'), (r: LevelRates) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setLevel(r.level);
            form.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
          data-testid={`bo-rebate-edit-${r.level}`}
        >
          {t('levels.edit')}
        </Button>
      )),
    ],
    [t, canEdit, levels.data, i18n.language],
  );

  if (rates.error) return <FormAlert testId="bo-rebate-rates-error">{errorText(rates.error, t)}</FormAlert>;
  if (!rates.data) return <p className={pageStyles.muted}>{t('bo:table.loading')}</p>;
  const save = (section: string, call: () => Promise<OpsRates>) => void saves.save(section, call);
  return (
    <div className={pageStyles.stack}>
      <RebateSettingsForm
        key={merchant}
        merchant={merchant}
        rates={rates.data}
        canEdit={canEdit}
        saves={saves}
        save={save}
      />
      <div className={styles.panelHead}>
        <h2 className={pageStyles.subhead}>{t('rates.tableTitle')}</h2>
      </div>
      <p className={pageStyles.muted}>{t('rates.tableLead')}</p>
      <DataTable
        rows={rates.data.levels}
        columns={columns}
        rowId={(r) => String(r.level)}
        loading={rates.isFetching}
        testId="bo-rebate-rates"
        empty={t('rates.none')}
        exportRows={async () => rates.data?.levels ?? []}
        exportName={`rebate-rates-${merchant}`}
      />
      {canEdit && (
        <div ref={form}>
          <LevelRatesForm
            merchant={merchant}
            rates={rates.data}
            level={level}
            onLevel={setLevel}
            levelText={levelText}
            canEdit={canEdit}
            saves={saves}
            save={save}
          />
        </div>
      )}
    </div>
  );
}
