import { ToastContainer } from 'react-toastify';
import { toastDefaults } from '@/client/lib/toast';
import { UpdatePrompt } from './update-prompt';

/** What the first paint does not need: the notification area and the update prompt (with workbox-window). */
export default function AppChrome() {
  return (
    <>
      <ToastContainer {...toastDefaults} />
      <UpdatePrompt />
    </>
  );
}
