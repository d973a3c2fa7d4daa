import styles from './spinner.module.css';

type SpinnerProps = { size?: number; label: string; className?: string };

/** An accessible busy indicator; `label` is the translated text read by screen readers. */
export function Spinner({ size = 28, label, className }: SpinnerProps) {
  return (
    <span role="status" data-loading="" className={[styles.spinner, className].filter(Boolean).join(' ')}>
      <span className={styles.ring} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
