/**
 * The camera scanner's state machine (docs/product.md, Scanner). Keeping the allowed transitions in one
 * table means the camera code can never pause a scanner that is not running, or start one twice.
 *
 *   notStarted --start--> scanning --pause--> paused --resume--> scanning
 *   scanning | paused --stop--> notStarted
 */

export type ScannerState = 'notStarted' | 'scanning' | 'paused';
export type ScannerAction = 'start' | 'pause' | 'resume' | 'stop';

const TRANSITIONS: Record<ScannerAction, { from: readonly ScannerState[]; to: ScannerState }> = {
  start: { from: ['notStarted'], to: 'scanning' },
  pause: { from: ['scanning'], to: 'paused' },
  resume: { from: ['paused'], to: 'scanning' },
  stop: { from: ['scanning', 'paused'], to: 'notStarted' },
};

export function canTransition(state: ScannerState, action: ScannerAction): boolean {
  return TRANSITIONS[action].from.includes(state);
}

/** The next state, or an error naming the illegal move. */
export function transition(state: ScannerState, action: ScannerAction): ScannerState {
  if (!canTransition(state, action)) {
    throw new Error(`Cannot ${action} the scanner while it is ${state}.`);
  }
  return TRANSITIONS[action].to;
}

/** Scanning an image file is only possible while the camera is not running. */
export function canScanFile(state: ScannerState): boolean {
  return state === 'notStarted';
}
