import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ALL_GRANTED, ALL_REFUSED, type ConsentMode, type ConsentState, type PurposeChoices } from '../../domain/consent';
import { PURPOSES, type Purpose } from '../../domain/purpose';
import type { PrivacyService } from '../shell-context';
import {
  ACCEPT_ALL_LABEL,
  CANCEL_LABEL,
  GPC_NOTE,
  PREFERENCES_INTRO,
  PREFERENCES_TITLE,
  PURPOSE_TEXTS,
  REJECT_ALL_LABEL,
  SAVE_LABEL,
} from '../../domain/consent-notice';
import './cookie-banner.css';

// The words live in the domain (consent-notice.ts): the consent ledger records a hash of what was shown.
export { ACCEPT_ALL_LABEL, CANCEL_LABEL, GPC_NOTE, PREFERENCES_TITLE, REJECT_ALL_LABEL, SAVE_LABEL };

export interface CookiePreferencesProps {
  readonly mode: ConsentMode;
  readonly state: ConsentState;
  readonly globalPrivacyControl: boolean;
  readonly services: readonly PrivacyService[];
  readonly onChoose: (choices: PurposeChoices) => void;
  readonly onCancel: () => void;
}

/**
 * The switches start where the visitor is: their choice when they made one; otherwise everything
 * off in opt-in mode (nothing is pre-ticked for them) and on in notice mode (what runs now).
 */
function startingChoices(mode: ConsentMode, state: ConsentState): PurposeChoices {
  if (state.status === 'decided') return state.choices;
  return mode === 'notice' ? ALL_GRANTED : ALL_REFUSED;
}

/** Who a purpose's data goes to on this site, in the services' own names. */
function servicesFor(purpose: Purpose, services: readonly PrivacyService[]): string {
  const names = services.flatMap((service) => {
    if (service.purpose === purpose) return [service.name];
    const part = service.otherPurposes[purpose];
    return part ? [`${service.name} (${part})`] : [];
  });
  return names.length > 0 ? `Used by: ${names.join(', ')}.` : 'No service of this kind runs on this site.';
}

/**
 * The preferences view: one labelled switch per purpose, with the services it covers, and Save.
 * It takes the banner's place (same corner, same width) and keyboard focus, since the visitor just
 * asked for it; Escape or Cancel leaves it without changing anything.
 */
export function CookiePreferences({ mode, state, globalPrivacyControl, services, onChoose, onCancel }: CookiePreferencesProps) {
  const region = useRef<HTMLElement>(null);
  const titleId = useId();
  const [choices, setChoices] = useState<PurposeChoices>(() => startingChoices(mode, state));
  useEffect(() => region.current?.focus(), []);

  // GPC keeps marketing off whatever is switched: the view shows it off and says why.
  const forced = (purpose: Purpose) => purpose === 'marketing' && globalPrivacyControl;
  const save = (event: FormEvent) => {
    event.preventDefault();
    // Under GPC the store records marketing refused, whichever button is pressed (decisionFrom, in the consent engine).
    onChoose(choices);
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
      data-testid="cookie-preferences"
      tabIndex={-1}
      onKeyDown={escape}
    >
      <h2 id={titleId} className="cookie-banner__title">
        {PREFERENCES_TITLE}
      </h2>
      <p className="cookie-banner__body">{PREFERENCES_INTRO}</p>
      <form onSubmit={save}>
        <ul className="cookie-preferences__purposes">
          {PURPOSES.map((purpose) => {
            const id = `${titleId}-${purpose}`;
            const necessary = purpose === 'necessary';
            const checked = necessary || (!forced(purpose) && choices[purpose]);
            return (
              <li key={purpose} className="cookie-preferences__purpose">
                <div className="cookie-preferences__switch">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={checked}
                    disabled={necessary || forced(purpose)}
                    aria-describedby={`${id}-description`}
                    onChange={(event) => {
                      if (necessary) return;
                      const on = event.currentTarget.checked;
                      setChoices((previous) => ({ ...previous, [purpose]: on }));
                    }}
                  />
                  <label htmlFor={id}>{PURPOSE_TEXTS[purpose].name}</label>
                </div>
                <p id={`${id}-description`} className="cookie-preferences__description">
                  {PURPOSE_TEXTS[purpose].description} {servicesFor(purpose, services)}
                  {forced(purpose) && <> {GPC_NOTE}</>}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="cookie-banner__actions">
          <button type="submit" className="cookie-banner__button">
            {SAVE_LABEL}
          </button>
          <button type="button" className="cookie-banner__button" onClick={() => onChoose(ALL_GRANTED)}>
            {ACCEPT_ALL_LABEL}
          </button>
          <button type="button" className="cookie-banner__button" onClick={() => onChoose(ALL_REFUSED)}>
            {REJECT_ALL_LABEL}
          </button>
          <button type="button" className="cookie-banner__button cookie-banner__button--quiet" onClick={onCancel}>
            {CANCEL_LABEL}
          </button>
        </div>
      </form>
    </section>
  );
}
