import { type ModalName, useModalStore } from '../../shell/modals/modal-store.ts';
import styles from './auth-form.module.css';

type SwitchLineProps = {
  prompt: string;
  action: string;
  /** The modal the action opens in place of this one. */
  to: ModalName;
  testId: string;
};

/** The closing line of an account modal that leads to another one ("No account yet? Register"). */
export function SwitchLine({ prompt, action, to, testId }: SwitchLineProps) {
  const openModal = useModalStore((state) => state.open);
  return (
    <p className={styles.switchLine}>
      {prompt}{' '}
      <button type="button" className={styles.link} onClick={() => openModal(to)} data-testid={testId}>
        {action}
      </button>
    </p>
  );
}
