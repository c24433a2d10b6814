import { ACCOUNT_LIMITS } from '@offerpilot/shared';
import { Modal, Slider } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const VIEW = 240;
const OUT = ACCOUNT_LIMITS.avatarSize;

/** Draws the picture into a square: scaled to cover it, zoomed, moved by the offset (view pixels). */
function draw(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  size: number,
  zoom: number,
  offset: { x: number; y: number },
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const cover = Math.max(size / image.naturalWidth, size / image.naturalHeight) * zoom;
  const w = image.naturalWidth * cover;
  const h = image.naturalHeight * cover;
  const scale = size / VIEW;
  const x = (size - w) / 2 + offset.x * scale;
  const y = (size - h) / 2 + offset.y * scale;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, x, y, w, h);
}

/** Keeps the picture covering the square whatever the zoom. */
function clampOffset(image: HTMLImageElement, zoom: number, offset: { x: number; y: number }) {
  const cover = Math.max(VIEW / image.naturalWidth, VIEW / image.naturalHeight) * zoom;
  const maxX = Math.max(0, (image.naturalWidth * cover - VIEW) / 2);
  const maxY = Math.max(0, (image.naturalHeight * cover - VIEW) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/** Square crop of a chosen picture: drag to move, slider to zoom; the result is a 256×256 JPEG data URL. */
export function AvatarCropper({
  file,
  saving,
  onCancel,
  onDone,
}: {
  file: File | null;
  saving: boolean;
  onCancel: () => void;
  onDone: (dataUrl: string) => void;
}) {
  const { t } = useTranslation('account');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; start: { x: number; y: number } } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    };
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (image && canvasRef.current) draw(canvasRef.current, image, VIEW, zoom, offset);
  }, [image, zoom, offset]);

  const finish = () => {
    if (!image) return;
    const out = document.createElement('canvas');
    out.width = OUT;
    out.height = OUT;
    draw(out, image, OUT, zoom, offset);
    onDone(out.toDataURL('image/jpeg', 0.88));
  };

  return (
    <Modal
      open={Boolean(file)}
      title={t('profile.cropTitle')}
      okText={t('profile.cropOk')}
      cancelText={t('profile.cancel')}
      onOk={finish}
      onCancel={onCancel}
      confirmLoading={saving}
      okButtonProps={{ disabled: !image }}
      width={360}
      destroyOnHidden
    >
      <p className="op-profile__hint">{t('profile.cropHint')}</p>
      <canvas
        ref={canvasRef}
        width={VIEW}
        height={VIEW}
        className="op-avatar-crop"
        aria-label={t('profile.cropTitle')}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY, start: offset };
        }}
        onPointerMove={(e) => {
          if (!drag.current || !image) return;
          const d = drag.current;
          setOffset(clampOffset(image, zoom, { x: d.start.x + e.clientX - d.x, y: d.start.y + e.clientY - d.y }));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      />
      <div className="op-avatar-crop__zoom">
        <span>{t('profile.zoom')}</span>
        <Slider
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(z) => {
            setZoom(z);
            if (image) setOffset((o) => clampOffset(image, z, o));
          }}
          style={{ flex: 1 }}
        />
      </div>
    </Modal>
  );
}
