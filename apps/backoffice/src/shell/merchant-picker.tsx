import type { OpsMerchant } from '@portal/contracts/operators.schema';
import { SelectField } from '@portal/ui/field.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../api/ops.ts';
import { useSession } from '../session/session-store.ts';
import { useAddress } from './use-address.ts';

/** The merchants of the operator's scope: one read shared by every screen's picker, kept a while. */
export function useMerchantChoices() {
  return useQuery({ queryKey: ['merchants'], queryFn: opsApi.merchants, staleTime: 300_000 });
}

/**
 * The merchant a screen shows: the address's (a link or a reload opens the same), else the operator's own
 * merchant, else the first of its scope; with the choices its picker offers.
 */
export function useChosenMerchant() {
  const operator = useSession((s) => s.operator);
  const { params } = useAddress();
  const merchants = useMerchantChoices();
  const choices = merchants.data ?? [];
  const merchant = params.get('merchant') ?? operator?.merchant ?? choices[0]?.code ?? '';
  return { merchant, choices, merchants };
}

/** A screen's merchant, by name and code; with one merchant to choose from it only says which. */
export function MerchantPicker({
  merchants,
  value,
  onChange,
  testId,
}: {
  merchants: readonly Pick<OpsMerchant, 'code' | 'name'>[];
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('filter.merchant')}
      value={value}
      disabled={merchants.length < 2}
      onChange={(e) => onChange(e.target.value)}
      variant="compact"
      testId={testId}
      // the merchant the screen shows: a choice is in effect once the screen has re-rendered for it
      data-merchant={value}
    >
      {merchants.map((m) => (
        <option key={m.code} value={m.code}>
          {m.name} ({m.code})
        </option>
      ))}
    </SelectField>
  );
}
