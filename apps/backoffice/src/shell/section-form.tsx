import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './section-form.module.css';
import type { SaveState } from './use-saves.ts';

export type SectionFormProps = {
  /** The notice's key: 'brand', 'channel:BANK', 'schedule'… */
  section: string;
  title: string;
  lead: ReactNode;
  canEdit: boolean;
  saves: SaveState;
  /** Whether the form differs from the server's copy: the save is offered only then. */
  dirty: boolean;
  /** Whether every field reads (an amount that is not one keeps the save off; the field says why). */
  ready?: boolean;
  onSave: () => void;
  /** The form's; its notice is `<testId>-notice` and its save `<testId>-save`. */
  testId: string;
  children: ReactNode;
};

/**
 * One section of a set-up as a card: its title and what it does, its fields (disabled for a role that
 * only reads) and, for a role that changes it, the save with the server's answer beside it.
 */
export function SectionForm({
  section,
  title,
  lead,
  canEdit,
  saves,
  dirty,
  ready = true,
  onSave,
  testId,
  children,
}: SectionFormProps) {
  const { t } = useTranslation();
  const pending = saves.isPending(section);
  const notice = saves.noticeOf(section);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit && dirty && ready && !pending) onSave();
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate data-testid={testId}>
      <header className={styles.sectionHead}>
        <h2>{title}</h2>
        <p>{lead}</p>
      </header>
      {/* a disabled fieldset disables every control inside: a viewer reads the same form */}
      <fieldset className={styles.fields} disabled={!canEdit}>
        {children}
      </fieldset>
      {canEdit && (
        <footer className={styles.sectionFoot}>
          <FormAlert tone={notice?.tone ?? 'success'} testId={`${testId}-notice`}>
            {notice?.text}
          </FormAlert>
          <div className={styles.saveRow}>
            {dirty && !pending && <span className={styles.unsaved}>{t('section.unsaved')}</span>}
            <Button type="submit" disabled={!dirty || !ready || pending} data-testid={`${testId}-save`}>
              {pending ? t('section.saving') : t('section.save')}
            </Button>
          </div>
        </footer>
      )}
    </form>
  );
}

export { styles as sectionStyles };
