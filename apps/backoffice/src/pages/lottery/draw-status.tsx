import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../shell/page.tsx';

/** A draw's status as a pill: open amber, drawn neutral (settling), settled green, void red. */
const PILL: Record<string, string> = { open: 'scheduled', drawn: 'drawn', settled: 'live', void: 'ended' };

export function DrawStatus({ status }: { status: string }) {
  const { t } = useTranslation('lottery');
  return (
    <span data-testid="bo-draw-status" data-status={status}>
      <StatusPill status={PILL[status] ?? status} label={t(`status.${status}`, { defaultValue: status })} />
    </span>
  );
}
