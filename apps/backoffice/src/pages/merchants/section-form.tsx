import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './merchants.module.css';
import type { SectionProps } from './use-merchant.ts';

/**
 * One section of a merchant's set-up as a form: its title and what it does, its fields (disabled for a
 * role that only reads), and for an administrator the save with the server's answer beside it. The title,
 * the lead and the test id come from the section's name (`<name>.title`, `<name>.lead`, bo-merchant-<name>)
 * unless given.
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
  testId = `bo-merchant-${section}`,
  children,
}: Pick<SectionProps, 'canEdit' | 'saves'> & {
  /** The notice's key: 'brand', 'channel:BANK'… */
  section: string;
  title?: string;
  lead?: ReactNode;
  /** Whether the form differs from the server's copy: the save is offered only then. */
  dirty: boolean;
  /** Whether every field reads (an amount that is not one keeps the save off; the field says why). */
  ready?: boolean;
  onSave: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('merchants');
  const pending = saves.isPending(section);
  const notice = saves.noticeOf(section);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit && dirty && ready && !pending) onSave();
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate data-testid={testId}>
      <header className={styles.sectionHead}>
        <h2>{title ?? t(`${section}.title`)}</h2>
        <p>{lead ?? t(`${section}.lead`)}</p>
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
            {dirty && !pending && <span className={styles.unsaved}>{t('unsaved')}</span>}
            <Button type="submit" disabled={!dirty || !ready || pending} data-testid={`${testId}-save`}>
              {pending ? t('saving') : t('save')}
            </Button>
          </div>
        </footer>
      )}
    </form>
  );
}
