import { brand } from '../../../config/brand';
import { PageHead } from '../../../components/ui/page-head';
import { paths } from '../../../config/paths';

const VALUES = [
  { title: brand.name, text: 'Strength you can wear: confidence in every stitch and every step.' },
  { title: 'INTEGRITY', text: 'Honest pieces at honest prices, built to last and made with respect.' },
  { title: 'GRIT', text: 'Made for people who keep going when the road gets hard.' },
] as const;

export function AboutPage() {
  return (
    <div className="container about">
      <PageHead
        title={`About | ${brand.name}`}
        description={`${brand.name}: Moroccan streetwear born in ${brand.established}, heavyweight hoodies and beanies worn proud.`}
        path={paths.about}
      />
      <h1 className="page-title">ABOUT {brand.name}</h1>
      <section aria-labelledby="about-story">
        <h2 id="about-story">OUR STORY</h2>
        <p>
          {brand.name} started in {brand.established} with one idea: streetwear from Morocco that carries the
          energy of its streets. We design heavyweight hoodies, beanies and tees for people who move with
          purpose.
        </p>
      </section>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">OUR MISSION</h2>
        <p>
          To make clothes that give you the confidence to take your space, delivered to your door anywhere in
          Morocco, paid in cash when it arrives.
        </p>
      </section>
      <section className="about__symbol" aria-labelledby="about-symbol">
        <svg aria-hidden="true" viewBox="0 0 64 64" width="96" height="96">
          <path d="M10 10h12l10 30 10-30h12L38 56H26z" fill="currentColor" />
        </svg>
        <div>
          <h2 id="about-symbol">THE V SYMBOL</h2>
          <p>
            The V stands for {brand.name}: two lines that meet at one point, many paths and one direction.
            Forward.
          </p>
        </div>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">CORE VALUES</h2>
        <ul className="about__values">
          {VALUES.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <button type="button" className="button">
        JOIN THE MOVEMENT
      </button>
    </div>
  );
}
