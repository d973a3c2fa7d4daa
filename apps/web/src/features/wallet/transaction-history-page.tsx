import { QUICK_RANGES_DAYS, RECORD_FAMILIES, type RecordFamily } from '@portal/contracts/wallet';
import type { TransactionQuery } from '@portal/contracts/wallet.schema';
import centre from '@portal/ui/centre-page.module.css';
import chip from '@portal/ui/chip.module.css';
import { type DayRange, lastDays, rangeInstants } from '@portal/ui/date-range.ts';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import fields from '@portal/ui/form-fields.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useRecords } from './api/records.ts';
import { RecordsTable } from './components/records-table.tsx';
import styles from './transaction-history-page.module.css';

export const RECORDS_PAGE_SIZE = 10;

type Period = { kind: 'quick'; days: number } | { kind: 'custom'; range: DayRange };

function isFamily(value: string): value is RecordFamily {
  return (RECORD_FAMILIES as readonly string[]).includes(value);
}

/** The member centre's transactionHistory page: every movement of the account, filtered and paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const id = useId();
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const [family, setFamily] = useState<RecordFamily | ''>('');
  const [period, setPeriod] = useState<Period>({ kind: 'quick', days: QUICK_RANGES_DAYS[0] });
  const [custom, setCustom] = useState<DayRange>(() => lastDays(QUICK_RANGES_DAYS[0]));
  const [pageNum, setPageNum] = useState(1);

  const range = period.kind === 'quick' ? lastDays(period.days) : period.range;
  const instants = rangeInstants(range);
  const query: TransactionQuery = {
    ...(family ? { type: family } : {}),
    ...(instants ?? {}),
    pageNum,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const records = useRecords(query, Boolean(instants));

  const chooseFamily = (value: string) => {
    setFamily(isFamily(value) ? value : '');
    setPageNum(1);
  };
  const chooseDays = (days: number) => {
    setPeriod({ kind: 'quick', days });
    setCustom(lastDays(days));
    setPageNum(1);
  };
  const editCustom = (next: DayRange) => {
    setCustom(next);
    setPeriod({ kind: 'custom', range: next });
    setPageNum(1);
  };
  const customInvalid = period.kind === 'custom' && !instants;
  const today = lastDays(1).to;

  let content: ReactNode;
  if (customInvalid) {
    content = (
      <p className={styles.rangeError} role="alert">
        {t('records.badRange')}
      </p>
    );
  } else if (records.isPending) {
    content = (
      <div className={centre.loading} aria-busy="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={52} radius={12} />
        ))}
      </div>
    );
  } else if (records.isError) {
    content = (
      <LoadFailed error={records.error} onRetry={() => void records.refetch()} testId="records-failed" />
    );
  } else if (records.data.content.length === 0) {
    content = (
      <EmptyState
        icon="receipt"
        title={t('records.emptyTitle')}
        hint={t('records.emptyHint')}
        testId="records-empty"
      />
    );
  } else {
    const page = records.data;
    content = (
      <>
        <RecordsTable records={page.content} symbol={symbol} busy={records.isPlaceholderData} />
        <div className={styles.foot}>
          <p className={styles.total} data-testid="records-total">
            {t('records.total', { count: page.total })}
          </p>
          <Pager
            page={page.pageNum}
            totalPages={page.totalPages}
            onPage={setPageNum}
            testId="records-pager"
          />
        </div>
      </>
    );
  }

  return (
    <div className={centre.page} data-testid="transaction-history-page">
      <Section icon="receipt" title={t('records.title')} lead={t('records.lead')}>
        <div className={styles.filters}>
          <div className={styles.filter}>
            <p className={styles.filterLabel}>{t('records.type')}</p>
            <div className={styles.typeChips}>
              <FilterChips
                label={t('records.type')}
                options={RECORD_FAMILIES.map((value) => ({ value, label: t(`families.${value}`) }))}
                value={family}
                allLabel={t('records.allTypes')}
                onChange={chooseFamily}
                testId="records-types"
                chipTestId={(value) => `records-type-${value || 'all'}`}
              />
            </div>
          </div>
          <div className={styles.filter}>
            <p className={styles.filterLabel}>{t('records.period')}</p>
            <div className={styles.periodRow}>
              <div className={chip.row} role="radiogroup" aria-label={t('records.period')}>
                {QUICK_RANGES_DAYS.map((days) => {
                  const on = period.kind === 'quick' && period.days === days;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
                    <button
                      key={days}
                      type="button"
                      role="radio"
                      aria-checked={on}
                      className={on ? `${chip.chip} ${chip.selected}` : chip.chip}
                      data-testid={`records-range-${days}`}
                      onClick={() => chooseDays(days)}
                    >
                      {t('records.lastDays', { count: days })}
                    </button>
                  );
                })}
                {/* biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group */}
                <button
                  type="button"
                  role="radio"
                  aria-checked={period.kind === 'custom'}
                  className={period.kind === 'custom' ? `${chip.chip} ${chip.selected}` : chip.chip}
                  data-testid="records-range-custom"
                  onClick={() => editCustom(custom)}
                >
                  <Icon name="calendar" size={16} />
                  {t('records.custom')}
                </button>
              </div>
              {period.kind === 'custom' ? (
                <div className={styles.dates}>
                  <label className={styles.date} htmlFor={`${id}-from`}>
                    <span className={fields.label}>{t('records.from')}</span>
                    <input
                      id={`${id}-from`}
                      type="date"
                      className={fields.input}
                      value={custom.from}
                      max={today}
                      data-testid="records-from"
                      onChange={(event) => editCustom({ ...custom, from: event.target.value })}
                    />
                  </label>
                  <label className={styles.date} htmlFor={`${id}-to`}>
                    <span className={fields.label}>{t('records.to')}</span>
                    <input
                      id={`${id}-to`}
                      type="date"
                      className={fields.input}
                      value={custom.to}
                      max={today}
                      data-testid="records-to"
                      onChange={(event) => editCustom({ ...custom, to: event.target.value })}
                    />
                  </label>
                </div>
              ) : null}
            </div>
          </div>
        </div>
        {content}
      </Section>
    </div>
  );
}
