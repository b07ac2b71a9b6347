import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FREE_SHIPPING_THRESHOLD } from '@vigor/shared';
import { useActivityTracking } from '../../session/hooks/use-activity-tracking';
import { useAdminShortcut } from '../hooks/use-admin-shortcut';
import { useScrollState } from '../hooks/use-scroll-state';
import { Footer } from './footer';
import { Header } from './header';

/** Banner, header, page and footer around every public page. */
export function RootLayout() {
  const { bannerVisible, headerHidden } = useScrollState();
  const { adminVisible, notice } = useAdminShortcut();
  useActivityTracking();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={`banner${bannerVisible ? '' : ' banner--hidden'}`} aria-hidden={!bannerVisible}>
        FREE SHIPPING ON ORDERS OVER {FREE_SHIPPING_THRESHOLD} DH
      </div>
      <Header hidden={headerHidden} bannerVisible={bannerVisible} adminVisible={adminVisible} />
      <div className="admin-notice-region" role="status">
        {notice && <p className="admin-notice">{notice}</p>}
      </div>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="state container">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
