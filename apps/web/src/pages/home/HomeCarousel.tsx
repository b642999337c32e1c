import { Carousel, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_INTERVAL_MS } from '@judge/contract';
import { homeApi, homeKeys } from '../../api/home';
import defaultBanner from './home-banner.svg';

/**
 * The home carousel (spec 1-core §2.3, §9): the super admin's images, advancing every 3 s; 440 px high,
 * 200 px under 768 px (HomePage.css). With no images it shows the bundled default banner.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  const images = useQuery({ queryKey: homeKeys.carousel, queryFn: homeApi.carousel, staleTime: 60_000 });
  if (images.isLoading) return <Skeleton.Node active className="home-carousel home-carousel--loading" />;
  const urls = images.data?.length ? images.data.map((image) => image.url) : [defaultBanner];
  return (
    <div className="home-carousel" data-testid="home-carousel">
      <Carousel autoplay={urls.length > 1} autoplaySpeed={HOME_CAROUSEL_INTERVAL_MS} dots={urls.length > 1}>
        {urls.map((url, index) => (
          <div key={url}>
            <img
              className="home-carousel__image"
              src={url}
              alt={t('homePage.carouselImage', { index: index + 1 })}
              data-testid={url === defaultBanner ? 'home-carousel-default' : 'home-carousel-image'}
            />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
