import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ALL_GRANTED, type ConsentState, type PurposeChoices } from '../../domain/consent';
import { SALE_AND_SHARING_PURPOSES, type UsOptOut } from '../../domain/us-opt-out';
import type { Messages } from '../../i18n/messages/en';
import './cookie-banner.css';

export interface PrivacyChoicesProps {
  readonly state: ConsentState;
  /** The visitor's opt-out as the consent engine reads it (its snapshot's `usOptOut`). */
  readonly optOut: UsOptOut;
  readonly messages: Messages;
  readonly onChoose: (choices: PurposeChoices) => void;
  readonly onCancel: () => void;
}

/**
 * "Your Privacy Choices" (opt-out mode): one switch for the sale and sharing of personal information and
 * targeted advertising, on until the visitor opts out. It maps to SALE_AND_SHARING_PURPOSES (advertising); the
 * other purposes keep what they are. Under Global Privacy Control the switch is off and locked, and the view
 * says the signal is honoured. It takes the banner's place and keyboard focus; Escape or Cancel changes nothing.
 */
export function PrivacyChoices({ state, optOut, messages, onChoose, onCancel }: PrivacyChoicesProps) {
  const region = useRef<HTMLElement>(null);
  const titleId = useId();
  const switchId = `${titleId}-sale`;
  const [allowed, setAllowed] = useState(!optOut.optedOutByChoice);
  const { privacyChoices, preferences } = messages;
  useEffect(() => region.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const before = state.status === 'decided' ? state.choices : ALL_GRANTED;
    onChoose({ ...before, ...Object.fromEntries(SALE_AND_SHARING_PURPOSES.map((purpose) => [purpose, allowed])) });
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <section
      ref={region}
      role="region"
      className="cookie-banner cookie-preferences"
      aria-labelledby={titleId}
      data-testid="privacy-choices"
      tabIndex={-1}
      onKeyDown={escape}
    >
      <h2 id={titleId} className="cookie-banner__title">
        {privacyChoices.link}
      </h2>
      <p className="cookie-banner__body">{privacyChoices.intro}</p>
      <form onSubmit={save}>
        <div className="cookie-preferences__switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={allowed && !optOut.globalPrivacyControl}
            disabled={optOut.globalPrivacyControl}
            aria-describedby={optOut.globalPrivacyControl ? `${switchId}-gpc` : undefined}
            onChange={(event) => setAllowed(event.currentTarget.checked)}
          />
          <label htmlFor={switchId}>{privacyChoices.sale}</label>
        </div>
        {optOut.globalPrivacyControl && (
          <p id={`${switchId}-gpc`} className="cookie-preferences__description">
            {privacyChoices.gpcHonored}
          </p>
        )}
        <div className="cookie-banner__actions">
          <button type="submit" className="cookie-banner__button">
            {preferences.save}
          </button>
          <button type="button" className="cookie-banner__button cookie-banner__button--quiet" onClick={onCancel}>
            {preferences.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
