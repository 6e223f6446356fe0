// Where the audit's visitor's requests go: the site's own hosts, third parties answered locally (so a CI without
// the internet still sees every attempt), and `--route-map`'s hosts sent to a local server.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Whether a host is the site's own (itself, a subdomain of it, or one allowed). */
export function firstPartyTest(site, allowHosts) {
  const host = new URL(site).hostname;
  return (url) => {
    let hostname;
    try {
      hostname = new URL(url).hostname;
    } catch {
      return true;
    }
    return (
      hostname === host ||
      hostname.endsWith(`.${host}`) ||
      allowHosts.some((allowed) => hostname === allowed || hostname.endsWith(`.${allowed}`))
    );
  };
}

/** Third parties answered locally with an empty answer of the right kind: a CI without the internet still sees every attempt. */
export async function fakeThirdParties(context, isFirstParty, requests) {
  await context.route(
    (url) => !isFirstParty(url.href) && /^https?:$/.test(url.protocol),
    (route) => {
      const type = route.request().resourceType();
      const answer =
        type === 'image'
          ? { status: 200, contentType: 'image/gif', body: GIF }
          : type === 'script'
            ? { status: 200, contentType: 'text/javascript', body: '' }
            : type === 'stylesheet'
              ? { status: 200, contentType: 'text/css', body: '' }
              : type === 'document'
                ? { status: 200, contentType: 'text/html', body: '<!doctype html><title></title>' }
                : { status: 204, body: '' };
      return route
        .fulfill({ ...answer, headers: { 'access-control-allow-origin': route.request().headers().origin ?? '*' } })
        .catch(() => undefined);
    },
  );
  await context.routeWebSocket(
    (url) => !isFirstParty(url.href.replace(/^ws/, 'http')),
    (socket) => {
      // Accepted and left silent: the attempt is what counts.
      requests.push({ url: socket.url(), type: 'websocket', at: Date.now(), page: '' });
    },
  );
}

/** `--route-map`: a host's requests sent to another server (a local fake in CI), the host it was meant for in X-Forwarded-Host. */
export async function routeHosts(context, routeMap = {}) {
  for (const [host, target] of Object.entries(routeMap))
    await context.route(
      (url) => url.hostname === host,
      async (route) => {
        const url = new URL(route.request().url());
        const headers = { ...route.request().headers(), 'x-forwarded-host': url.host };
        // Unanswered, the request fails in the page as an unreachable host would; it must not end the audit.
        const response = await route.fetch({ url: `${target}${url.pathname}${url.search}`, headers }).catch(() => undefined);
        await (response ? route.fulfill({ response }) : route.abort('connectionrefused')).catch(() => undefined);
      },
    );
}
