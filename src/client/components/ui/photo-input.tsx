import { useState } from 'react';
import { shrinkChosen } from '@/client/lib/shrink-photo';

/**
 * Photos chosen on the device, made smaller there before they are kept or sent: whether that is under way,
 * and what could not be read, with any other `refused` reasons the caller gives (too many photos, say).
 */
export function useShrunkPhotos() {
  const [shrinking, setShrinking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  async function shrink(chosen: File[], refused: string[] = []) {
    setShrinking(true);
    const { photos, problems: unread } = await shrinkChosen(chosen);
    setShrinking(false);
    setProblems([...unread, ...refused]);
    return photos;
  }
  return { shrinking, problems, shrink };
}

/**
 * A button that takes a photo with the camera (`capture`) or chooses photos on the device: the file input
 * covers the button, so the whole of it is the touch target. Emptied after each choice, so that the same
 * photo can be chosen again; `onFiles` hears only of a choice of at least one file.
 */
export function PhotoInput({
  label,
  disabled,
  className = '',
  describedBy,
  capture,
  multiple,
  onFiles,
}: {
  label: string;
  disabled: boolean;
  className?: string;
  describedBy?: string;
  capture?: 'environment';
  multiple?: boolean;
  onFiles: (files: File[]) => Promise<unknown>;
}) {
  return (
    <label
      className={`btn-outline relative cursor-pointer focus-within:(outline outline-3 outline-offset-2 outline-sun) ${className} ${disabled ? 'pointer-events-none opacity-50' : ''}`}
    >
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        capture={capture}
        multiple={multiple}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) void onFiles(chosen);
        }}
      />
    </label>
  );
}

/** While photos are made smaller, `working` as a status; then each photo that could not be taken, and why. */
export function ShrinkingState({
  shrinking,
  working,
  problems,
}: {
  shrinking: boolean;
  working: string;
  problems: string[];
}) {
  return (
    <>
      {shrinking && (
        <p role="status" className="text-sm text-ink-muted">
          {working}
        </p>
      )}
      {problems.map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
    </>
  );
}
