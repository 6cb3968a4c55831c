import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { signatureWithinLimit } from '@/client/lib/signature-size';

export type SignatureHandle = {
  /** The signature as a PNG data URL the shop takes (scaled down if need be), or undefined when it cannot. */
  toPng: () => string | undefined;
};

/** The drawing at `scale` of its size in device pixels, as a PNG data URL. */
function pngAt(pad: SignaturePad, canvas: HTMLCanvasElement, scale: number): string {
  if (scale === 1) return pad.toDataURL('image/png');
  const smaller = document.createElement('canvas');
  smaller.width = Math.max(1, Math.round(canvas.width * scale));
  smaller.height = Math.max(1, Math.round(canvas.height * scale));
  smaller.getContext('2d')?.drawImage(canvas, 0, 0, smaller.width, smaller.height);
  return smaller.toDataURL('image/png');
}

/**
 * Sizes the canvas to its box in device pixels, so strokes are sharp on a phone's dense screen, and draws
 * what was signed again: resizing a canvas wipes it, and a phone turned sideways resizes it.
 */
function fitToBox(pad: SignaturePad, canvas: HTMLCanvasElement) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === canvas.width && height === canvas.height) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/**
 * A box to sign in with a finger, a pen or the mouse (signature_pad, loaded when the box first shows), with
 * "Clear" to start again. `onSignedChange` says whether anything is drawn.
 */
export function SignatureField({
  ref,
  error,
  onSignedChange,
}: {
  ref: Ref<SignatureHandle>;
  error?: string;
  onSignedChange: (signed: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(undefined);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const hintId = useId();
  const signedChange = useRef(onSignedChange);
  signedChange.current = onSignedChange;

  useImperativeHandle(ref, () => ({
    toPng: () => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (!pad || !canvas || pad.isEmpty()) return undefined;
      return signatureWithinLimit((scale) => pngAt(pad, canvas, scale));
    },
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePad | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    import('signature_pad').then(
      ({ default: SignaturePadClass }) => {
        if (cancelled) return;
        pad = new SignaturePadClass(canvas, { penColor: '#1d3557', minWidth: 0.8, maxWidth: 2.6 });
        padRef.current = pad;
        pad.addEventListener('endStroke', () => signedChange.current(!pad?.isEmpty()));
        fitToBox(pad, canvas);
        observer = new ResizeObserver(() => pad && fitToBox(pad, canvas));
        observer.observe(canvas);
        setReady(true);
      },
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      pad?.off();
      padRef.current = undefined;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    signedChange.current(false);
  }

  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <span className="field-label">Signature</span>
        <button type="button" className="btn-outline min-h-11 px-4 py-1.5 text-sm" onClick={clear} disabled={!ready}>
          Clear
        </button>
      </div>
      <canvas
        ref={canvasRef}
        aria-label="Signature: draw it with your finger, a pen or the mouse"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        aria-busy={!ready}
        className="mt-2 block h-44 w-full touch-none select-none rounded-lg border-2 border-dashed border-slate-300 bg-white aria-[invalid=true]:border-accent"
      />
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {loadFailed
          ? 'The signature box could not load: check the connection and reload the page.'
          : 'Sign inside the box.'}
      </p>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
