import type { RegisterFieldRule, RegisterSettings } from '@portal/contracts/system';
import { PATTERNS } from '@portal/contracts/validation';
import { SelectField } from '@portal/ui/field.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../shell/use-saves.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

const AGES = [18, 21] as const;

/** A pattern's short name: its message key without the family ('pattern.digitsOnly' → 'digitsOnly'). */
const patternName = (key: string) => key.replace(/^pattern\./, '');

/** A check box with its words after it. */
function Check({
  checked,
  onChange,
  label,
  hideLabel = false,
  testId,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  hideLabel?: boolean;
  testId?: string;
}) {
  return (
    <label className={styles.inlineCheck}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
        {...(hideLabel ? { 'aria-label': label } : {})}
      />
      {!hideLabel && <span>{label}</span>}
    </label>
  );
}

/**
 * The registration form's rules: for each field whether it is asked, needed, its length, its pattern
 * (one of the 25 shared ones) and the characters it takes; and the form's age, terms and SMS check.
 */
export function RegistrationTab(props: SectionProps) {
  const { settings } = props;
  const { t } = useTranslation('merchants');
  const { draft, setDraft, dirty } = useDraft<RegisterSettings>(settings.registerSettings);
  const setRule = (index: number, patch: Partial<RegisterFieldRule>) =>
    setDraft({ ...draft, rules: draft.rules.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const save = () => props.saves.patch('registration', { registerSettings: draft });
  const fieldName = (field: string) => t(`fields.${field}`, { defaultValue: field });
  const length = (value: number, label: string, onChange: (next: number) => void): ReactNode => (
    <input
      className={styles.cellInput}
      type="number"
      inputMode="numeric"
      min={0}
      max={999}
      value={value}
      aria-label={label}
      onChange={(e) => onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
    />
  );

  return (
    <SectionForm section="registration" {...props} dirty={dirty} onSave={save}>
      <div className={styles.grid}>
        <SelectField
          label={t('registration.minAge')}
          value={String(draft.minAge)}
          onChange={(e) => setDraft({ ...draft, minAge: Number(e.target.value) === 21 ? 21 : 18 })}
          testId="bo-merchant-min-age"
        >
          {AGES.map((age) => (
            <option key={age} value={age}>
              {t('registration.age', { age })}
            </option>
          ))}
        </SelectField>
        <div className={styles.checks}>
          <Check
            checked={draft.termsDefaultChecked}
            onChange={(termsDefaultChecked) => setDraft({ ...draft, termsDefaultChecked })}
            label={t('registration.terms')}
            testId="bo-merchant-terms"
          />
          <Check
            checked={draft.smsVerification}
            onChange={(smsVerification) => setDraft({ ...draft, smsVerification })}
            label={t('registration.sms')}
            testId="bo-merchant-sms"
          />
        </div>
      </div>
      <div className={styles.tableScroll}>
        <table className={styles.rules} data-testid="bo-merchant-rules">
          <thead>
            <tr>
              <th scope="col">{t('registration.field')}</th>
              <th scope="col">{t('registration.enabled')}</th>
              <th scope="col">{t('registration.required')}</th>
              <th scope="col">{t('registration.min')}</th>
              <th scope="col">{t('registration.max')}</th>
              <th scope="col">{t('registration.pattern')}</th>
              <th scope="col" title={t('registration.acceptedHint')}>
                {t('registration.accepted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((rule, index) => {
              const name = fieldName(rule.field);
              return (
                <tr key={rule.field} data-field={rule.field} data-enabled={rule.enabled}>
                  <th scope="row">
                    <span className={styles.fieldName}>{name}</span>
                    <code>{rule.field}</code>
                  </th>
                  <td>
                    <Check
                      checked={rule.enabled}
                      onChange={(enabled) => setRule(index, { enabled })}
                      label={t('registration.enabledOf', { field: name })}
                      hideLabel
                    />
                  </td>
                  <td>
                    <Check
                      checked={rule.required}
                      onChange={(required) => setRule(index, { required })}
                      label={t('registration.requiredOf', { field: name })}
                      hideLabel
                    />
                  </td>
                  <td>
                    {length(rule.min, t('registration.minOf', { field: name }), (min) =>
                      setRule(index, { min }),
                    )}
                  </td>
                  <td>
                    {length(rule.max, t('registration.maxOf', { field: name }), (max) =>
                      setRule(index, { max }),
                    )}
                  </td>
                  <td>
                    <select
                      className={styles.cellInput}
                      value={rule.patternId}
                      aria-label={t('registration.patternOf', { field: name })}
                      onChange={(e) => setRule(index, { patternId: Number(e.target.value) })}
                      data-testid={`bo-merchant-pattern-${rule.field}`}
                    >
                      <option value={0}>{t('patterns.none')}</option>
                      {PATTERNS.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.id}. {t(`patterns.${patternName(p.key)}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      className={`${styles.cellInput} ${styles.mono}`}
                      value={rule.acceptedPattern}
                      maxLength={100}
                      spellCheck={false}
                      aria-label={t('registration.acceptedOf', { field: name })}
                      onChange={(e) => setRule(index, { acceptedPattern: e.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('registration.acceptedHint')}</p>
    </SectionForm>
  );
}
