import type { OperatorSession } from '@portal/contracts/operators.schema';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { isChallenge, opsApi, type TwoFactorChallenge } from '../api/ops.ts';
import { useSession } from '../session/session-store.ts';
import styles from './login-page.module.css';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: TwoFactorChallenge }
  | { kind: 'codes'; result: OperatorSession; codes: string[] };

/** Groups of four, as authenticator apps show a secret to type in. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Operator login: password, then the authenticator's code (or a recovery code); an admin or finance
 * operator without two-factor enrols first (QR code, then the recovery codes, shown once).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const ended = useSession((s) => s.ended);
  const start = useSession((s) => s.start);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (token && step.kind !== 'codes') return <Navigate to={from} replace />;

  const enter = (result: OperatorSession) => {
    start(result.token, result.operator);
    navigate(from, { replace: true });
  };

  async function attempt(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'operator.challenge.invalid') {
        setStep({ kind: 'password' });
        setCode('');
      }
      setError(failure instanceof ApiError ? failure.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const answer = await opsApi.login(username.trim(), password);
      setPassword('');
      if (isChallenge(answer)) setStep({ kind: 'code', challenge: answer });
      else enter(answer);
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const proof = useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') };
    void attempt(async () => {
      const result = await opsApi.secondStep(step.challenge.challenge, proof);
      setCode('');
      if (result.recoveryCodes?.length) setStep({ kind: 'codes', result, codes: result.recoveryCodes });
      else enter(result);
    });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="bo-login-title">
        <div className={styles.head}>
          <span className={styles.mark} aria-hidden="true">
            BO
          </span>
          <div>
            <h1 id="bo-login-title">{t('app.name')}</h1>
            <p>{t('login.lead')}</p>
          </div>
        </div>
        {ended === 'expired' && step.kind === 'password' && (
          <FormAlert tone="info" testId="bo-session-ended">
            {t('login.expired')}
          </FormAlert>
        )}
        <FormAlert testId="bo-login-error">{error}</FormAlert>

        {step.kind === 'password' && (
          <form className={styles.form} onSubmit={submitPassword}>
            <TextField
              label={t('login.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              required
              testId="bo-username"
            />
            <TextField
              label={t('login.password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              testId="bo-password"
              reveal={{ show: t('login.show'), hide: t('login.hide') }}
            />
            <Button type="submit" size="lg" block disabled={busy} data-testid="bo-login-submit">
              {t('login.submit')}
            </Button>
          </form>
        )}

        {step.kind === 'code' && (
          <form className={styles.form} onSubmit={submitCode}>
            {step.challenge.next === 'enrol' && step.challenge.otpauthUri && (
              <div className={styles.enrol} data-testid="bo-enrol">
                <p>{t('login.enrolLead')}</p>
                <div className={styles.qr}>
                  <LazyQrCode value={step.challenge.otpauthUri} size={176} title={t('login.qr')} />
                </div>
                <p className={styles.secretLabel}>{t('login.secret')}</p>
                <code className={styles.secret} data-testid="bo-enrol-secret">
                  {grouped(step.challenge.secret ?? '')}
                </code>
              </div>
            )}
            {step.challenge.next === 'totp' && <p className={styles.lead}>{t('login.codeLead')}</p>}
            <TextField
              label={useRecovery ? t('login.recoveryCode') : t('login.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              required
              autoFocus
              testId="bo-code"
            />
            <Button type="submit" size="lg" block disabled={busy} data-testid="bo-code-submit">
              {step.challenge.next === 'enrol' ? t('login.enrolSubmit') : t('login.verify')}
            </Button>
            {step.challenge.next === 'totp' && (
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  setUseRecovery((value) => !value);
                  setCode('');
                }}
              >
                {useRecovery ? t('login.useApp') : t('login.useRecovery')}
              </button>
            )}
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                setStep({ kind: 'password' });
                setCode('');
                setError(null);
              }}
            >
              {t('login.back')}
            </button>
          </form>
        )}

        {step.kind === 'codes' && (
          <div className={styles.form} data-testid="bo-recovery-codes">
            <FormAlert tone="warning">{t('login.codesLead')}</FormAlert>
            <ol className={styles.codes}>
              {step.codes.map((recovery) => (
                <li key={recovery}>
                  <code>{recovery}</code>
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              block
              onClick={() => void navigator.clipboard?.writeText(step.codes.join('\n'))}
            >
              {t('login.copyCodes')}
            </Button>
            <Button size="lg" block onClick={() => enter(step.result)} data-testid="bo-codes-done">
              {t('login.codesDone')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
