import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { brand, chatUrl, socialAccounts } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useLocalePath, useT } from '../../../lib/i18n';
import { LanguageSwitch } from './language-switch';

function FooterNav({ label, heading, children }: { label: string; heading: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <h2 className="footer__heading">{heading}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

export function Footer() {
  const t = useT().layout;
  const to = useLocalePath();
  const linkLists = [
    {
      heading: t.footerShop,
      links: [
        { to: paths.shop, text: t.shopAll },
        { to: paths.hoodies, text: t.hoodies },
        { to: paths.beanies, text: t.beanies },
      ],
    },
    {
      heading: t.footerHelp,
      links: [
        { to: paths.size, text: t.sizeGuide },
        { to: paths.contact, text: t.contact },
        { to: paths.privacy, text: t.privacy },
        { to: paths.terms, text: t.terms },
      ],
    },
  ];
  const socialLinks = [
    ...socialAccounts.map(({ name, url }) => ({ href: url, text: name })),
    { href: chatUrl(), text: t.chat },
  ];
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{brand.name}</p>
          <p>{t.established}</p>
          <p>{t.cod}</p>
          <LanguageSwitch className="footer__languages" />
        </div>
        {linkLists.map(({ heading, links }) => (
          <FooterNav key={heading} label={heading} heading={heading}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)}>{link.text}</Link>
              </li>
            ))}
          </FooterNav>
        ))}
        <FooterNav label={t.footerSocial} heading={t.footerFollow}>
          {socialLinks.map(({ href, text }) => (
            <li key={text}>
              <ExternalLink href={href}>{text}</ExternalLink>
            </li>
          ))}
        </FooterNav>
      </div>
      <p className="footer__copy container">{t.rights}</p>
    </footer>
  );
}
