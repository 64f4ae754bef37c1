import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Camera, Keyboard } from 'lucide-react';
import { huntIsOpen } from '../../../core/huntState';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { OfflineNotice } from '../../components/offline/OfflineNotice';
import { ScannerClosed } from '../../components/hunt/ScannerClosed';
import type { CameraProblem } from '../../components/scanner/cameraErrors';
import { CameraErrorView } from '../../components/scanner/CameraErrorView';
import { CameraScanner } from '../../components/scanner/CameraScanner';
import { ManualCodeForm } from '../../components/scanner/ManualCodeForm';
import {
  declarationsDialog,
  pieceDialog,
  preloadScanResultDialogs,
  preloadScanResultDialogsWhenIdle,
  surveyDialog,
} from '../../components/scanner/scannerDialogs';
import { ScanningOverlay } from '../../components/scanner/ScanningOverlay';
import { useScanFlow, type TypedNotice } from '../../components/scanner/useScanFlow';
import { useHuntState } from '../../hooks/useHuntState';
import { useShownOnce } from '../../hooks/useShownOnce';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

const PieceDialog = pieceDialog.Page;
const DeclarationsDialog = declarationsDialog.Page;
const SurveyDialog = surveyDialog.Page;

/**
 * /scanner and /scan/:code for signed-in users. Loaded lazily so no other page pays for it; the
 * zxing decoder loads once the camera runs, the dialogs after the page (scannerDialogs.ts). While the hunt is not running (before its start, or
 * over) the camera never starts and no code is sent: the page says where the hunt stands, and
 * changes the moment an organiser starts or completes the event.
 */
export default function ScannerPage() {
  const i18n = useI18n();
  const { hunt, error } = useHuntState({ live: true });
  // Until the state is known nothing starts; if it can't be read, the server's gate decides.
  const closed = hunt && !huntIsOpen(hunt);
  return (
    <div className="page">
      <PageHeader
        title={i18n._({ id: 'scanner.title', message: 'QR Scanner' })}
        backTo="/dashboard"
        backLabel={i18n._({ id: 'page.backDashboard', message: 'Back to dashboard' })}
      />
      {closed ? (
        <main className="container scanner">
          <ScannerClosed hunt={hunt} />
        </main>
      ) : hunt || error ? (
        <OpenScanner />
      ) : (
        <main className="container scanner">
          <LoadingScreen label={i18n._({ id: 'scanner.checking', message: 'Checking the hunt...' })} />
        </main>
      )}
    </div>
  );
}

function OpenScanner() {
  const i18n = useI18n();
  const { code } = useParams();
  const { pathname, search } = useLocation();
  const {
    phase,
    piece,
    currentQuestionnaire,
    typedNotice,
    submitCode: sendCode,
    holdCamera,
    closePiece,
    finishQuestionnaire,
    acceptDeclarations,
    declineDeclarations,
  } = useScanFlow();
  // A code's result may open a dialog: its code comes along with the request, if not there yet.
  const submitCode = useCallback(
    (...args: Parameters<typeof sendCode>) => {
      preloadScanResultDialogs();
      return sendCode(...args);
    },
    [sendCode],
  );
  useEffect(preloadScanResultDialogsWhenIdle, []);
  const pieceShown = useShownOnce(piece !== null);
  const declarationsShown = useShownOnce(phase === 'declarations');
  const [manualOpen, setManualOpen] = useState(false);
  // A printed link carries its code: it is sent without starting the camera, which the student
  // can start afterwards for the next code.
  const [cameraWanted, setCameraWanted] = useState(!code);
  // The camera cannot scan (none, refused, failed): typing is the way, said calmly beside it.
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const typing = manualOpen || cameraProblem !== null;
  // Typing a code pauses the camera, so a code still in view (one already collected, say)
  // cannot toast and redirect the student away before they submit. Cancel resumes it.
  const openManual = useCallback(() => {
    holdCamera(true);
    setManualOpen(true);
  }, [holdCamera]);
  const cancelManual = useCallback(() => {
    holdCamera(false);
    setManualOpen(false);
  }, [holdCamera]);

  // A QR code opened with the phone's own camera lands here: submit its code once.
  const linkSubmitted = useRef(false);
  useEffect(() => {
    if (!code || linkSubmitted.current) return;
    linkSubmitted.current = true;
    // The whole link, so a screen's rotating token (?t=) goes along with the code.
    void submitCode(`${pathname}${search}`, 'link');
  }, [code, pathname, search, submitCode]);

  const onDetected = useCallback((text: string) => void submitCode(text, 'camera'), [submitCode]);
  const onQuestionnaireDone = useCallback(() => {
    if (currentQuestionnaire) finishQuestionnaire(currentQuestionnaire.id);
  }, [currentQuestionnaire, finishQuestionnaire]);

  return (
    <>
      <main className="container scanner">
        <OfflineNotice />
        {/* The form keeps its place whatever the camera does, so a code being typed is never lost. */}
        {cameraProblem ? null : cameraWanted ? (
          <section className="card scanner-card">
            <CameraScanner
              onDetected={onDetected}
              onProblem={setCameraProblem}
              paused={manualOpen || phase !== 'idle'}
              stopRequested={phase === 'leaving'}
            />
            <p className="scanner-instruction">{i18n._({ id: 'scanner.point', message: 'Point camera at QR code' })}</p>
          </section>
        ) : (
          <button type="button" className="btn btn-outline btn-block" onClick={() => setCameraWanted(true)}>
            <Camera size={18} aria-hidden />
            {i18n._({ id: 'scanner.useCamera', message: 'Scan with Camera' })}
          </button>
        )}
        {typing ? (
          <ManualCodeForm
            processing={phase === 'submitting'}
            ready={phase === 'idle'}
            onSubmit={(value) => void submitCode(value, 'typed')}
            onCancel={cameraProblem ? undefined : cancelManual}
            title={cameraProblem ? i18n._({ id: 'scanner.typeCode', message: 'Type the code' }) : undefined}
            notice={typedNotice && <TypedNoticeText notice={typedNotice} />}
            noticeTone={typedNotice?.kind === 'failed' ? 'error' : 'info'}
          />
        ) : (
          <button type="button" className="btn btn-outline btn-block" onClick={openManual}>
            <Keyboard size={18} aria-hidden />
            {i18n._({ id: 'scanner.typeInstead', message: 'Enter Code Manually' })}
          </button>
        )}
        {/* Without a camera the form comes first; why there is no camera follows, in a line or two. */}
        {cameraProblem && <CameraErrorView problem={cameraProblem} />}
      </main>

      {phase === 'submitting' && <ScanningOverlay />}
      {/* Rendered from the first time they are needed (their code loads on demand), then kept;
          each waits for its own code, so one loading never hides another. */}
      {declarationsShown && (
        <Suspense fallback={null}>
          <DeclarationsDialog open={phase === 'declarations'} onAccept={acceptDeclarations} onCancel={declineDeclarations} />
        </Suspense>
      )}
      {pieceShown && (
        <Suspense fallback={null}>
          <PieceDialog piece={piece} onClose={closePiece} />
        </Suspense>
      )}
      {currentQuestionnaire && (
        <Suspense fallback={null}>
          <SurveyDialog key={currentQuestionnaire.id} questionnaire={currentQuestionnaire} onDone={onQuestionnaireDone} />
        </Suspense>
      )}
    </>
  );
}

/** What came of a typed code that was not collected, beside the field. */
function TypedNoticeText({ notice }: { notice: TypedNotice }) {
  const i18n = useI18n();
  const bold = (part: string) => <strong>{part}</strong>;
  const values = { code: notice.code, text: notice.text };
  return notice.kind === 'alreadyCollected'
    ? withParts(i18n._({ id: 'scanner.typed.already', message: '<0>Already Collected!</0> {text} ({code}). Type the next code.', values }), [bold])
    : withParts(i18n._({ id: 'scanner.typed.failed', message: '<0>Scan Failed</0> {code}: {text}', values }), [bold]);
}
