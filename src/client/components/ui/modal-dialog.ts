import { type SyntheticEvent, useEffect, useRef, useState } from 'react';

/**
 * A modal dialog shown for as long as its owner renders it: opened as it mounts (focus stays within it,
 * the page behind is inert), closed as it unmounts. Escape asks `onDismiss` instead of closing it there
 * and then, so that the owner, which decides whether it is shown, hears of it. `open`: whether it is open
 * yet, for parts that measure their box and so must not start in a closed (unsized) dialog.
 * Spread `dialog` on the `<dialog>` element.
 */
export function useModalDialog(onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    element?.showModal();
    setOpen(true);
    return () => element?.close();
  }, []);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onDismiss();
  };
  return { open, dialog: { ref, onCancel } };
}
