import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useCartCount } from '../../cart';

const NAV = [
  { to: paths.shop, label: 'SHOP' },
  { to: paths.hoodies, label: 'HOODIES' },
  { to: paths.beanies, label: 'BEANIES' },
  { to: paths.about, label: 'ABOUT' },
  { to: paths.contact, label: 'CONTACT' },
] as const;

interface HeaderProps {
  hidden: boolean;
  bannerVisible: boolean;
  adminVisible: boolean;
}

export function Header({ hidden, bannerVisible, adminVisible }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const { data: count = 0 } = useCartCount();
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById(`${menuId}-toggle`)?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, menuId]);

  const close = () => setMenuOpen(false);
  const classes = ['header', hidden && !menuOpen && 'header--hidden', bannerVisible && 'header--below-banner']
    .filter(Boolean)
    .join(' ');

  return (
    <header className={classes}>
      <div className="header__inner container">
        <button
          id={`${menuId}-toggle`}
          type="button"
          className="header__burger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="burger-lines" />
        </button>
        <Link to={paths.home} className="header__logo" aria-label={`${brand.name} home`} onClick={close}>
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
        <nav id={menuId} className={`header__nav${menuOpen ? ' header__nav--open' : ''}`} aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {adminVisible && (
              <li>
                <Link to={paths.admin} onClick={close}>
                  ADMIN
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <Link
          to={paths.cart}
          className="header__cart"
          aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
          aria-current={pathname === paths.cart ? 'page' : undefined}
          onClick={close}
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
