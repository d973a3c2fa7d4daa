import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import type { IconName } from '@portal/ui/icons.tsx';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles } from '../../shell/page.tsx';
import styles from './content.module.css';

const FORM = 'bo-content-form';

/** What an editor saves with: a mutation's trigger, whether it runs, and its refusal. */
type Save = { mutate: () => void; isPending: boolean; error: unknown };

/**
 * The dialog of an editor: its title (the item's English title, or what a new one is), the form, the
 * API's refusal under it, and save for an admin (close only for a role that reads).
 */
export function EditorDialog({
  title,
  newTitle,
  icon,
  canEdit,
  save,
  onClose,
  children,
}: {
  /** The item's title; null for a new one. */
  title: string | null;
  newTitle: string;
  icon: IconName;
  canEdit: boolean;
  save: Save;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const errorText = useApiErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit) save.mutate();
  };
  const footer = canEdit ? (
    <div className={pageStyles.rowActions}>
      <Button variant="ghost" onClick={onClose}>
        {t('bo:cancel')}
      </Button>
      <Button type="submit" form={FORM} disabled={save.isPending} data-testid="bo-content-save">
        {save.isPending ? t('editor.saving') : t('editor.save')}
      </Button>
    </div>
  ) : (
    <Button onClick={onClose}>{t('bo:close')}</Button>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={title === null ? newTitle : t(canEdit ? 'editor.editTitle' : 'editor.viewTitle', { title })}
      icon={icon}
      closeLabel={t('bo:close')}
      size="lg"
      testId="bo-content-editor"
      footer={footer}
    >
      <form id={FORM} className={styles.editor} onSubmit={submit} noValidate>
        {children}
        {save.error ? <FormAlert testId="bo-content-error">{errorText(save.error)}</FormAlert> : null}
      </form>
    </Modal>
  );
}
