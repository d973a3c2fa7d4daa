import { LOGIN_SELECTOR_CLOSE_MS } from '@portal/contracts/auth';
import { Icon } from '@portal/ui/icons.tsx';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMethod } from './auth-flags.ts';
import styles from './header-login.module.css';

export function methodIcon(method: LoginMethod, size = 16): ReactNode {
  return method === 'sms' ? <Icon name="phone" size={size} /> : <Icon name="user" size={size} />;
}

type LoginMethodSelectorProps = {
  methods: readonly LoginMethod[];
  value: LoginMethod;
  onChange: (method: LoginMethod) => void;
};

/**
 * The header's choice between username and SMS login. Only enabled methods are offered; the list
 * closes 200 ms after focus leaves it (spec section 9), late enough for a click on an option to land.
 */
export function LoginMethodSelector({ methods, value, onChange }: LoginMethodSelectorProps) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // focus leaving the trigger and its options closes the list a moment later
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), LOGIN_SELECTOR_CLOSE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
  };

  const choose = (method: LoginMethod) => {
    cancelClose();
    onChange(method);
    setOpen(false);
  };

  return (
    <div className={styles.selector} ref={rootRef}>
      <button
        type="button"
        className={styles.selectorTrigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('login.methodLabel', { method: t(`login.method.${value}`) })}
        data-testid="login-method-selector"
        onBlur={onBlur}
        onFocus={cancelClose}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((current) => !current)}
      >
        {methodIcon(value)}
        <span className={styles.selectorValue}>{t(`login.method.${value}`)}</span>
        <Icon name="chevronDown" size={14} className={styles.selectorChevron} />
      </button>
      {open ? (
        <div id={listId} role="listbox" aria-label={t('login.methodList')} className={styles.selectorList}>
          {methods.map((method) => (
            <button
              key={method}
              type="button"
              role="option"
              aria-selected={method === value}
              className={styles.selectorOption}
              data-testid={`login-method-${method}`}
              onBlur={onBlur}
              onFocus={cancelClose}
              onKeyDown={onKeyDown}
              onClick={() => choose(method)}
            >
              {methodIcon(method)}
              {t(`login.method.${method}`)}
              {method === value ? <Icon name="check" size={14} className={styles.selectorCheck} /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
