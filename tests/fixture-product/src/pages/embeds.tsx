import { createFileRoute } from '@tanstack/react-router';
import { Embed } from 'shellkit';
import { EMBEDS_TEXTS as TEXTS } from '../embeds-texts';
import { EMBEDS_TITLE } from '../page-texts';

/** The test product's page of embedded content: each embed a placeholder until its purpose is allowed (issue 34 §1). */
export const Route = createFileRoute('/embeds')({
  component: EmbedsPage,
  staticData: { title: EMBEDS_TITLE },
});

function EmbedsPage() {
  return (
    <>
      <h1>{TEXTS.title}</h1>
      {TEXTS.embeds.map((embed) => (
        <Embed key={embed.src} {...embed} />
      ))}
    </>
  );
}
