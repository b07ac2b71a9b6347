import { Link } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { PageHead } from '../../../components/ui/page-head';

export function PrivacyPage() {
  return (
    <article className="container legal">
      <PageHead
        title={`Privacy Policy | ${brand.name}`}
        description={`How ${brand.name} uses the details you give when you order or write to us.`}
        path={paths.privacy}
      />
      <h1 className="page-title">Privacy Policy</h1>
      <p>
        {brand.name} collects only what it needs to deliver your order: your name, phone number and city when
        you order, and your name, e-mail address and message when you contact us.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your details to confirm your order by phone, to deliver it and to answer your messages. We
        never sell them. Our delivery partner receives your name, phone number and city to bring you the
        parcel.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        One cookie keeps your cart while you shop. Your browser also keeps a short-lived copy of the product
        list so that pages load faster. We use no advertising trackers.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask us to see, correct or delete your details at any time: write to{' '}
        <a href={`mailto:${brand.email}`}>{brand.email}</a> or use the{' '}
        <Link to={paths.contact}>contact page</Link>.
      </p>
    </article>
  );
}
