import type QrScanner from 'qr-scanner';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';

type CameraState = 'starting' | 'scanning' | 'stopped' | 'denied' | 'noCamera' | 'failed';

/** Why the camera did not start: the scanner library says only "not found", so the permission is asked for. */
async function cameraProblem(): Promise<CameraState> {
  try {
    const permission = await navigator.permissions.query({ name: 'camera' as PermissionName });
    if (permission.state === 'denied') return 'denied';
  } catch {
    // A browser that cannot say: the plain failure.
  }
  return 'failed';
}

/**
 * A short beep (Web Audio) and a buzz where the device has one: the desk hears a pass was read. The
 * buzz waits for the desk's first touch of the page: before it the browser refuses it and logs an error
 * (a scan read by the camera alone is no touch).
 */
export function readFeedback(): void {
  if (navigator.userActivation?.hasBeenActive !== false) navigator.vibrate?.(120);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(audio.destination);
    tone.onended = () => void audio.close();
    tone.start();
    tone.stop(audio.currentTime + 0.15);
  } catch {
    // No sound on this device: the page shows the visit all the same.
  }
}

/**
 * The desk's camera: the QR scanner library (loaded with this page only) reads what the camera sees
 * and hands each text read to `onRead`. A denied permission, a missing or broken camera each say so
 * (the page's code entry stays beside it); the camera can be stopped and started again.
 */
export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation('visitors');
  const video = useRef<HTMLVideoElement>(null);
  const read = useRef(onRead);
  const [on, setOn] = useState(true);
  const [attempt, setAttempt] = useState(0); // "Start" after a failure tries again
  const [state, setState] = useState<CameraState>('starting');
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);
  useEffect(() => {
    if (!on) return;
    let scanner: QrScanner | null = null;
    let cancelled = false;
    setState('starting');
    void (async () => {
      try {
        const { default: Scanner } = await import('qr-scanner');
        if (cancelled) return;
        if (!(await Scanner.hasCamera())) return setState(cancelled ? 'stopped' : 'noCamera');
        scanner = new Scanner(video.current!, (result) => read.current(result.data), {
          returnDetailedScanResult: true,
          maxScansPerSecond: 5,
        });
        await scanner.start();
        if (!cancelled) setState('scanning');
      } catch {
        if (!cancelled) setState(await cameraProblem());
      }
    })();
    return () => {
      cancelled = true;
      scanner?.destroy();
      setState('stopped');
    };
  }, [on, attempt]);

  const problem = state === 'denied' || state === 'noCamera' || state === 'failed';
  // The button says what it will do: stop a camera that runs or starts, start one that is off or failed.
  const running = on && !problem;
  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-navy-900">
        <video ref={video} aria-label={t('desk.video')} muted playsInline className="h-full w-full object-cover" />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-[15px] text-muted">
          {state === 'starting' && t('desk.starting')}
          {state === 'scanning' && t('desk.scanning')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setOn(!running);
            if (!running) setAttempt((n) => n + 1);
          }}
        >
          {running ? t('desk.stop') : t('desk.start')}
        </Button>
      </div>
      {problem && (
        <div className="mt-3">
          <FormAlert>{t(`desk.${state}`)}</FormAlert>
        </div>
      )}
    </div>
  );
}

/** How long the same QR held in front of the camera is not read again. */
export const SAME_QR_MS = 4000;

/**
 * The camera's reads as a desk sends them: the same QR held in front of the camera is sent once
 * within `SAME_QR_MS`, each read sent with the read feedback.
 */
export function useFreshReads(send: (token: string) => void): (read: string) => void {
  const last = useRef<{ token: string; at: number } | null>(null);
  return useCallback(
    (read: string) => {
      const previous = last.current;
      if (previous?.token === read && Date.now() - previous.at < SAME_QR_MS) return;
      last.current = { token: read, at: Date.now() };
      readFeedback();
      send(read);
    },
    [send],
  );
}
