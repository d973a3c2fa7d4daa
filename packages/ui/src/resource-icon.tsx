import { Icon, type IconName, resourceIcon } from './icons.tsx';

type ResourceIconProps = { icon: string | null; fallback: IconName; size?: number; className?: string };

/** A configured resource's icon: its image, the matching inline icon, or the fallback icon. */
export function ResourceIcon({ icon, fallback, size = 20, className }: ResourceIconProps) {
  const resolved = resourceIcon(icon);
  if (resolved && 'src' in resolved) {
    return <img src={resolved.src} alt="" width={size} height={size} className={className} loading="lazy" />;
  }
  return <Icon name={resolved?.name ?? fallback} size={size} className={className} />;
}
