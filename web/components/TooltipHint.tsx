import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import { TOOLTIP_TIMING } from '../lib/tooltip';

/**
 * A Radix tooltip with its own provider around one trigger (which must take a ref and props).
 * Loaded after the page (see ThemeToggle), so pages that show no tooltip-heavy UI load no Radix.
 */
export function TooltipHint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Provider {...TOOLTIP_TIMING}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={6}>
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
