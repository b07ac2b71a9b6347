import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { brand, chatUrl, socialAccounts } from '../../../config/brand';
import { paths } from '../../../config/paths';

const LINK_LISTS = [
  {
    heading: 'Shop',
    links: [
      { to: paths.shop, text: 'Shop all' },
      { to: paths.hoodies, text: 'Hoodies' },
      { to: paths.beanies, text: 'Beanies' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { to: paths.size, text: 'Size Guide' },
      { to: paths.contact, text: 'Contact' },
      { to: paths.privacy, text: 'Privacy Policy' },
      { to: paths.terms, text: 'Terms of Service' },
    ],
  },
];

const SOCIAL_LINKS = [
  ...socialAccounts.map(({ name, url }) => ({ href: url, text: name })),
  { href: chatUrl(), text: 'Chat on WhatsApp' },
];

function FooterNav({ label, heading, children }: { label: string; heading: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <h2 className="footer__heading">{heading}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{brand.name}</p>
          <p>EST. {brand.established}</p>
          <p>Cash on delivery across Morocco.</p>
        </div>
        {LINK_LISTS.map(({ heading, links }) => (
          <FooterNav key={heading} label={heading} heading={heading}>
            {links.map(({ to, text }) => (
              <li key={to}>
                <Link to={to}>{text}</Link>
              </li>
            ))}
          </FooterNav>
        ))}
        <FooterNav label="Social" heading="Follow us">
          {SOCIAL_LINKS.map(({ href, text }) => (
            <li key={text}>
              <ExternalLink href={href}>{text}</ExternalLink>
            </li>
          ))}
        </FooterNav>
      </div>
      <p className="footer__copy container">
        © {brand.copyrightYear} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
