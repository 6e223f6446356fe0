import { Fragment, type ReactNode } from 'react';

/**
 * A catalog text with its `{placeholders}` filled by elements (a `<code>` name, a link, a time), so a
 * translation can move them where its grammar puts them. A placeholder with no part stays as written.
 */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/(\{[A-Za-z]+\})/).map((piece, index) => {
    const name = /^\{([A-Za-z]+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
  });
}
