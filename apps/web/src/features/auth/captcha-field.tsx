import { CAPTCHA_REFRESH_THROTTLE_MS } from '@portal/contracts/auth';
import { TextField } from '@portal/ui/field.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import styles from './captcha-field.module.css';

type CaptchaPicture = { src: string | null; loading: boolean; failed: boolean };

/**
 * The captcha picture: loaded on mount and whenever `reloadKey` changes (a refused try spends the
 * code); `refresh` is the player's click, at most once per second (spec section 9).
 */
export function useCaptchaPicture(reloadKey: unknown) {
  const [picture, setPicture] = useState<CaptchaPicture>({ src: null, loading: true, failed: false });
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(0);

  const load = useCallback(async () => {
    lastRequest.current = Date.now();
    const request = ++latest.current;
    setPicture((current) => ({ ...current, loading: true, failed: false }));
    try {
      const value = await authApi.captcha();
      // a slower earlier answer must not replace the picture the player now sees
      if (request !== latest.current) return;
      setPicture({ src: `data:image/svg+xml;base64,${value}`, loading: false, failed: false });
    } catch {
      if (request !== latest.current) return;
      setPicture({ src: null, loading: false, failed: true });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the signal to fetch a new picture
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const refresh = useCallback(() => {
    if (Date.now() - lastRequest.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    void load();
  }, [load]);

  return { ...picture, refresh };
}

type CaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Change it to fetch a new picture (after a refused try). */
  reloadKey?: unknown;
  error?: string;
  invalid?: boolean;
  /** The header's inline size: the label is for screen readers only. */
  compact?: boolean;
  name?: string;
};

/** The captcha input beside its picture; a click on the picture draws a new one. */
export function CaptchaField({
  value,
  onChange,
  reloadKey = 0,
  error,
  invalid,
  compact = false,
  name = 'captcha',
}: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const picture = useCaptchaPicture(reloadKey);
  return (
    <TextField
      label={t('captcha.label')}
      hideLabel={compact}
      variant={compact ? 'compact' : undefined}
      name={name}
      icon={<Icon name="shield" size={18} />}
      placeholder={t('captcha.placeholder')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      value={value}
      error={error}
      invalid={invalid}
      testId="captcha-input"
      onChange={(event) => onChange(event.target.value)}
      trailing={
        <button
          type="button"
          className={`${styles.picture} ${compact ? styles.compact : ''}`}
          onClick={picture.refresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          data-testid="captcha-refresh"
          data-loading={picture.loading || undefined}
        >
          {picture.src ? (
            <img src={picture.src} alt={t('captcha.picture')} data-testid="captcha-picture" />
          ) : (
            <span className={styles.placeholder}>{picture.failed ? t('captcha.failed') : null}</span>
          )}
          <span className={styles.refreshBadge} aria-hidden="true">
            <Icon name="refresh" size={12} />
          </span>
        </button>
      }
    />
  );
}
