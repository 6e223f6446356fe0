import { Link } from '@tanstack/react-router';
import { NOT_FOUND_TITLE } from './page-title';

export function NotFoundPage() {
  return (
    <>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </>
  );
}
