import { BLOG_SLUGS } from '../../core/site/client-routes';
import { LandingFrame } from './LandingFrame';
import { AppRouteTable } from './route-table';

export { BLOG_SLUGS };

/** The browser's route table: the landing page in the initial chunk, every other page lazy. */
export function AppRoutes() {
  return <AppRouteTable landing={<LandingFrame />} />;
}
