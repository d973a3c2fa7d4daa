import { Icon, type IconName } from '@portal/ui/icons.tsx';
import pageStyles from '@portal/ui/page.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemStatus } from '../../../api/system-status.ts';
import styles from './join-page.module.css';

const BENEFITS: { key: string; icon: IconName }[] = [
  { key: 'games', icon: 'slot' },
  { key: 'payments', icon: 'wallet' },
  { key: 'promotions', icon: 'gift' },
  { key: 'support', icon: 'headset' },
  { key: 'security', icon: 'shield' },
  { key: 'mobile', icon: 'download' },
];

const STEPS = ['register', 'deposit', 'play'] as const;

/** Why join: the benefits, three steps and the way to the registration form. */
export default function JoinPage() {
  const { t } = useTranslation('content');
  const brand = useSystemStatus().data?.info.brand.name ?? '';

  return (
    <div className={pageStyles.page} data-testid="join-page">
      <section className={styles.hero}>
        <span className={styles.kicker}>{t('join.kicker')}</span>
        <h1 className={styles.headline}>{t('join.title', { brand })}</h1>
        <p className={styles.lead}>{t('join.lead')}</p>
        <Link className={styles.cta} to="/register" data-testid="join-cta">
          {t('join.cta')}
          <Icon name="chevronRight" size={18} />
        </Link>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('join.benefitsTitle')}</h2>
        <div className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <article key={benefit.key} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden="true">
                <Icon name={benefit.icon} size={26} />
              </span>
              <h3 className={styles.benefitTitle}>{t(`join.benefits.${benefit.key}.title`)}</h3>
              <p className={styles.benefitText}>{t(`join.benefits.${benefit.key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('join.stepsTitle')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <div>
                <h3 className={styles.benefitTitle}>{t(`join.steps.${step}.title`)}</h3>
                <p className={styles.benefitText}>{t(`join.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.banner}>
        <div>
          <h2 className={styles.sectionTitle}>{t('join.bannerTitle')}</h2>
          <p className={styles.benefitText}>{t('join.bannerText')}</p>
        </div>
        <Link className={styles.cta} to="/register">
          {t('join.cta')}
          <Icon name="chevronRight" size={18} />
        </Link>
      </section>
    </div>
  );
}
