import { getErrorMessage } from './api-client';
import { toast } from './toast';

/**
 * The dashboard's one way to change something after asking: the browser's own confirm dialog (the same by
 * mouse, touch and keyboard), then the action, then a notice of how it went. Answers whether it succeeded.
 */
export async function confirmedAction(
  question: string,
  action: () => Promise<unknown>,
  success: string,
): Promise<boolean> {
  if (!window.confirm(question)) return false;
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(getErrorMessage(error));
    return false;
  }
}
