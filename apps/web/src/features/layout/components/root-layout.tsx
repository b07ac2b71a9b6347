import { Outlet, ScrollRestoration } from 'react-router';
import { FREE_SHIPPING_THRESHOLD } from '@vigor/shared';
import { SCROLL_POSITIONS_KEY } from '../../../lib/scroll-positions';
import { useDeliverySettings } from '../../delivery';
import { useActivityTracking } from '../hooks/use-activity-tracking';
import { useAdminShortcut } from '../hooks/use-admin-shortcut';
import { useScrollState } from '../hooks/use-scroll-state';
import { Footer } from './footer';
import { Header } from './header';

/** Banner, header, page and footer around every public page. */
export function RootLayout() {
  const { bannerVisible, headerHidden } = useScrollState();
  const { adminVisible, notice } = useAdminShortcut();
  useActivityTracking();
  const { data: delivery } = useDeliverySettings();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={`banner${bannerVisible ? '' : ' banner--hidden'}`} aria-hidden={!bannerVisible}>
        FREE SHIPPING ON ORDERS OVER {delivery?.free_from ?? FREE_SHIPPING_THRESHOLD} DH
      </div>
      <Header hidden={headerHidden} bannerVisible={bannerVisible} adminVisible={adminVisible} />
      <div className="admin-notice-region" role="status">
        {notice && <p className="admin-notice">{notice}</p>}
      </div>
      {/* No Suspense boundary: React would hydrate the page inside it after the layout, once
          the layout's effects had filled in the cart and the stored caches, and so differently
          from the server's HTML. Routes load their modules before they render (router.tsx). */}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  );
}
