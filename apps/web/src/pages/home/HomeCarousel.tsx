import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_INTERVAL_MS } from '@judge/contract';
import { homeApi, homeKeys } from '../../api/home';
import defaultBanner from './home-banner.svg';

// antd's carousel (and the slider library under it) loads only when there are pictures to turn through.
const Carousel = lazy(() => import('antd/es/carousel'));

/**
 * The home carousel (spec 1-core §2.3, §9): the super admin's images, advancing every 3 s; 440 px high,
 * 200 px under 768 px (HomePage.css). With no images it shows the bundled default banner.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  const images = useQuery({ queryKey: homeKeys.carousel, queryFn: homeApi.carousel, staleTime: 60_000 });
  if (images.isLoading) return <Skeleton.Node active className="home-carousel home-carousel--loading" />;
  const urls = images.data?.length ? images.data.map((image) => image.url) : [defaultBanner];
  const slides = urls.map((url, index) => (
    <div key={url}>
      <img
        className="home-carousel__image"
        src={url}
        alt={t('homePage.carouselImage', { index: index + 1 })}
        data-testid={url === defaultBanner ? 'home-carousel-default' : 'home-carousel-image'}
      />
    </div>
  ));
  return (
    <div className="home-carousel" data-testid="home-carousel">
      {slides.length === 1 ? (
        slides
      ) : (
        <Suspense fallback={slides[0]}>
          <Carousel autoplay autoplaySpeed={HOME_CAROUSEL_INTERVAL_MS} dots>
            {slides}
          </Carousel>
        </Suspense>
      )}
    </div>
  );
}
