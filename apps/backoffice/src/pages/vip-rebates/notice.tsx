import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useTranslation } from 'react-i18next';

/** What a panel's last action said (saved, removed, re-run, refused), until the operator closes it. */
export type Notice = { tone: 'success' | 'danger'; text: string } | null;

export function NoticeAlert({
  notice,
  onDismiss,
  testId,
}: {
  notice: Notice;
  onDismiss: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FormAlert
      tone={notice?.tone ?? 'success'}
      testId={testId}
      onDismiss={onDismiss}
      dismissLabel={t('close')}
    >
      {notice?.text}
    </FormAlert>
  );
}
