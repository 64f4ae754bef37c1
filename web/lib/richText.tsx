import { Fragment, type ReactNode } from 'react';

/**
 * A translated text with marked parts, each drawn by its own element: 'The Campus <0>Treasure
 * Hunt</0>' with `[(part) => <span className="accent-text">{part}</span>]`. The translation
 * moves the marks where its grammar wants them; the elements stay in the code.
 */
export function withParts(text: string, parts: readonly ((content: string) => ReactNode)[]): ReactNode {
  const pieces = text.split(/<(\d+)>(.*?)<\/\1>/);
  return pieces.map((piece, index) => {
    if (index % 3 === 0) return piece;
    if (index % 3 === 1) return null;
    return <Fragment key={index}>{parts[Number(pieces[index - 1])]?.(piece) ?? piece}</Fragment>;
  });
}
