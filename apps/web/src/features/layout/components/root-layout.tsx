import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FREE_SHIPPING_THRESHOLD, langDir, type Lang } from '@vigor/shared';
import { LangProvider, messagesOf } from '../../../lib/i18n';
import { SCROLL_POSITIONS_KEY } from '../../../lib/scroll-positions';
import { useAdPixels } from '../../ads';
import { useDeliverySettings } from '../../delivery';
import { useActivityTracking } from '../hooks/use-activity-tracking';
import { useAdminShortcut } from '../hooks/use-admin-shortcut';
import { useScrollState } from '../hooks/use-scroll-state';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';

/**
 * Banner, header, page and footer around every public page, in one language (each language's
 * routes have their own layout: router.tsx). The server writes `<html lang dir>`; a page opened
 * in the browser in another language sets them here.
 */
export function RootLayout({ lang }: { lang: Lang }) {
  const { bannerVisible, headerHidden } = useScrollState();
  const { adminVisible, notice } = useAdminShortcut();
  useActivityTracking();
  useAdPixels();
  const { data: delivery } = useDeliverySettings();
  const t = messagesOf(lang).layout;
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = langDir(lang);
  }, [lang]);
  return (
    <LangProvider lang={lang}>
      <a href="#main" className="skip-link">
        {t.skip}
      </a>
      <div className={`banner${bannerVisible ? '' : ' banner--hidden'}`} aria-hidden={!bannerVisible}>
        {t.banner(delivery?.free_from ?? FREE_SHIPPING_THRESHOLD)}
      </div>
      <Header hidden={headerHidden} bannerVisible={bannerVisible} adminVisible={adminVisible} />
      <div className="admin-notice-region" role="status">
        {notice && <p className="admin-notice">{notice}</p>}
      </div>
      <LanguageOffer />
      {/* No Suspense boundary: React would hydrate the page inside it after the layout, once
          the layout's effects had filled in the cart and the stored caches, and so differently
          from the server's HTML. Routes load their modules before they render (router.tsx). */}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </LangProvider>
  );
}
