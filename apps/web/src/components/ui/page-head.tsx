import { useSite } from '../../lib/site';

interface PageHeadProps {
  title: string;
  description: string;
  /** The page's own path (and query, if it picks the content), for the canonical URL. */
  path: string;
}

/** A page's title, description and canonical URL; React puts them in <head>, the server too. */
export function PageHead({ title, description, path }: PageHeadProps) {
  const { origin } = useSite();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${path}`} />
    </>
  );
}
