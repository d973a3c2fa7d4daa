import type { Announcement } from '@portal/contracts/content';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { Suspense } from 'react';
import { lazyChunk } from '../../../shell/chunks/chunk-load.ts';
import styles from './banner-carousel.module.css';

const BannerSwiper = lazyChunk(() => import('./banner-swiper.tsx'));

/** The w_home banners (spec section 2); the frame keeps its height while Swiper loads. */
export function BannerCarousel({ banners, loading }: { banners: Announcement[]; loading: boolean }) {
  if (!loading && banners.length === 0) return null;
  const placeholder = <Skeleton height="100%" radius={0} />;
  return (
    <section className={styles.frame} data-testid="banner-carousel">
      {loading ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <BannerSwiper banners={banners} />
        </Suspense>
      )}
    </section>
  );
}
