import { brand } from '../../../config/brand';

/** The title of a back-office page ("Sales | VIGOR admin"); React puts it in <head>. */
export function BackOfficeTitle({ page }: { page: string }) {
  return (
    <>
      <title>{`${page} | ${brand.name} admin`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
