import { useId, useState } from 'react';
import { ALL_GRANTED, type ConsentState, type PurposeChoices } from '../../domain/consent';
import { SALE_AND_SHARING_PURPOSES, type UsOptOut } from '../../domain/us-opt-out';
import type { Messages } from '../../i18n/messages/en';
import { ChoiceView } from './choice-view';

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
 * says the signal is honoured. It is a ChoiceView: the banner's place, keyboard focus, Escape or Cancel.
 */
export function PrivacyChoices({ state, optOut, messages, onChoose, onCancel }: PrivacyChoicesProps) {
  const switchId = `${useId()}-sale`;
  const [allowed, setAllowed] = useState(!optOut.optedOutByChoice);
  const { privacyChoices, preferences } = messages;

  const save = () => {
    const before = state.status === 'decided' ? state.choices : ALL_GRANTED;
    onChoose({ ...before, ...Object.fromEntries(SALE_AND_SHARING_PURPOSES.map((purpose) => [purpose, allowed])) });
  };

  return (
    <ChoiceView
      testId="privacy-choices"
      title={privacyChoices.link}
      intro={privacyChoices.intro}
      cancelLabel={preferences.cancel}
      onSave={save}
      onCancel={onCancel}
      actions={
        <button type="submit" className="cookie-banner__button">
          {preferences.save}
        </button>
      }
    >
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
    </ChoiceView>
  );
}
