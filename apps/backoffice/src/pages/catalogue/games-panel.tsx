import { OPS_GAME_FLAGS } from '@portal/contracts/operators';
import type { OpsGame, OpsVendor } from '@portal/contracts/ops-catalogue.schema';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { pageStyles } from '../../shell/page.tsx';
import { Switch } from '../../shell/switch.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import styles from './catalogue.module.css';
import { gameState, StatePill, Thumb } from './catalogue-state.tsx';
import { type CatalogueChanges, catalogueKeys } from './use-catalogue.ts';

type GameFilter = { search: string; vendor: string; category: string; flag: string };

/** The switches of a game, in the table's order; maintenance is the one whose "on" closes it. */
const SWITCHES = ['enabled', 'maintenance', 'freeTrial', 'hot', 'isNew'] as const;
type GameSwitch = (typeof SWITCHES)[number];

/** The value settles for a moment before it is asked for: one call per pause in typing, not per key. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A filter's choice: "any" first, then each option as [value, text]. */
function FilterSelect(props: {
  label: string;
  value: string;
  any: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      variant="compact"
      testId={props.testId}
    >
      <option value="">{props.any}</option>
      {props.options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** The games of the merchant: search, vendor, category and flag filters, a switch per flag and row. */
export function GamesPanel({
  merchant,
  vendors,
  canChange,
  changes,
}: {
  merchant: string;
  vendors: OpsVendor[];
  canChange: boolean;
  changes: CatalogueChanges;
}) {
  const { t } = useTranslation('catalogue');
  const [filter, setFilter] = useState<GameFilter>({ search: '', vendor: '', category: '', flag: '' });
  const search = useSettled(filter.search.trim());
  const list = useList(catalogueKeys.games, opsApi.catalogue.games, {
    merchant,
    search: search || undefined,
    vendor: filter.vendor || undefined,
    category: filter.category || undefined,
    flag: filter.flag || undefined,
  });
  const set = (patch: Partial<GameFilter>) => setFilter({ ...filter, ...patch });
  const vendorCodes = [...new Map(vendors.map((v) => [v.code, v.displayName])).entries()];
  const categories = [...new Set(vendors.map((v) => v.category))];

  const columns = useMemo<Column<OpsGame>[]>(() => {
    const switchColumn = (name: GameSwitch): Column<OpsGame> => ({
      id: name,
      header: t(`col.${name}`),
      value: (g) => (g[name] ? 1 : 0),
      cell: (g) => (
        <span className={styles.switchCell}>
          <Switch
            checked={g[name]}
            label={t('switch.label', { switch: t(`switch.${name}`), name: g.name })}
            disabled={!canChange}
            busy={changes.isPending(`game:${g.id}:${name}`)}
            tone={name === 'maintenance' ? 'warn' : 'ok'}
            onChange={(next) => void changes.setGame(g, { [name]: next })}
            testId={`bo-game-${name}`}
          />
          {name === 'hot' && g.hotRank !== null && <span className={styles.rank}>#{g.hotRank}</span>}
        </span>
      ),
    });
    return [
      {
        id: 'game',
        header: t('col.game'),
        value: (g) => g.name,
        cell: (g) => (
          <span className={styles.gameCell}>
            <Thumb src={g.iconUrl} />
            <span className={styles.gameText}>
              <strong>{g.name}</strong>
              <span>{g.code}</span>
            </span>
          </span>
        ),
      },
      { id: 'vendor', header: t('col.vendor'), value: (g) => g.vendorName },
      {
        id: 'category',
        header: t('col.category'),
        value: (g) => g.category,
        cell: (g) => t(`category.${g.category}`, { defaultValue: g.category }),
        hidden: true,
      },
      {
        id: 'status',
        header: t('col.status'),
        value: (g) => gameState(g),
        cell: (g) => <StatePill state={gameState(g)} />,
      },
      ...SWITCHES.map(switchColumn),
    ];
  }, [t, canChange, changes]);

  const page = list.query.data;
  return (
    <div className={pageStyles.stack}>
      <div className={pageStyles.filters}>
        <TextField
          label={t('games.search')}
          enterKeyHint="search"
          value={filter.search}
          placeholder={t('games.searchPlaceholder')}
          onChange={(e) => set({ search: e.target.value })}
          maxLength={60}
          variant="compact"
          testId="bo-game-search"
        />
        <FilterSelect
          label={t('games.vendor')}
          value={filter.vendor}
          any={t('games.anyVendor')}
          options={vendorCodes}
          onChange={(vendor) => set({ vendor })}
          testId="bo-game-vendor"
        />
        <FilterSelect
          label={t('games.category')}
          value={filter.category}
          any={t('games.anyCategory')}
          options={categories.map((c) => [c, t(`category.${c}`, { defaultValue: c })])}
          onChange={(category) => set({ category })}
          testId="bo-game-category"
        />
        <FilterSelect
          label={t('games.flag')}
          value={filter.flag}
          any={t('games.anyFlag')}
          options={OPS_GAME_FLAGS.map((flag) => [flag, t(`games.flags.${flag}`)])}
          onChange={(flag) => set({ flag })}
          testId="bo-game-flag"
        />
      </div>
      <DataTable
        rows={page?.content ?? []}
        columns={columns}
        rowId={(g) => String(g.id)}
        loading={list.query.isFetching}
        testId="bo-games"
        empty={t('games.empty')}
        exportRows={list.exportRows}
        exportName={`catalogue-${merchant}`}
        toolbar={
          page && (
            <span className={pageStyles.muted} data-testid="bo-games-count">
              {t('games.count', { count: page.total })}
            </span>
          )
        }
      />
      <Pager
        page={list.page}
        totalPages={page?.totalPages ?? 0}
        onPage={list.setPage}
        testId="bo-games-pager"
      />
    </div>
  );
}
