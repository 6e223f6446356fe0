/**
 * Adds an async `<script src>` to the document and settles when it has run or failed. External
 * scripts only: the Content-Security-Policy allows vendor origins, never inline code. `attributes`
 * are set on the element before it is added, for a vendor's script that reads its settings from
 * its own tag (a `data-website-id`).
 */
export function injectScript(src: string, doc: Document = document, attributes: Readonly<Record<string, string>> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    // Blocked by an extension, the network or the CSP: the browser gives no reason, only the URL.
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    doc.head.append(script);
  });
}
