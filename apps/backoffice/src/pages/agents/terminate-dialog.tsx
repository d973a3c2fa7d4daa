import type { AgentContract } from '@portal/contracts/agent-contracts.schema';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { REASON, ReasonDialog } from '../../shell/reason-dialog.tsx';

/** Ending a contract now cannot be taken back: a second look, with the reason the audit keeps. */
export function TerminateDialog({
  merchant,
  contract,
  onClose,
  onEnded,
}: {
  merchant: string;
  contract: AgentContract | null;
  onClose: () => void;
  onEnded: (contract: AgentContract) => void;
}) {
  const { t } = useTranslation('agents');
  return (
    <ReasonDialog
      open={contract !== null}
      title={t('terminate.title', { id: contract?.id ?? '' })}
      intro={t('terminate.body', {
        upline: contract?.upline ?? t('house'),
        downline: contract?.downline ?? '',
        kind: contract ? t(`kinds.${contract.kind}`) : '',
      })}
      texts={{
        reason: t('terminate.reason'),
        hint: t('terminate.reasonHint', { min: REASON.min, max: REASON.max }),
        confirm: t('terminate.confirm'),
        sending: t('terminate.sending'),
      }}
      send={async (reason) => {
        if (!contract) return;
        onEnded(await opsApi.contracts.terminate(merchant, contract.id, reason));
      }}
      refusalOf={(error) => errorText(error, t)}
      onClose={onClose}
      testId="bo-terminate"
    />
  );
}
