import type { OpsLotteryDraw } from '@portal/contracts/lottery.schema';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { REASON, ReasonDialog } from '../../shell/reason-dialog.tsx';
import { refusalText } from './refusal-text.ts';

/** Voiding a draw refunds every ticket of it once and cannot be taken back: a second look, with a reason. */
export function VoidDialog({
  draw,
  onClose,
  onVoided,
}: {
  draw: OpsLotteryDraw | null;
  onClose: () => void;
  onVoided: () => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <ReasonDialog
      open={draw !== null}
      title={t('void.title', { issue: draw?.issue ?? '' })}
      intro={t('void.body', { count: draw?.tickets ?? 0 })}
      texts={{
        reason: t('void.reason'),
        hint: t('void.reasonHint', { min: REASON.min, max: REASON.max }),
        confirm: t('void.confirm'),
        sending: t('void.sending'),
      }}
      send={async (reason) => {
        if (!draw) return;
        await opsApi.lottery.voidDraw(draw.id, reason);
        onVoided();
      }}
      refusalOf={(error) => refusalText(error, t)}
      onClose={onClose}
      testId="bo-void"
    />
  );
}
