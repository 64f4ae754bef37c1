import { useLayoutEffect, useRef } from 'react';

/**
 * Labels every body cell of a table with its column's name (`data-label`), after each render.
 * On a phone the rows become stacked cards (the end of tables.module.css), and each cell shows
 * its label beside its value, so no column, and no action, is out of sight. A name of two
 * ('Name/description') may wrap after its slash, never inside a word.
 */
export function useCellLabels(columns: readonly string[]) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      [...row.cells].forEach((cell, index) => cell.setAttribute('data-label', (columns[index] ?? '').replaceAll('/', '/\u200b')));
    }
  });
  return table;
}
