import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { TIMINGS } from '../../../core/constants';
import type { ScanRequest, ScanSource } from '../../../core/contracts';
import type { UnlockedPiece } from './PieceDialog';
import type { ParticipantQuestionnaire } from '../../../core/questions';
import { normaliseScanText, scanTokenOf } from '../../../core/scanCode';
import { useRefreshAfterScan } from '../../hooks/useRefresh';
import { useUser } from '../../hooks/useUser';
import { api } from '../../lib/api';
import { locate, locateIfAllowed } from '../../lib/geolocation';
import { enqueueScan, queuedScans } from '../../lib/offline/scanQueue';
import { sendScan, type ScanFailure } from '../../lib/scans/sendScan';
import { API } from '../../../core/apiPaths';
import { goToLogin } from '../../lib/paths';
import { toast } from '../../lib/toastStore';
import { i18n } from '@lingui/core';
import { scanFailedText } from './scanErrors';

/**
 * The scan flow: idle → submitting (overlay) → unlocked (piece dialog) →
 * surveys (one at a time) → back to the dashboard. A student who has not accepted the three
 * declarations is asked first (declarations), and the code waits until they do. A code that
 * checks places asks the device where it is and is sent again; one that finds no server is kept
 * offline (lib/offline/). A failure toasts and returns to idle, or leaves the page (logged out;
 * a piece already held, read by the camera or a link: a typed one stays for the next code).
 */
export type ScanPhase = 'idle' | 'declarations' | 'submitting' | 'unlocked' | 'surveys' | 'leaving';

/**
 * What the manual form says of the code just typed when it was not collected (already held,
 * refused): said beside the field, where no toast covers it, and the student stays to type the next.
 */
export interface TypedNotice {
  code: string;
  kind: 'alreadyCollected' | 'failed';
  /** The server's words for a refusal ('Invalid code'). */
  text: string;
}


/**
 * Scans still on the phone go first. The server reads each scan's device time as no earlier than
 * the find before it, so a fresh scan sent ahead of older ones would make them look instant.
 */
async function scansWaiting(userId: string): Promise<boolean> {
  try {
    return (await queuedScans(userId)).length > 0;
  } catch {
    return false;
  }
}

/** Stores a scan that found no server, with the device's time and, if already allowed, its position. */
async function keepForLater(userId: string, request: ScanRequest): Promise<boolean> {
  try {
    const claimedAt = new Date().toISOString();
    await enqueueScan({ ...request, ...(await locateIfAllowed()), userId, claimedAt });
    return true;
  } catch (error) {
    console.warn('The scan could not be kept offline.', error);
    return false;
  }
}

/** A code waiting for the declarations to be accepted, as it arrived. */
interface WaitingCode {
  raw: string;
  source: ScanSource;
}

export function useScanFlow() {
  const navigate = useNavigate();
  const { user, mutate: setUser } = useUser();
  const userId = user?.id;
  const refreshAfterScan = useRefreshAfterScan();
  const { mutate } = useSWRConfig();
  const [phase, setPhase] = useState<ScanPhase>('idle');
  const [typedNotice, setTypedNotice] = useState<TypedNotice | null>(null);
  // Read when a code arrives: a student the server knows to have accepted is never asked.
  const declarationsNeeded = useRef(false);
  const declarationsAccepted = user?.declarationsAccepted ?? true;
  useEffect(() => {
    declarationsNeeded.current = !declarationsAccepted;
  }, [declarationsAccepted]);
  const waiting = useRef<WaitingCode | null>(null);
  const [piece, setPiece] = useState<UnlockedPiece | null>(null);
  const [questionnaires, setQuestionnaires] = useState<ParticipantQuestionnaire[]>([]);
  const busy = useRef(false);
  const lastSubmitted = useRef<string | null>(null);
  const lastRejected = useRef<string | null>(null);
  /** Set while the student types a code: what the camera reads meanwhile is not acted on. */
  const cameraHeld = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = useCallback((action: () => void, ms: number) => {
    timers.current.push(setTimeout(action, ms));
  }, []);

  const handleFailure = useCallback(
    (code: string, source: ScanSource, failure: ScanFailure) => {
      if (failure.kind === 'alreadyCollected' && source === 'camera' && cameraHeld.current) {
        // The camera read this code just before the student opened the manual form: they are
        // typing another one, so neither the toast nor the redirect may take them away.
        busy.current = false;
        setPhase('idle');
      } else if (failure.kind === 'signedOut') {
        setPhase('leaving');
        toast({
          title: i18n._({ id: 'scanner.signedOut', message: 'Unauthorized' }),
          description: i18n._({ id: 'scanner.signedOut.text', message: 'You are logged out. Logging in again...' }),
          variant: 'destructive',
        });
        later(() => goToLogin(window.location.pathname), TIMINGS.loggedOutRedirect);
      } else if (failure.kind === 'huntClosed') {
        // The hunt started or ended before the page heard: read where it stands, and the
        // scanner page shows it instead of the camera (which says so: no toast repeats it).
        busy.current = false;
        setPhase('idle');
        void mutate(API.hunt);
      } else if (failure.kind === 'alreadyCollected' && source === 'typed') {
        // The student is typing codes: they stay, told in the form, to type the next one.
        busy.current = false;
        setPhase('idle');
        const text = failure.byTeam
          ? i18n._({ id: 'scanner.already.team', message: 'Already collected by your team' })
          : i18n._({ id: 'scanner.already.you', message: "You've already collected this piece" });
        setTypedNotice({ code, kind: 'alreadyCollected', text });
      } else if (failure.kind === 'alreadyCollected') {
        setPhase('leaving');
        const description = failure.byTeam
          ? i18n._({ id: 'scanner.already.teamText', message: 'Already collected by your team: a teammate found it first.' })
          : i18n._({ id: 'scanner.already.youText', message: "You've already collected this piece. Great job!" });
        toast({ title: i18n._({ id: 'scanner.already', message: 'Already Collected!' }), description, duration: 3000 });
        later(() => navigate('/dashboard'), TIMINGS.alreadyCollectedRedirect);
      } else {
        // Remember it so a camera still pointed at the same wrong code does not resubmit it
        // every 2 s (each wrong code counts towards the server's rate limit).
        lastRejected.current = code;
        busy.current = false;
        setPhase('idle');
        if (source === 'typed') setTypedNotice({ code, kind: 'failed', text: scanFailedText(failure) });
        else toast({ title: i18n._({ id: 'scanner.failed', message: 'Scan Failed' }), description: scanFailedText(failure), variant: 'destructive' });
      }
    },
    [later, mutate, navigate],
  );

  /** Sends one code (the declarations are accepted) and follows what comes of it. */
  const send = useCallback(
    async (code: string, raw: string, source: ScanSource) => {
      busy.current = true;
      setPhase('submitting');
      const token = scanTokenOf(raw);
      // How the code arrived is kept with the collection: a shared code is typed, not scanned.
      const request: ScanRequest = token ? { code, token, source } : { code, source };
      if (userId && (await scansWaiting(userId)) && (await keepForLater(userId, request))) {
        lastSubmitted.current = code;
        busy.current = false;
        setPhase('idle');
        toast({
          title: i18n._({ id: 'scanner.queued', message: 'Queued' }),
          description: i18n._({ id: 'scanner.queued.text', message: 'It goes out right after the scans still waiting on your phone' }),
        });
        return;
      }
      const outcome = await sendScan(request, locate);
      if (outcome.kind === 'collected') {
        lastSubmitted.current = code;
        void refreshAfterScan();
        setQuestionnaires(outcome.result.triggeredQuestionnaires);
        setPiece({ ...outcome.result.piece, completed: outcome.result.completed });
        setPhase('unlocked');
        // `busy` stays set: nothing else is scanned until the flow ends on the dashboard.
      } else if (outcome.kind === 'unreachable' && userId) {
        // No network: the scan waits on the phone and goes out when the connection is back. The
        // page's offline notice says so ('Saved offline…', with the count): no toast repeats it.
        lastSubmitted.current = code;
        const kept = await keepForLater(userId, request);
        busy.current = false;
        setPhase('idle');
        if (!kept) handleFailure(code, source, outcome);
      } else {
        handleFailure(code, source, outcome);
      }
    },
    [handleFailure, refreshAfterScan, userId],
  );

  const submitCode = useCallback(
    async (raw: string, source: ScanSource) => {
      const code = normaliseScanText(raw);
      if (!code || busy.current || code === lastSubmitted.current) return;
      if (source === 'camera' && (cameraHeld.current || code === lastRejected.current)) return;
      setTypedNotice(null);
      if (declarationsNeeded.current) {
        // Not accepted yet (a printed link skips the landing): the code waits for the dialog.
        busy.current = true;
        waiting.current = { raw, source };
        setPhase('declarations');
        return;
      }
      await send(code, raw, source);
    },
    [send],
  );

  /**
   * The dialog's 'Accept': records the acceptance (a failure is the dialog's to show, and the
   * code keeps waiting), then sends the waiting code.
   */
  const acceptDeclarations = useCallback(async () => {
    const updated = await api.acceptDeclarations();
    declarationsNeeded.current = false;
    await setUser(updated, { revalidate: false });
    const next = waiting.current;
    waiting.current = null;
    const code = next ? normaliseScanText(next.raw) : '';
    if (next && code) await send(code, next.raw, next.source);
    else {
      busy.current = false;
      setPhase('idle');
    }
  }, [send, setUser]);

  /**
   * The dialog closed without accepting: the waiting code is dropped, nothing was sent. A camera
   * still pointed at it does not ask again every 2 s (typing it, or another code, does).
   */
  const declineDeclarations = useCallback(() => {
    if (waiting.current?.source === 'camera') lastRejected.current = normaliseScanText(waiting.current.raw);
    waiting.current = null;
    busy.current = false;
    setPhase((current) => (current === 'declarations' ? 'idle' : current));
  }, []);

  /** Holds the camera while the manual form is open ('Enter Code Manually'), and lets it go on Cancel. */
  const holdCamera = useCallback((held: boolean) => {
    cameraHeld.current = held;
    // The form opens afresh: what it said of an earlier code is over.
    setTypedNotice(null);
  }, []);

  /** The piece dialog closed (button, auto-close or Escape): on to the questionnaires. */
  const closePiece = useCallback(() => {
    setPiece(null);
    setPhase((current) => (current === 'unlocked' ? 'surveys' : current));
  }, []);

  /** A questionnaire was submitted or skipped; only the first call per questionnaire counts. */
  const finishQuestionnaire = useCallback((id: number) => {
    setQuestionnaires((queue) => (queue[0]?.id === id ? queue.slice(1) : queue));
  }, []);

  const currentQuestionnaire = phase === 'surveys' ? (questionnaires[0] ?? null) : null;

  useEffect(() => {
    if (phase === 'surveys' && questionnaires.length === 0) {
      setPhase('leaving');
      navigate('/dashboard');
    }
  }, [phase, questionnaires.length, navigate]);

  return {
    phase,
    piece,
    currentQuestionnaire,
    typedNotice,
    submitCode,
    holdCamera,
    closePiece,
    finishQuestionnaire,
    acceptDeclarations,
    declineDeclarations,
  };
}
