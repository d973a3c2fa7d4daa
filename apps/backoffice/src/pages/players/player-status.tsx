import type { AdjustmentStatus, PlayerStatus as Status } from '@portal/contracts/operators';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../shell/page.tsx';

/** The pill colours of the shared status pill: settled green, waiting amber, refused red. */
const TONE: Record<Status | AdjustmentStatus, string> = {
  active: 'paid',
  locked: 'rejected',
  disabled: 'expired',
  pending: 'pending',
  posted: 'paid',
  rejected: 'rejected',
};

/** A player's status or an adjustment's, as a coloured pill. */
export function PlayerStatus({ status }: { status: Status | AdjustmentStatus }) {
  const { t } = useTranslation('players');
  return <StatusPill status={TONE[status]} label={t(`status.${status}`)} />;
}
