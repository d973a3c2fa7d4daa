import { PROFILE_FIELDS, type ProfileField } from '@portal/contracts/member';
import type { Profile, ProfileUpdate, ProfileView } from '@portal/contracts/member.schema';
import { isEmail } from '@portal/contracts/validation';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type HTMLInputTypeAttribute, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile, useUpdateProfile } from '../api/profile.ts';
import styles from './profile-form.module.css';

type Values = Record<ProfileField, string>;

/** The longest value per field, as the contracts' Profile schema allows. */
const MAX_LENGTH: Record<ProfileField, number> = {
  nickname: 40,
  realName: 100,
  birthday: 10,
  email: 100,
  telegram: 60,
  zalo: 60,
  line: 60,
  whatsapp: 30,
  facebook: 120,
  wechat: 60,
  address: 200,
  nationality: 60,
  placeOfBirth: 100,
  occupation: 100,
  sourceOfIncome: 100,
};

const INPUT_TYPE: Partial<Record<ProfileField, HTMLInputTypeAttribute>> = {
  birthday: 'date',
  email: 'email',
};

const CONTACT_FIELDS: readonly ProfileField[] = [
  'email',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
];
const SECTIONS: ReadonlyArray<{ key: 'personal' | 'contact'; fields: readonly ProfileField[] }> = [
  { key: 'personal', fields: PROFILE_FIELDS.filter((field) => !CONTACT_FIELDS.includes(field)) },
  { key: 'contact', fields: PROFILE_FIELDS.filter((field) => CONTACT_FIELDS.includes(field)) },
];

function toValues(profile: Profile): Values {
  const values = {} as Values;
  for (const field of PROFILE_FIELDS) values[field] = profile[field] ?? '';
  return values;
}

/** The member's profile: read from the server, edited here; locked fields are read-only. */
export function ProfileForm({ memberId }: { memberId: number }) {
  const profile = useProfile(memberId);

  if (profile.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={index} height={44} radius={12} />
        ))}
      </div>
    );
  }
  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileFields memberId={memberId} view={profile.data} />;
}

function ProfileFields({ memberId, view }: { memberId: number; view: ProfileView }) {
  const { t } = useTranslation('member');
  const errorText = useApiErrorText();
  const update = useUpdateProfile(memberId);
  const [saved, setSaved] = useState(false);
  const locked = new Set(view.locked);
  const form = useForm<Values>({ defaultValues: toValues(view.profile) });
  const { errors, isDirty, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const changes: ProfileUpdate = {};
    for (const field of PROFILE_FIELDS) {
      if (locked.has(field) || !dirtyFields[field]) continue;
      const value = values[field].trim();
      changes[field] = value === '' ? null : value;
    }
    if (Object.keys(changes).length === 0) return;
    setSaved(false);
    update.mutate(changes, {
      onSuccess: (next) => {
        form.reset(toValues(next.profile));
        setSaved(true);
      },
    });
  });

  const serverError = update.error;
  // a refused value: the server says which field and why
  const serverDetail =
    serverError instanceof ApiError && serverError.code === 'validation.failed' ? serverError.message : null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="profile-form">
      {SECTIONS.map((section) => (
        <fieldset key={section.key} className={styles.section}>
          <legend className={styles.legend}>{t(`profile.${section.key}`)}</legend>
          <div className={styles.grid}>
            {section.fields.map((field) => {
              const isLocked = locked.has(field);
              const error = errors[field]?.message;
              const id = `profile-${field}`;
              return (
                <div key={field} className={`${styles.field} ${field === 'address' ? styles.wide : ''}`}>
                  <label htmlFor={id} className={styles.label}>
                    {t(`fields.${field}`)}
                    {isLocked ? (
                      <span className={styles.lockTag}>
                        <Icon name="lock" size={12} strokeWidth={2.2} />
                        {t('profile.locked')}
                      </span>
                    ) : null}
                  </label>
                  <input
                    id={id}
                    type={INPUT_TYPE[field] ?? 'text'}
                    className={styles.input}
                    readOnly={isLocked}
                    maxLength={MAX_LENGTH[field]}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : isLocked ? `${id}-locked` : undefined}
                    data-testid={id}
                    {...form.register(field, {
                      validate:
                        field === 'email'
                          ? (value) => !value.trim() || isEmail(value.trim()) || t('profile.invalidEmail')
                          : undefined,
                    })}
                  />
                  {error ? (
                    <span id={`${id}-error`} className={styles.fieldError}>
                      {error}
                    </span>
                  ) : null}
                  {isLocked ? (
                    <span id={`${id}-locked`} className="visually-hidden">
                      {t('profile.lockedHint')}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {locked.size > 0 ? (
        <p className={styles.note}>
          <Icon name="lock" size={14} />
          {t('profile.lockedHint')}
        </p>
      ) : null}
      {serverError ? (
        <div role="alert" className={styles.serverError} data-testid="profile-error">
          <Icon name="help" size={18} />
          <span>
            {errorText(serverError)}
            {serverDetail ? <span className={styles.detail}>{serverDetail}</span> : null}
          </span>
        </div>
      ) : null}
      {saved && !isDirty ? (
        <p role="status" className={styles.saved} data-testid="profile-saved">
          {t('profile.saved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          disabled={!isDirty || update.isPending}
          onClick={() => {
            form.reset();
            update.reset();
          }}
        >
          {t('profile.discard')}
        </Button>
        <Button type="submit" disabled={!isDirty || update.isPending} data-testid="profile-save">
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
