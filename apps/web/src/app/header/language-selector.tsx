import { Icon } from '@portal/ui/icons.tsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendLanguageChoice } from '../../api/member-language.ts';
import { languageName, nativeLanguageName, storeLanguageChoice } from '../../i18n/language-storage.ts';
import { LANGUAGES_WITH_TEXTS } from '../../i18n/setup.ts';
import { useSession } from '../../shell/session/session-store.ts';
import styles from './language-selector.module.css';

type LanguageSelectorProps = { languages: readonly string[] };

/**
 * The configured languages the site has texts in, named in the current UI language; the choice is
 * remembered. A merchant may list more (the spec's 38): offering one would show English under its name.
 */
export function LanguageSelector({ languages }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = i18n.language;
  const loggedIn = useSession((state) => state.isLogin);

  const options = useMemo(
    () =>
      languages
        .filter((code) => LANGUAGES_WITH_TEXTS.includes(code))
        .map((code) => ({
          code,
          name: languageName(code, current),
          native: nativeLanguageName(code),
        })),
    [languages, current],
  );

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (code: string) => {
    storeLanguageChoice(code);
    void i18n.changeLanguage(code);
    // the language-update action (spec section 4): a logged-in player's choice is kept on its account;
    // the page has switched already, so a failed call changes nothing on screen
    if (loggedIn && code !== current) void sendLanguageChoice(code).catch(() => undefined);
    setOpen(false);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        data-testid="language-selector"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('language.label', { language: languageName(current, current) })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={18} />
        <span className={styles.code}>{current.toUpperCase()}</span>
        <Icon name="chevronDown" size={14} className={styles.chevron} />
      </button>
      {open ? (
        <div className={styles.popover}>
          <p className={styles.heading}>{t('language.choose')}</p>
          <div id={listId} className={styles.list} role="listbox" aria-label={t('language.choose')}>
            {options.map((option) => (
              <button
                key={option.code}
                type="button"
                role="option"
                aria-selected={option.code === current}
                data-testid={`language-option-${option.code}`}
                className={styles.option}
                lang={option.code}
                onClick={() => choose(option.code)}
              >
                <span className={styles.badge}>{option.code.toUpperCase()}</span>
                <span className={styles.names}>
                  <span className={styles.name}>{option.name}</span>
                  {option.native !== option.name ? (
                    <span className={styles.native}>{option.native}</span>
                  ) : null}
                </span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
