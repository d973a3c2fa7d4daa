import type { BannerGroup } from '@portal/contracts/content';
import { BannerFigure } from '@portal/ui/banner-figure.tsx';
import { useAnnouncements } from '../../api/announcements.ts';
import styles from './auth-form.module.css';

/** The first banner of a modal's banner group (w_login, w_register, w_forget), when the site has one. */
export function AuthBanner({ group }: { group: BannerGroup }) {
  const { data } = useAnnouncements('B');
  const banner = data?.banners
    .find((entry) => entry.groupName === group)
    ?.list.find((item) => Boolean(item.imageUrl));
  if (!banner?.imageUrl) return null;
  return (
    <div className={styles.banner} data-testid={`banner-${group}`}>
      <BannerFigure banner={banner} compact />
    </div>
  );
}
