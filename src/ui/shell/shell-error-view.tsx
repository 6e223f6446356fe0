import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMessages } from '../hooks/use-language';
import { usePorts } from '../hooks/use-ports';

const reportedErrors = new WeakSet<object>();

/** Shown in place of a page that failed to render; the shell around it keeps working. */
export function ShellErrorView({ error, reset }: ErrorComponentProps) {
  const { errors } = usePorts();
  const router = useRouter();
  const { shell } = useMessages();

  useEffect(() => {
    // StrictMode runs effects twice in development; one failure is one report.
    if (typeof error === 'object' && error !== null) {
      if (reportedErrors.has(error)) return;
      reportedErrors.add(error);
    }
    errors.captureException(error, { source: 'render' });
  }, [error, errors]);

  return (
    <div role="alert">
      <h1>{shell.errorTitle}</h1>
      <p>{shell.errorBody}</p>
      <button
        type="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {shell.tryAgain}
      </button>
    </div>
  );
}
