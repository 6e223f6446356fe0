import { useId, useState } from 'react';
import type { Messages } from '../../i18n/messages/en';
import './chat-launcher.css';

export interface ChatLauncherProps {
  /** The chat vendor's own name, as the description names it. */
  readonly service: string;
  /** The catalog's chat words, in the page's language. */
  readonly words: Messages['chat'];
  /** Loads the vendor's widget and opens it (the chat port: `ports.chat.open`). */
  readonly open: () => void;
  /** While the cookie banner or a consent view is shown: the launcher neither covers it nor is covered by it. */
  readonly hidden: boolean;
}

/**
 * The shell's own chat launcher (issue 34 §2, docs/decisions/0003-chat-on-request.md): nothing of the chat vendor is
 * on the page until the visitor presses it; then the vendor's widget loads and opens, and this launcher gives way to
 * the vendor's own. Fixed at the bottom corner on the inline end, so it never shifts the layout; the box it sits in
 * takes its height at the end of the page, so the footer (and its privacy link) scrolls clear of it, at 320 px and
 * 200 % zoom alike. Its code is a chunk of its own: a site with no chat vendor ships none of it.
 */
export default function ChatLauncher({ service, words, open, hidden }: ChatLauncherProps) {
  const [opened, setOpened] = useState(false);
  const descriptionId = useId();
  if (opened || hidden) return null;
  return (
    // A landmark of its own (axe: all content in landmarks), named as the privacy page names the kind of service.
    <aside className="shell-chat" aria-label={words.kind} data-chat-launcher="">
      <button
        type="button"
        className="shell-chat__button"
        aria-describedby={descriptionId}
        title={words.opens(service)}
        onClick={() => {
          setOpened(true);
          open();
        }}
      >
        <svg className="shell-chat__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16v12H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {words.launcher}
      </button>
      <span id={descriptionId} className="visually-hidden">
        {words.opens(service)}
      </span>
    </aside>
  );
}
