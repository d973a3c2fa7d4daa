import type { Announcement } from '@portal/contracts/content';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerFigure } from '@portal/ui/banner-figure.tsx';
import { useReducedMotion } from '@portal/ui/use-reduced-motion.ts';
import { useVendorLanes } from '../../../api/vendor-lanes.ts';
import { bannerTarget, carouselOptions } from '../lib/banner-target.ts';
import styles from './banner-carousel.module.css';

/** The Swiper part of the carousel, in its own chunk so Swiper stays out of the entry bundle. */
export default function BannerSwiper({ banners }: { banners: Announcement[] }) {
  const navigate = useNavigate();
  const { t } = useTranslation('content');
  const options = carouselOptions(banners.length, useReducedMotion());
  const lanes = useVendorLanes().data;
  const categoryOfVendor = (vassalage: string) =>
    lanes?.find((lane) => lane.vendors.some((vendor) => vendor.vassalage === vassalage))?.gameCategory;

  const open = (banner: Announcement) => {
    const target = bannerTarget(banner, categoryOfVendor);
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    if (target.kind === 'route') navigate(target.path);
  };

  return (
    <Swiper
      className={styles.swiper}
      modules={[Autoplay, Pagination]}
      loop={options.loop}
      speed={options.speed}
      autoplay={options.autoplay}
      pagination={options.pagination}
      data-loop={String(options.loop)}
    >
      {banners.map((banner) => {
        const target = bannerTarget(banner);
        const clickable = target.kind !== 'none';
        return (
          <SwiperSlide key={banner.id} className={styles.slide}>
            <button
              type="button"
              className={styles.slideButton}
              data-testid="banner-slide"
              data-linkage={banner.linkageType}
              disabled={!clickable}
              onClick={() => open(banner)}
            >
              <BannerFigure banner={banner} cta={clickable ? t(`banner.cta.${target.kind}`) : undefined} />
            </button>
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
