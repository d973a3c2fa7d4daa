import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import styles from './guest-play.module.css';
import { useFinishLogin } from './use-login.ts';

/** A random string the free-play call carries (spec section 7), from the CSPRNG. */
function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Free play (FREEPLAY3): a trial account (type 4) that may browse and play free trials; the member
 * and agent centres, deposits and real games ask it to register a real account.
 */
export function GuestPlay() {
  const { t } = useTranslation('auth');
  const errorText = useApiErrorText();
  const finishLogin = useFinishLogin();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setPending(true);
    setError(null);
    try {
      const result = await authApi.freePlay({
        os: navigator.platform.slice(0, 40),
        platform: 'W',
        random: randomString(),
        gatewayVersion: 3,
      });
      finishLogin(result);
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  }

  return (
    <div className={styles.guest}>
      <span className={styles.rule}>{t('guest.or')}</span>
      <Button
        variant="outline"
        block
        disabled={pending}
        aria-busy={pending}
        onClick={start}
        data-testid="guest-play"
      >
        {t('guest.play')}
      </Button>
      <p className={styles.hint}>{t('guest.hint')}</p>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
