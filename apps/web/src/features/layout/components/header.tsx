import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useLocalePath, useT } from '../../../lib/i18n';
import { useCartCount } from '../../cart';
import { LanguageSwitch } from './language-switch';

/** The menu's id, also the burger link's target: `#site-menu` opens it before hydration (CSS :target). */
const MENU_ID = 'site-menu';

/** The router re-renders the header when the location changes; nothing else moves the fragment. */
const subscribeToNothing = () => () => undefined;
const menuInFragment = () => window.location.hash === `#${MENU_ID}`;
const inBrowser = () => true;
const onServer = () => false;

interface HeaderProps {
  hidden: boolean;
  bannerVisible: boolean;
  adminVisible: boolean;
}

export function Header({ hidden, bannerVisible, adminVisible }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const { data: count = 0 } = useCartCount();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const to = useLocalePath();

  // A tap on the burger before hydration went to #site-menu, which opened the menu through CSS
  // (:target): the app finds it open, and closing it drops the fragment. The server never sees a
  // fragment, so hydration starts closed, like the server's HTML, and the next render says open.
  const openedEarly = useSyncExternalStore(subscribeToNothing, menuInFragment, onServer);
  // Once the app runs, its state alone opens the menu: the router drops the fragment with the
  // history API, which leaves CSS :target on the menu.
  const appRuns = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const open = menuOpen || openedEarly;
  const close = () => {
    setMenuOpen(false);
    if (openedEarly) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        document.getElementById(`${MENU_ID}-toggle`)?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const classes = [
    'header',
    appRuns && 'header--app',
    hidden && !open && 'header--hidden',
    bannerVisible && 'header--below-banner',
  ]
    .filter(Boolean)
    .join(' ');
  const nav = [
    { to: paths.shop, label: t.layout.nav.shop },
    { to: paths.hoodies, label: t.layout.nav.hoodies },
    { to: paths.beanies, label: t.layout.nav.beanies },
    { to: paths.about, label: t.layout.nav.about },
    { to: paths.contact, label: t.layout.nav.contact },
  ];

  return (
    <header className={classes}>
      <div className="header__inner container">
        {/* A link, not a button: before the app has loaded, a tap still opens the menu. */}
        <a
          id={`${MENU_ID}-toggle`}
          href={`#${MENU_ID}`}
          role="button"
          className="header__burger"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t.layout.closeMenu : t.layout.openMenu}
          onClick={(event) => {
            event.preventDefault();
            if (open) close();
            else setMenuOpen(true);
          }}
        >
          <span aria-hidden="true" className="burger-lines" />
        </a>
        <Link
          to={to(paths.home)}
          className="header__logo"
          aria-label={t.layout.home}
          onClick={() => setMenuOpen(false)}
        >
          {logoFailed ? (
            <span className="header__logo-text">{brand.name}</span>
          ) : (
            <img
              src="/logo.svg"
              alt={brand.name}
              width={120}
              height={30}
              onError={() => setLogoFailed(true)}
            />
          )}
        </Link>
        <nav
          id={MENU_ID}
          className={`header__nav${open ? ' header__nav--open' : ''}`}
          aria-label={t.layout.mainNav}
        >
          <ul>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {adminVisible && (
              <li>
                <Link to={paths.admin} onClick={() => setMenuOpen(false)}>
                  ADMIN
                </Link>
              </li>
            )}
          </ul>
          <LanguageSwitch className="header__languages" />
        </nav>
        <Link
          to={to(paths.cart)}
          className="header__cart"
          aria-label={count > 0 ? t.layout.cartWith(count) : t.layout.cart}
          aria-current={location.pathname === to(paths.cart) ? 'page' : undefined}
          onClick={() => setMenuOpen(false)}
        >
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 7h12l-1 13H7L6 7z" />
            <path d="M9 7a3 3 0 0 1 6 0" />
          </svg>
          {count > 0 && (
            <span className="header__badge" data-testid="cart-badge">
              {count}
            </span>
          )}
        </Link>
      </div>
    </header>
  );
}
