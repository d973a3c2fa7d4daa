import type { AgentContract } from '@portal/contracts/agent-contracts';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useTranslation } from 'react-i18next';
import { useProcessContract } from '../api/process-contract.ts';
import type { AllowedAction } from '../lib/actions.ts';
import { CONTRACT_ERRORS } from '../lib/contract-errors.ts';
import styles from './contracts.module.css';

/**
 * Asks before a contract action is sent, says what it does (a termination ends at the end of the
 * current period), sends it, and closes once the platform accepted it; a refusal stays in the dialog.
 */
export function ConfirmAction({
  contract,
  choice,
  onClose,
}: {
  contract: AgentContract;
  choice: AllowedAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const errorText = useApiErrorText(CONTRACT_ERRORS);
  const process = useProcessContract(contract.kind);
  const send = () =>
    process.mutate({ action: choice.action, contractId: contract.id }, { onSuccess: () => onClose() });
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`confirm.${choice.label}.title`)}
      icon="alert"
      size="sm"
      closeLabel={t('actions.close')}
      testId="contract-confirm"
      footer={
        <div className={styles.footer}>
          <Button variant="ghost" onClick={onClose} disabled={process.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant={choice.tone === 'primary' ? 'primary' : 'secondary'}
            onClick={send}
            disabled={process.isPending}
            data-testid="contract-confirm-send"
          >
            {t(`actions.${choice.label}`)}
          </Button>
        </div>
      }
    >
      <div className={styles.form}>
        <p>{t(`confirm.${choice.label}.body`, { name: contract.upline ?? contract.downline })}</p>
        {process.isError ? (
          <FormAlert testId="contract-confirm-error">{errorText(process.error)}</FormAlert>
        ) : null}
      </div>
    </Modal>
  );
}
