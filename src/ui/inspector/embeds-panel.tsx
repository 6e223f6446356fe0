import { useCallback, useSyncExternalStore } from 'react';

/** An embed's state as the inspector names it: its placeholder, its frame loaded by "Load once", or by its purpose allowed. */
export type InspectedEmbedState = 'placeholder' | 'loaded once' | 'always allowed';

export interface InspectedEmbed {
  readonly service: string;
  readonly label: string;
  readonly purpose: string;
  readonly title: string;
  readonly state: InspectedEmbedState;
}

/**
 * The page's embeds as `<Embed>` marks them (src/ui/embed/embed-frame.tsx): `data-embed` (the service's id),
 * `data-embed-label`, `data-embed-purpose`, `data-embed-title`, `data-embed-state` and, once loaded, `data-embed-by`
 * ("once" or "purpose"). Read from the page, so the inspector imports nothing of the embeds' nor the entry's.
 */
export function embedsOnPage(root: ParentNode = document): InspectedEmbed[] {
  return [...root.querySelectorAll<HTMLElement>('[data-embed]')].map((element) => ({
    service: element.dataset['embed'] ?? '',
    label: element.dataset['embedLabel'] ?? '',
    purpose: element.dataset['embedPurpose'] ?? '',
    title: element.dataset['embedTitle'] ?? '',
    state:
      element.dataset['embedState'] !== 'loaded' ? 'placeholder' : element.dataset['embedBy'] === 'once' ? 'loaded once' : 'always allowed',
  }));
}

const WATCHED = ['data-embed', 'data-embed-state', 'data-embed-by', 'data-embed-title', 'data-embed-label', 'data-embed-purpose'];

function watchPage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED });
  return () => observer.disconnect();
}

/** Issue 34 §1: each embed on the page, its service, the purpose that allows it, and whether it is loaded and how. */
export function EmbedsPanel() {
  const snapshot = useCallback(() => JSON.stringify(embedsOnPage()), []);
  const embeds = JSON.parse(useSyncExternalStore(watchPage, snapshot)) as InspectedEmbed[];
  if (embeds.length === 0) return null;
  return (
    <table className="shell-inspector__adapters">
      <caption>Embeds ({embeds.length} on this page)</caption>
      <thead>
        <tr>
          <th scope="col">Embed</th>
          <th scope="col">Service</th>
          <th scope="col">Purpose</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {embeds.map((embed, index) => (
          <tr key={`${index} ${embed.service}`} data-embed-row={embed.service}>
            <th scope="row">{embed.title}</th>
            <td>{embed.label}</td>
            <td>{embed.purpose}</td>
            <td>{embed.state}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
