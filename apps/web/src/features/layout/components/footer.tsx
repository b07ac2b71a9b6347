import { Link } from 'react-router';
import { brand, chatUrl } from '../../../config/brand';
import { paths } from '../../../config/paths';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{brand.name}</p>
          <p>EST. {brand.established}</p>
          <p>Cash on delivery across Morocco.</p>
        </div>
        <nav aria-label="Shop">
          <h2 className="footer__heading">Shop</h2>
          <ul>
            <li>
              <Link to={paths.shop}>Shop all</Link>
            </li>
            <li>
              <Link to={paths.hoodies}>Hoodies</Link>
            </li>
            <li>
              <Link to={paths.beanies}>Beanies</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2 className="footer__heading">Help</h2>
          <ul>
            <li>
              <Link to={paths.size}>Size Guide</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contact</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.terms}>Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Social">
          <h2 className="footer__heading">Follow us</h2>
          <ul>
            <li>
              <a href={brand.instagram.url} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={brand.tiktok.url} target="_blank" rel="noopener noreferrer">
                TikTok<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={chatUrl()} target="_blank" rel="noopener noreferrer">
                Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__copy container">
        © {brand.copyrightYear} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
