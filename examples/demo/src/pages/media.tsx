import { createFileRoute } from '@tanstack/react-router';
import { Embed, useLanguage } from 'shellkit';

/**
 * Embedded content under consent (issue 34 §1): a YouTube video, a Google Map and a post on X, each a placeholder
 * until its purpose is allowed or the visitor loads it once. The services are listed in VITE_EMBEDS (.env.development,
 * .env.production), so the CSP lets their frames in. Each embed's title says what it is and who serves it: the
 * placeholder's heading, and its buttons' names ("Load once: … (YouTube video)").
 */
export const Route = createFileRoute('/media')({
  component: MediaPage,
  staticData: { title: ({ code }) => textsFor(code).title },
});

interface MediaTexts {
  readonly title: string;
  readonly intro: string;
  readonly video: string;
  readonly map: string;
  readonly post: string;
}

const TEXTS: Readonly<Record<string, MediaTexts>> = {
  en: {
    title: 'Media',
    intro: 'Video, maps and posts from other services load only when you allow them, or once when you ask.',
    video: 'Shellkit in five minutes (YouTube video)',
    map: 'Where we work (Google Map)',
    post: 'Our launch announcement (post on X)',
  },
  de: {
    title: 'Medien',
    intro: 'Videos, Karten und Beiträge anderer Dienste werden erst geladen, wenn Sie sie erlauben, oder einmal, wenn Sie es wünschen.',
    video: 'Shellkit in fünf Minuten (YouTube-Video)',
    map: 'Wo wir arbeiten (Google-Karte)',
    post: 'Unsere Ankündigung (Beitrag auf X)',
  },
  fr: {
    title: 'Médias',
    intro: 'Les vidéos, cartes et publications d’autres services ne se chargent que si vous les autorisez, ou une fois à votre demande.',
    video: 'Shellkit en cinq minutes (vidéo YouTube)',
    map: 'Où nous travaillons (carte Google)',
    post: 'Notre annonce de lancement (publication sur X)',
  },
};

const textsFor = (code: string): MediaTexts => TEXTS[code] ?? (TEXTS.en as MediaTexts);

function MediaPage() {
  const texts = textsFor(useLanguage().code);
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Embed service="youtube" src="https://www.youtube.com/watch?v=M7lc1UVf-VE" title={texts.video} />
      <Embed
        service="google-maps"
        src="https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d2624.99!2d2.2945!3d48.8584"
        title={texts.map}
      />
      <Embed service="x-post" src="https://x.com/XDevelopers/status/1861111969639481848" title={texts.post} />
    </>
  );
}
