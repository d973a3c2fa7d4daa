import type {
  PointBalance,
  PointConfig,
  PointExchangePage,
  PointExchangeResult,
} from '@portal/contracts/points.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendEncrypted } from '../../../api/auth.ts';
import { apiGet } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

export const POINTS_ROOT = ['points'] as const;

function useKey(part: string) {
  const { i18n } = useTranslation();
  const accountId = useSession((s) => s.user?.id ?? null);
  return [...POINTS_ROOT, part, accountId, i18n.resolvedLanguage ?? i18n.language] as const;
}

export function usePointBalance() {
  const queryKey = useKey('balance');
  return useQuery({ queryKey, queryFn: () => apiGet<PointBalance>('/wps/relay/MCSFE_getPointBalance') });
}

export function usePointConfig() {
  const queryKey = useKey('config');
  return useQuery({ queryKey, queryFn: () => apiGet<PointConfig>('/wps/relay/MCSFE_getPointConfig') });
}

export function useExchanges(pageNum: number) {
  const queryKey = [...useKey('exchanges'), pageNum] as const;
  return useQuery({
    queryKey,
    queryFn: () =>
      apiGet<PointExchangePage>(`/wps/relay/MCSFE_getRedeemPointList?pageNum=${pageNum}&pageSize=10`),
  });
}

const requestId = () => globalThis.crypto.randomUUID().replace(/-/g, '');

export type PointAction =
  | { kind: 'redeem'; itemId: number; paymentPassword: string }
  | { kind: 'convert'; points: number; paymentPassword: string };

/** Redeems an item or converts points (encrypted, with the payment password); the mall and the balance are read again. */
export function usePointAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PointAction) => {
      if (action.kind === 'redeem') {
        return sendEncrypted<PointExchangeResult>('POST', '/wps/relay/passwordCheck/MCSFE_redeemPoint', {
          itemId: action.itemId,
          paymentPassword: action.paymentPassword,
          requestId: requestId(),
        });
      }
      return sendEncrypted<PointExchangeResult>('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', {
        points: action.points,
        paymentPassword: action.paymentPassword,
        requestId: requestId(),
      });
    },
    onSuccess: async (_result, action) => {
      await client.invalidateQueries({ queryKey: [...POINTS_ROOT] });
      if (action.kind === 'convert') await refreshMoney(client);
    },
  });
}
