import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import { isOnRequestPort } from '../../domain/vendor-facts';
import { decisionKind } from '../../domain/consent';
import type { ActivityEntry, ActivityPort } from '../../domain/shell-activity';
import { useConsent } from '../hooks/use-consent';
import { useConsentMode } from '../hooks/use-ports';
import { EmbedsPanel } from './embeds-panel';
import type { InspectorFeed } from './inspector-feed';
import { StoredItemsPanel } from './stored-items-panel';
import './shell-inspector.css';

const PORT_FILTERS: readonly (ActivityPort | 'all')[] = ['all', 'analytics', 'pixel', 'heatmap', 'errors', 'chat', 'consent', 'vendor'];
const CONSENT_STATE = { granted: 'allowed', pending: 'held for consent', denied: 'off' } as const;

const timeOf = (at: number) => new Date(at).toISOString().slice(11, 23);

/**
 * The shell inspector: every port call this page made, newest first, with the adapter that got it
 * and what consent let through, plus each adapter's state. It reads in-memory records only and
 * sends nothing anywhere.
 */
export default function ShellInspector({ feed, onClose }: { readonly feed: InspectorFeed; readonly onClose: () => void }) {
  const subscribe = useCallback((onChange: () => void) => feed.activity.subscribe(onChange), [feed]);
  const entries = useSyncExternalStore(subscribe, () => feed.activity.entries);
  const [filter, setFilter] = useState<ActivityPort | 'all'>('all');
  const consent = useConsent();
  const mode = useConsentMode();
  const titleId = useId();
  const filterId = useId();

  const signalsSubscribe = useCallback((onChange: () => void) => feed.consentSignals.subscribe(onChange), [feed]);
  // A Map that changes in place: its values, joined, are the snapshot React compares.
  useSyncExternalStore(signalsSubscribe, () => [...feed.consentSignals.latest.values()].join('\u0000'));
  const shown = entries.filter((entry) => filter === 'all' || entry.port === filter).toReversed();

  return (
    <aside className="shell-inspector" aria-labelledby={titleId} data-testid="shell-inspector">
      <div className="shell-inspector__bar">
        <h2 id={titleId}>Shell inspector</h2>
        <button type="button" onClick={onClose}>
          Close inspector
        </button>
      </div>
      <table className="shell-inspector__adapters">
        <caption>
          Adapters ({mode} mode{feed.visitorCountry && `, visitor from ${feed.visitorCountry}`})
        </caption>
        <thead>
          <tr>
            <th scope="col">Port</th>
            <th scope="col">Adapter</th>
            <th scope="col">Consent</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">consent</th>
            <td>{feed.consentStore}</td>
            <td>{consent.state.status === 'decided' ? decisionKind(consent.state.choices) : 'no decision'}</td>
          </tr>
          {/* Re-read on every render: useConsent re-renders this panel on each decision. */}
          {feed.ports.map((port) => (
            <tr key={`${port.port} ${port.vendor}`}>
              <th scope="row">{port.port}</th>
              <td>
                {port.vendor}
                {/* Issue 23: a fetch-only vendor hears of consent only through what the shell lets through. */}
                {/* A chat is loaded only when the visitor opens it (docs/decisions/0003-chat-on-request.md). */}
                {isOnRequestPort(port.port) ? (
                  <small> (loaded when the visitor opens the chat)</small>
                ) : (
                  port.consentCall === 'none' && <small> (no consent call of its own: the shell holds and drops its calls)</small>
                )}
              </td>
              <td>
                {isOnRequestPort(port.port) ? 'on request' : port.purpose === 'necessary' ? 'always' : CONSENT_STATE[port.permission()]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="shell-inspector__adapters">
        <caption>Purposes</caption>
        <thead>
          <tr>
            <th scope="col">Purpose</th>
            <th scope="col">Consent</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {feed.purposes.map((purpose) => (
            <tr key={purpose.purpose}>
              <th scope="row">{purpose.purpose}</th>
              <td>{CONSENT_STATE[purpose.permission()]}</td>
              <td>{purpose.reason()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <EmbedsPanel />
      {feed.gpp && <GppString gpp={feed.gpp} />}
      {feed.consentSignals.latest.size > 0 && (
        <ul className="shell-inspector__vendors" aria-label="Consent as each vendor was last told">
          {[...feed.consentSignals.latest].map(([vendor, signal]) => (
            <li key={vendor}>
              {vendor}: <code>{signal}</code>
            </li>
          ))}
        </ul>
      )}
      {feed.storage && <StoredItemsPanel owners={feed.storage.owners} removed={feed.storage.removed} />}
      <ul className="shell-inspector__vendors" aria-label="Vendor SDKs">
        {[...feed.vendors.latest].map(([vendor, status]) => (
          <li key={vendor}>
            {vendor}: <strong>{status}</strong>
          </li>
        ))}
      </ul>
      <div className="shell-inspector__controls">
        <label htmlFor={filterId}>Port</label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as ActivityPort | 'all')}>
          {PORT_FILTERS.map((port) => (
            <option key={port} value={port}>
              {port}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => feed.activity.clear()}>
          Clear
        </button>
        <span aria-live="polite">{shown.length} calls</span>
      </div>
      <ol className="shell-inspector__calls" aria-label="Port calls, newest first">
        {shown.map((entry) => (
          <CallEntry key={entry.id} entry={entry} />
        ))}
      </ol>
    </aside>
  );
}

/** The IAB GPP string vendors read through `__gpp` (docs/gpp.md), as it is now. */
function GppString({ gpp }: { readonly gpp: NonNullable<InspectorFeed['gpp']> }) {
  const subscribe = useCallback((onChange: () => void) => gpp.subscribe(onChange), [gpp]);
  const text = useSyncExternalStore(subscribe, () => gpp.current());
  return (
    <p className="shell-inspector__gpp">
      GPP string (<code>__gpp</code>): {text === undefined ? 'not loaded yet' : <code data-testid="shell-inspector-gpp">{text}</code>}
    </p>
  );
}

function CallEntry({ entry }: { readonly entry: ActivityEntry }) {
  return (
    <li data-port={entry.port}>
      <time dateTime={new Date(entry.at).toISOString()}>{timeOf(entry.at)}</time>{' '}
      <span className="shell-inspector__port">{entry.port}</span> → <span className="shell-inspector__adapter">{entry.adapter}</span>{' '}
      <span className="shell-inspector__summary">{entry.summary}</span>
      {entry.outcome && (
        <span className="shell-inspector__outcome">
          {' '}
          ({entry.outcome}
          {entry.reason && `: ${entry.reason}`})
        </span>
      )}
      {entry.detail !== undefined && (
        <details>
          <summary>Payload</summary>
          <pre>{JSON.stringify(entry.detail, null, 2)}</pre>
        </details>
      )}
    </li>
  );
}
