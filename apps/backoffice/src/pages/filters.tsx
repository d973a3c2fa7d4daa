import { SelectField, TextField } from '@portal/ui/field.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ListQuery, opsApi } from '../api/ops.ts';
import { useSession } from '../session/session-store.ts';
import { pageStyles } from '../shell/page.tsx';

export type OrderFilter = { status: string; merchant: string; from: string; to: string };

/** A queue's first filter: the status the address names (?status=, from the dashboard), else pending. */
export function initialFilter(params: URLSearchParams, statuses: readonly string[]): OrderFilter {
  const asked = params.get('status') ?? '';
  return {
    status: statuses.includes(asked) ? asked : 'pending',
    merchant: params.get('merchant') ?? '',
    from: '',
    to: '',
  };
}

/** The API's query of a filter: local days as instants, empty fields left out. */
export function queryOf(filter: OrderFilter): ListQuery {
  const day = (text: string, end: boolean) =>
    text ? new Date(`${text}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;
  return {
    status: filter.status || undefined,
    merchant: filter.merchant.trim() || undefined,
    start: day(filter.from, false),
    end: day(filter.to, true),
  };
}

/** Status, merchant (for operators of every merchant) and a period of local days. */
export function OrderFilters({
  filter,
  statuses,
  onChange,
}: {
  filter: OrderFilter;
  statuses: readonly string[];
  onChange: (filter: OrderFilter) => void;
}) {
  const { t } = useTranslation();
  const everyMerchant = useSession((s) => s.operator?.merchant === null);
  const set = (patch: Partial<OrderFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className={pageStyles.filters}>
      <SelectField
        label={t('filter.status')}
        value={filter.status}
        onChange={(e) => set({ status: e.target.value })}
        variant="compact"
        testId="bo-filter-status"
      >
        <option value="">{t('filter.any')}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      {everyMerchant && (
        <TextField
          label={t('filter.merchant')}
          value={filter.merchant}
          placeholder={t('filter.every')}
          onChange={(e) => set({ merchant: e.target.value })}
          variant="compact"
          testId="bo-filter-merchant"
        />
      )}
      <TextField
        label={t('filter.from')}
        type="date"
        value={filter.from}
        onChange={(e) => set({ from: e.target.value })}
        variant="compact"
      />
      <TextField
        label={t('filter.to')}
        type="date"
        value={filter.to}
        onChange={(e) => set({ to: e.target.value })}
        variant="compact"
      />
    </div>
  );
}

/**
 * One merchant of the operator's scope, or every merchant (''), for an operator of every merchant; an
 * operator of one merchant sees nothing (its lists are its merchant's).
 */
export function MerchantSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (merchant: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const everyMerchant = useSession((s) => s.operator?.merchant === null);
  const merchants = useQuery({
    queryKey: ['merchants'],
    queryFn: opsApi.merchants,
    staleTime: 300_000,
    enabled: everyMerchant,
  });
  if (!everyMerchant) return null;
  return (
    <SelectField
      label={t('filter.merchant')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      variant="compact"
      testId={testId}
    >
      <option value="">{t('filter.every')}</option>
      {(merchants.data ?? []).map((m) => (
        <option key={m.code} value={m.code}>
          {m.name} ({m.code})
        </option>
      ))}
    </SelectField>
  );
}
