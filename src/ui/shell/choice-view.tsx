import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import './cookie-banner.css';

export interface ChoiceViewProps {
  /** Its test id: each view that uses this frame is found by its own. */
  readonly testId: string;
  readonly title: string;
  readonly intro: string;
  /** The form's controls (switches), between the intro and the buttons. */
  readonly children: ReactNode;
  /** The buttons before Cancel; a submit button among them saves. */
  readonly actions: ReactNode;
  readonly cancelLabel: string;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  /** What follows the form (the link to the language choice). */
  readonly after?: ReactNode;
}

/**
 * The frame of a view the visitor opened to change their choices (Cookie settings, Your Privacy Choices): it takes
 * the banner's place (same corner, same width) and keyboard focus, since the visitor just asked for it, titles
 * itself, and Escape or Cancel leaves it without changing anything.
 */
export function ChoiceView({ testId, title, intro, children, actions, cancelLabel, onSave, onCancel, after }: ChoiceViewProps) {
  const region = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => region.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave();
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
      data-testid={testId}
      tabIndex={-1}
      onKeyDown={escape}
    >
      <h2 id={titleId} className="cookie-banner__title">
        {title}
      </h2>
      <p className="cookie-banner__body">{intro}</p>
      <form onSubmit={save}>
        {children}
        <div className="cookie-banner__actions">
          {actions}
          <button type="button" className="cookie-banner__button cookie-banner__button--quiet" onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </form>
      {after}
    </section>
  );
}
