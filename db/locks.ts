/**
 * Advisory-lock class of the event gate: every scan holds it shared (in hunt_record_scan) and
 * completing an event takes it exclusively, so no scan is acknowledged after a completion.
 * (With a second key per schema from hunt_event_gate_key(), so test schemas don't share it.)
 */
export const EVENT_GATE_LOCK_CLASS = 1213548116;

/**
 * Advisory-lock class of erasures and role changes (with the schema's key from
 * hunt_event_gate_key()): they are rare, so they run one at a time, and the "last
 * administrator" count cannot race another erasure or a demotion.
 */
export const ERASURE_LOCK_CLASS = 1163020627;

/**
 * Advisory-lock class of a team in a team event (the second key is the team's id): its members'
 * scans and answers run one at a time, so two members scanning one code at once collect it
 * once, and two answering one questionnaire at once answer it once. Always taken after the
 * student's own lock.
 */
export const TEAM_LOCK_CLASS = 1413827917;
