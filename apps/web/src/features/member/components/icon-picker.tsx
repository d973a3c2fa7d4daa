import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { iconPicture } from '../../../shell/session/icon-picture.ts';
import styles from './icon-picker.module.css';

type IconPickerProps = {
  choices: readonly string[];
  current: string;
  /** The server's picture URL of the current icon: the pattern for the others. */
  pattern: string;
  busy: boolean;
  onPick: (icon: string) => void;
};

/** The member icons to choose from, as a row of pictures; the current one is ticked. */
export function IconPicker({ choices, current, pattern, busy, onPick }: IconPickerProps) {
  const { t } = useTranslation('member');
  return (
    <div
      role="radiogroup"
      aria-label={t('card.chooseIcon')}
      className={styles.grid}
      data-testid="icon-picker"
    >
      {choices.map((choice) => {
        const selected = choice === current;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a picture grid, not native radio inputs
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t(`icons.${choice}`, { defaultValue: choice })}
            disabled={busy}
            className={`${styles.choice} ${selected ? styles.selected : ''}`}
            data-testid={`icon-choice-${choice}`}
            onClick={() => (selected ? undefined : onPick(choice))}
          >
            <img src={iconPicture(choice, pattern)} alt="" width={48} height={48} loading="lazy" />
            {selected ? (
              <span className={styles.tick} aria-hidden="true">
                <Icon name="check" size={12} strokeWidth={3} />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
