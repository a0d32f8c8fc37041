import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';

const WIDTH = 600;
const HEIGHT = 240;

/**
 * A frame to sign in with a finger, a stylus or a mouse (pointer events). Drawn at a fixed 600×240 size whatever
 * the screen width, so the image is the same size on every phone; `onInk` says when something was drawn.
 */
export function SignaturePad({
  canvasRef,
  onInk,
  label,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onInk(inked: boolean): void;
  label: string;
}) {
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
  }, [canvasRef]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    onInk(true);
  };
  const end = () => {
    drawing.current = false;
  };
  const clear = () => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.fillRect(0, 0, WIDTH, HEIGHT);
    onInk(false);
  };

  return (
    <div className="signature-pad">
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <button type="button" className="button button--secondary" onClick={clear}>
        Effacer
      </button>
    </div>
  );
}
