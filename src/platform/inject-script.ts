/**
 * Adds an async `<script src>` to the document and settles when it has run or failed. External
 * scripts only: the Content-Security-Policy allows vendor origins, never inline code.
 */
export function injectScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    // Blocked by an extension, the network or the CSP: the browser gives no reason, only the URL.
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    doc.head.append(script);
  });
}
