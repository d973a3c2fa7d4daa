import { Link } from 'react-router';
import { Icon } from './icons.tsx';
import styles from './store-badge.module.css';

export const storeBadgeRow = styles.row;

type StoreBadgeProps = {
  platform: 'ios' | 'android';
  label: string;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
} & (
  | { /** A page of this portal. */ to: string; href?: never }
  | { /** A store or file address: opens in a new tab. */ href: string; to?: never }
);

/** A pill naming an app platform (Apple or Android logo and a label) that leads to its download. */
export function StoreBadge({ platform, label, size = 'md', testId, to, href }: StoreBadgeProps) {
  const className = size === 'md' ? styles.badge : `${styles.badge} ${styles[size]}`;
  const content = (
    <>
      <Icon name={platform === 'ios' ? 'apple' : 'android'} size={size === 'sm' ? 16 : 18} />
      {label}
    </>
  );
  if (to !== undefined) {
    return (
      <Link className={className} to={to} data-testid={testId}>
        {content}
      </Link>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {content}
    </a>
  );
}
