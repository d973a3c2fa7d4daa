import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { sectionStyles } from '../../shell/section-form.tsx';
import { Switch } from '../../shell/switch.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import { rangesOf } from './merchant-model.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

/** Who reaches the site: the maintenance switch (after a second look) and the restricted address ranges. */
export function AccessTab(props: SectionProps) {
  return (
    <div className={styles.stack}>
      <MaintenanceCard {...props} />
      <RangesForm {...props} />
    </div>
  );
}

/** Maintenance closes the whole site at once, so the switch asks first and saves on the answer. */
function MaintenanceCard({ settings, canEdit, saves }: SectionProps) {
  const { t } = useTranslation('merchants');
  const [asking, setAsking] = useState<boolean | null>(null);
  const notice = saves.noticeOf('maintenance');
  const on = settings.maintenance;
  const confirm = () => {
    if (asking === null) return;
    const next = asking;
    setAsking(null);
    saves.patch('maintenance', { maintenance: next });
  };
  return (
    <section className={sectionStyles.section} data-testid="bo-merchant-maintenance">
      <header className={sectionStyles.sectionHead}>
        <h2>{t('access.maintenance')}</h2>
        <p>{t('access.maintenanceLead')}</p>
      </header>
      <div className={sectionStyles.switchLine} data-on={on}>
        <span>
          <strong>{on ? t('access.closed') : t('access.open')}</strong>
        </span>
        <Switch
          checked={on}
          label={t('access.maintenance')}
          tone="warn"
          disabled={!canEdit}
          busy={saves.isPending('maintenance')}
          onChange={(next) => setAsking(next)}
          testId="bo-merchant-maintenance-switch"
        />
      </div>
      <FormAlert tone={notice?.tone ?? 'success'} testId="bo-merchant-maintenance-notice">
        {notice?.text}
      </FormAlert>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking
            ? t('access.closeTitle', { name: settings.name })
            : t('access.openTitle', { name: settings.name })
        }
        body={asking ? t('access.closeBody') : t('access.openBody')}
        confirm={asking ? t('access.closeConfirm') : t('access.openConfirm')}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
        testId="bo-merchant-maintenance-confirm"
      />
    </section>
  );
}

function RangesForm(props: SectionProps) {
  const { settings } = props;
  const { t } = useTranslation('merchants');
  const id = useId();
  const { draft, setDraft } = useDraft(settings.restrictedRanges.join('\n'));
  const ranges = rangesOf(draft);
  const dirty = ranges.join('\n') !== settings.restrictedRanges.join('\n');
  const save = () => props.saves.patch('ranges', { restrictedRanges: ranges });
  return (
    <SectionForm section="ranges" {...props} dirty={dirty} onSave={save}>
      <label className={styles.textareaField} htmlFor={id}>
        <span>{t('ranges.field')}</span>
        <textarea
          id={id}
          value={draft}
          rows={6}
          spellCheck={false}
          placeholder={'203.0.113.0/24\n2001:db8::/32'}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="bo-merchant-ranges-text"
        />
        <small>{t('ranges.hint')}</small>
      </label>
    </SectionForm>
  );
}
