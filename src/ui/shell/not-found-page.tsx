import { Link } from '@tanstack/react-router';
import { useMessages } from '../hooks/use-language';

export function NotFoundPage() {
  const { notFound } = useMessages();
  return (
    <>
      <h1>{notFound.title}</h1>
      <p>{notFound.body}</p>
      <p>
        <Link to="/">{notFound.home}</Link>
      </p>
    </>
  );
}
