/** The tooltip timing (Radix's defaults), for every Tooltip.Provider. */
export const TOOLTIP_TIMING = { delayDuration: 700, skipDelayDuration: 300 } as const;
