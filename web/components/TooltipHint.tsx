import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import { TOOLTIP_TIMING } from '../lib/tooltip';

/**
 * The label shown over one trigger (which must take a ref and props), inside a Tooltip.Provider
 * that an ancestor gives (the admin area has one for all its buttons).
 */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={6}>
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * A tooltip with its own provider, for a page without one. Loaded after the page (see
 * ThemeToggle), so pages that show no tooltip-heavy UI load no Radix.
 */
export function TooltipHint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Provider {...TOOLTIP_TIMING}>
      <WithTooltip label={label}>{children}</WithTooltip>
    </Tooltip.Provider>
  );
}
