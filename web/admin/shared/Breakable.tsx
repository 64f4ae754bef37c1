import { Fragment } from 'react';
import { breakPoints } from './breakPoints';

/** An e-mail or a URL that wraps between its parts, not inside a word (see breakPoints). */
export function Breakable({ text }: { text: string }) {
  const parts = breakPoints(text);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
