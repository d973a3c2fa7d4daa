import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './coming-soon.module.css';

type ComingSoonProps = { icon: IconName; title: string; hint: string };

/** A centre page whose content is not built yet: says so plainly, shows no made-up figures. */
export function ComingSoon({ icon, title, hint }: ComingSoonProps) {
  const { t } = useTranslation('member');
  return (
    <section className={styles.soon} data-testid="coming-soon">
      <span className={styles.emblem} aria-hidden="true">
        <Icon name={icon} size={40} strokeWidth={1.5} />
        <span className={styles.badge}>
          <Icon name="hourglass" size={14} strokeWidth={2} />
        </span>
      </span>
      <span className={styles.tag}>{t('soon.tag')}</span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.hint}>{hint}</p>
      <p className={styles.note}>{t('soon.note')}</p>
    </section>
  );
}
