import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Keyboard } from 'lucide-react';
import { huntIsOpen } from '../../../core/huntState';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { OfflineNotice } from '../../components/offline/OfflineNotice';
import { ScannerClosed } from '../../components/hunt/ScannerClosed';
import { CameraScanner } from '../../components/scanner/CameraScanner';
import { ManualCodeForm } from '../../components/scanner/ManualCodeForm';
import { PieceDialog } from '../../components/scanner/PieceDialog';
import { ScanningOverlay } from '../../components/scanner/ScanningOverlay';
import { useScanFlow } from '../../components/scanner/useScanFlow';
import { SurveyDialog } from '../../components/survey/SurveyDialog';
import { useHuntState } from '../../hooks/useHuntState';

/**
 * /scanner and /scan/:code for signed-in users. Loaded lazily (with the camera and the zxing
 * decoder) so no other page pays for them. While the hunt is not running (before its start, or
 * over) the camera never starts and no code is sent: the page says where the hunt stands, and
 * changes the moment an organiser starts or completes the event.
 */
export default function ScannerPage() {
  const { hunt, error } = useHuntState({ live: true });
  // Until the state is known nothing starts; if it can't be read, the server's gate decides.
  const closed = hunt && !huntIsOpen(hunt);
  return (
    <div className="page">
      <PageHeader title="QR Scanner" backTo="/dashboard" backLabel="Back to dashboard" />
      {closed ? (
        <main className="container scanner">
          <ScannerClosed hunt={hunt} />
        </main>
      ) : hunt || error ? (
        <OpenScanner />
      ) : (
        <main className="container scanner">
          <LoadingScreen label="Checking the hunt..." />
        </main>
      )}
    </div>
  );
}

function OpenScanner() {
  const { code } = useParams();
  const { pathname, search } = useLocation();
  const { phase, piece, currentQuestionnaire, submitCode, holdCamera, closePiece, finishQuestionnaire } = useScanFlow();
  const [manualOpen, setManualOpen] = useState(false);
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
        <section className="card scanner-card">
          <CameraScanner
            onDetected={onDetected}
            paused={manualOpen || phase !== 'idle'}
            stopRequested={phase === 'leaving'}
          />
          <p className="scanner-instruction">Point camera at QR code</p>
        </section>

        {manualOpen ? (
          <ManualCodeForm
            processing={phase === 'submitting'}
            onSubmit={(value) => void submitCode(value, 'typed')}
            onCancel={cancelManual}
          />
        ) : (
          <button type="button" className="btn btn-outline btn-block" onClick={openManual}>
            <Keyboard size={18} aria-hidden />
            Enter Code Manually
          </button>
        )}
      </main>

      {phase === 'submitting' && <ScanningOverlay />}
      <PieceDialog piece={piece} onClose={closePiece} />
      {currentQuestionnaire && (
        <SurveyDialog key={currentQuestionnaire.id} questionnaire={currentQuestionnaire} onDone={onQuestionnaireDone} />
      )}
    </>
  );
}
